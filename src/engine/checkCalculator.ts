import { compileCalculatorWithIssues } from './compileCalculator';
import { evaluateCalculator, exampleLabel, runExample } from './evaluateCalculator';
import { evaluateCalculatorCharts } from './evaluateCalculatorCharts';
import type { SpecIssue } from './specIssue';
import type { CalculatorSpec, Input, LocalizedText } from './specTypes.generated';
import { didYouMean } from './didYouMean';

type Path = (string | number)[];

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}


function checkDefault(input: Input, path: Path, issues: SpecIssue[]): void {
  const { type, default: value } = input;
  if (type === 'select' || type === 'radio' || type === 'segmented') {
    const options = (input.options ?? []).map((option) => option.value);
    if (typeof value !== 'string' || !options.includes(value)) {
      issues.push({ path: [...path, 'default'], message: `default ${JSON.stringify(value)} is not one of the options (${options.join(', ')})` });
    }
    const seen = new Set<string>();
    options.forEach((option, i) => {
      if (seen.has(option)) issues.push({ path: [...path, 'options', i, 'value'], message: `duplicate option "${option}"` });
      seen.add(option);
    });
  } else if ((type === 'number' || type === 'slider') && value !== undefined && typeof value !== 'number') {
    issues.push({ path: [...path, 'default'], message: `default of a ${type} input must be a number` });
  } else if (type === 'checkbox' && value !== undefined && typeof value !== 'boolean') {
    issues.push({ path: [...path, 'default'], message: 'default of a checkbox must be true or false' });
  } else if (type === 'group') {
    if (value !== undefined && !Array.isArray(value)) issues.push({ path: [...path, 'default'], message: 'default of a group must be a list of rows' });
    (input.fields ?? []).forEach((field, i) => {
      if (field.type !== 'number') issues.push({ path: [...path, 'fields', i, 'type'], message: 'group fields must be number inputs' });
    });
  }
  if ((type === 'number' || type === 'slider') && value === undefined && input.defaultExpr === undefined && !input.optional) {
    issues.push({ path, message: `input "${input.id}" needs a default or defaultExpr` });
  }
}

function checkExampleInputs(spec: CalculatorSpec, inputs: Record<string, unknown>, path: Path, issues: SpecIssue[]): void {
  const byId = new Map(spec.inputs.map((input) => [input.id, input]));
  for (const [key, value] of Object.entries(inputs)) {
    const input = byId.get(key);
    if (!input) {
      issues.push({ path: [...path, key], message: `unknown input "${key}"${didYouMean(key, byId.keys())}` });
      continue;
    }
    const options = input.options?.map((option) => option.value);
    if (options && (typeof value !== 'string' || !options.includes(value))) {
      issues.push({ path: [...path, key], message: `${JSON.stringify(value)} is not one of the options of "${key}" (${options.join(', ')})` });
    } else if ((input.type === 'number' || input.type === 'slider') && typeof value !== 'number') {
      issues.push({ path: [...path, key], message: `"${key}" must be a number` });
    } else if (input.type === 'checkbox' && typeof value !== 'boolean') {
      issues.push({ path: [...path, key], message: `"${key}" must be true or false` });
    } else if (input.type === 'group' && !Array.isArray(value)) {
      issues.push({ path: [...path, key], message: `"${key}" must be a list of rows` });
    }
  }
}

/**
 * The summary names 2–4 outputs (all of them when a calculator has fewer than two): a visitor on a phone
 * reads it instead of scrolling to the results, so it must hold what the calculator is for.
 */
function checkSummary(spec: CalculatorSpec, issues: SpecIssue[]): void {
  if (spec.summary === undefined) return;
  const outputIds = spec.outputs.map((output) => output.id);
  spec.summary.forEach((id, i) => {
    if (!outputIds.includes(id)) issues.push({ path: ['summary', i], message: `unknown output "${id}"${didYouMean(id, outputIds)}` });
  });
  const least = Math.min(2, outputIds.length);
  if (spec.summary.length < least) issues.push({ path: ['summary'], message: `name at least ${least} key outputs (2–4)` });
}

/**
 * Checks a calculator spec beyond its JSON Schema and returns every problem found, each with its
 * path inside the spec (e.g. ['outputs', 2, 'expr']) and a readable message without file info:
 * formulas that do not parse, unknown symbols or functions (with the nearest name as a hint),
 * formula cycles, duplicate ids, defaults outside the options, unknown {{placeholders}},
 * a group's defaultExpr that does not give rows with every field, result tables (duplicate table/row/column ids, cells in unknown columns), example
 * charts (duplicate chart/series ids, a range that draws nothing with the default inputs), example
 * inputs/expectations that name nothing (outputs or table cells `<tableId>.<rowId>.<columnId>`),
 * and examples that do not hold.
 */
export function checkCalculator(spec: CalculatorSpec): SpecIssue[] {
  const { compiled, issues } = compileCalculatorWithIssues(spec);

  spec.inputs.forEach((input, i) => checkDefault(input, ['inputs', i], issues));

  // {{placeholders}} in units, formulas and messages.
  const inputIds = spec.inputs.map((input) => input.id);
  const allSymbols = [...Object.keys(spec.data ?? {}), ...inputIds, ...(spec.let ?? []).map((v) => v.id), ...spec.outputs.map((o) => o.id)];
  const checkText = (text: LocalizedText | string | undefined, path: Path, known: readonly string[]) => {
    if (text === undefined) return;
    const texts = typeof text === 'string' ? [text] : [text.en, text.de];
    const missing = new Set(texts.flatMap(placeholders).filter((name) => !known.includes(name)));
    missing.forEach((name) => issues.push({ path, message: `unknown placeholder "{{${name}}}"${didYouMean(name, known)}` }));
  };
  spec.inputs.forEach((input, i) => checkText(input.unit, ['inputs', i, 'unit'], inputIds));
  spec.outputs.forEach((output, i) => {
    checkText(output.unit, ['outputs', i, 'unit'], inputIds);
    checkText(output.formula, ['outputs', i, 'formula'], allSymbols);
  });
  const withParams = (key: 'validate' | 'status' | 'notes') =>
    (spec[key] ?? []).forEach((rule, i) => {
      const known = [...allSymbols, ...Object.keys(rule.params ?? {})];
      checkText('text' in rule ? rule.text : rule.message, [key, i, 'text' in rule ? 'text' : 'message'], known);
    });
  withParams('validate');
  withParams('status');
  withParams('notes');
  checkSummary(spec, issues);

  // Result tables: unique ids, cells in known columns, row-label placeholders.
  const tableIds = new Set<string>();
  const cellNames: string[] = [];
  // Cells of repeated tables are named by the row index: `<tableId>.<index>.<columnId>`.
  const repeatedCells: RegExp[] = [];
  (spec.tables ?? []).forEach((table, t) => {
    if (tableIds.has(table.id)) issues.push({ path: ['tables', t, 'id'], message: `duplicate table id "${table.id}"` });
    tableIds.add(table.id);
    const columnIds = table.columns.map((column) => column.id);
    table.columns.forEach((column, c) => {
      if (columnIds.indexOf(column.id) !== c) issues.push({ path: ['tables', t, 'columns', c, 'id'], message: `duplicate column id "${column.id}"` });
      checkText(column.unit, ['tables', t, 'columns', c, 'unit'], inputIds);
    });
    const rowIds = new Set<string>();
    const labelSymbols = table.repeat ? [...allSymbols, table.repeat.index] : allSymbols;
    table.rows.forEach((row, r) => {
      if (rowIds.has(row.id)) issues.push({ path: ['tables', t, 'rows', r, 'id'], message: `duplicate row id "${row.id}"` });
      rowIds.add(row.id);
      checkText(row.label, ['tables', t, 'rows', r, 'label'], labelSymbols);
      for (const key of Object.keys(row.values)) {
        if (!columnIds.includes(key)) issues.push({ path: ['tables', t, 'rows', r, 'values', key], message: `unknown column "${key}"${didYouMean(key, columnIds)}` });
        else if (!table.repeat) cellNames.push(`${table.id}.${row.id}.${key}`);
        else repeatedCells.push(new RegExp(`^${table.id}\\.(0|[1-9]\\d*)\\.${key}$`));
      }
    });
  });

  // Charts: unique chart and series ids; with the default inputs the range must be drawable.
  const chartIds = new Set<string>();
  (spec.charts ?? []).forEach((chart, c) => {
    if (chartIds.has(chart.id)) issues.push({ path: ['charts', c, 'id'], message: `duplicate chart id "${chart.id}"` });
    chartIds.add(chart.id);
    const seriesIds = new Set<string>();
    chart.series.forEach((line, i) => {
      if (seriesIds.has(line.id)) issues.push({ path: ['charts', c, 'series', i, 'id'], message: `duplicate series id "${line.id}"` });
      seriesIds.add(line.id);
    });
  });
  if (compiled && compiled.charts.length > 0) {
    const defaults = evaluateCalculator(compiled, {});
    const sampled = evaluateCalculatorCharts(compiled, defaults);
    (spec.charts ?? []).forEach((chart, c) => {
      const evaluated = sampled[chart.id];
      if (!defaults.blocked && evaluated?.visible && evaluated.x.length === 0) {
        issues.push({ path: ['charts', c, 'x'], message: `with the default inputs x.min (${chart.x.min}) is not below x.max (${chart.x.max}), or one is not a number: nothing would be drawn` });
      }
    });
  }

  // A group's defaultExpr must give rows with a number in every field (checked with the default inputs).
  if (compiled) {
    const defaults = evaluateCalculator(compiled, {});
    compiled.inputs.forEach((input) => {
      if (input.spec.type !== 'group' || !input.defaultExpr) return;
      const path = ['inputs', spec.inputs.indexOf(input.spec), 'defaultExpr'];
      let rows: unknown;
      try {
        rows = input.defaultExpr.code.evaluate({ ...defaults.scope });
      } catch (error) {
        issues.push({ path, message: `defaultExpr of group "${input.spec.id}" fails with the default inputs: ${error instanceof Error ? error.message : String(error)}` });
        return;
      }
      const fields = (input.spec.fields ?? []).map((field) => field.id);
      const complete = (row: unknown) => typeof row === 'object' && row !== null && fields.every((field) => typeof (row as Record<string, unknown>)[field] === 'number');
      if (!Array.isArray(rows) || !rows.every(complete)) {
        issues.push({ path, message: `defaultExpr of group "${input.spec.id}" must give a list of rows with a number in each field (${fields.join(', ')})` });
      }
    });
  }

  // Examples: keys first, then run them.
  const outputIds = [...spec.outputs.map((output) => output.id), ...cellNames];
  spec.examples.forEach((example, i) => {
    checkExampleInputs(spec, example.inputs as Record<string, unknown>, ['examples', i, 'inputs'], issues);
    for (const key of Object.keys(example.expect ?? {})) {
      if (!outputIds.includes(key) && !repeatedCells.some((pattern) => pattern.test(key))) {
        const what = key.includes('.') ? 'table cell' : 'output';
        issues.push({ path: ['examples', i, 'expect', key], message: `unknown ${what} "${key}"${didYouMean(key, outputIds)}` });
      }
    }
    if (example.expectError !== undefined && example.expectError >= (spec.validate ?? []).length) {
      issues.push({ path: ['examples', i, 'expectError'], message: `there is no validation rule ${example.expectError}` });
    }
    if (!compiled) return;
    try {
      runExample(compiled, example, i).forEach((message) => issues.push({ path: ['examples', i], message }));
    } catch (error) {
      issues.push({ path: ['examples', i], message: `${exampleLabel(example, i)}: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
  return issues;
}
