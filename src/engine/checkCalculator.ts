import { compileCalculatorWithIssues, nearestName } from './compileCalculator';
import { exampleLabel, runExample } from './evaluateCalculator';
import type { SpecIssue } from './specIssue';
import type { CalculatorSpec, Input, LocalizedText } from './specTypes.generated';

type Path = (string | number)[];

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

function didYouMean(name: string, candidates: Iterable<string>): string {
  const nearest = nearestName(name, candidates);
  return nearest ? ` (did you mean "${nearest}"?)` : '';
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
 * Checks a calculator spec beyond its JSON Schema and returns every problem found, each with its
 * path inside the spec (e.g. ['outputs', 2, 'expr']) and a readable message without file info:
 * formulas that do not parse, unknown symbols or functions (with the nearest name as a hint),
 * formula cycles, duplicate ids, defaults outside the options, unknown {{placeholders}},
 * example inputs/expectations that name nothing, and examples that do not hold.
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

  // Examples: keys first, then run them.
  const outputIds = spec.outputs.map((output) => output.id);
  spec.examples.forEach((example, i) => {
    checkExampleInputs(spec, example.inputs as Record<string, unknown>, ['examples', i, 'inputs'], issues);
    for (const key of Object.keys(example.expect ?? {})) {
      if (!outputIds.includes(key)) issues.push({ path: ['examples', i, 'expect', key], message: `unknown output "${key}"${didYouMean(key, outputIds)}` });
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
