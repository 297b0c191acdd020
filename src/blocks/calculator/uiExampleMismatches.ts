/**
 * Test helpers (jsdom): drive a rendered calculator the way a user does — type numbers in the
 * language shown, pick options, tick boxes, add or remove group rows — and compare what the form
 * shows with a spec example. The UI counterpart of `runExample` in src/engine/evaluateCalculator.ts.
 */
import { act, fireEvent } from '@testing-library/react';
import { exampleLabel } from '../../engine/evaluateCalculator';
import { formatInputNumber } from '../../engine/formatNumber';
import { convertNumberList } from '../../engine/listInput';
import { localize, type Lang } from '../../engine/localize';
import type { CalculatorSpec, Example, Input } from '../../engine/specTypes.generated';

function formOf(spec: CalculatorSpec): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>(`form[data-calc="${spec.id}"]`);
  if (!form) throw new Error(`no form[data-calc="${spec.id}"]`);
  return form;
}

function numberText(value: unknown, lang: Lang): string {
  return typeof value === 'number' ? formatInputNumber(value, lang) : String(value ?? '');
}

function groupFieldset(form: HTMLFormElement, input: Input, lang: Lang): HTMLFieldSetElement | undefined {
  const label = localize(input.label, lang);
  return [...form.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector(':scope > legend')?.textContent === label);
}

function setGroup(form: HTMLFormElement, input: Input, rows: unknown, lang: Lang): void {
  const fieldset = groupFieldset(form, input, lang);
  if (!fieldset || !Array.isArray(rows)) return;
  const rowCount = () => fieldset.querySelectorAll('.calc-group-row').length;
  const addButton = () => fieldset.querySelector<HTMLButtonElement>('button[data-action="add-row"]');
  for (let guard = 0; rowCount() > rows.length && guard < 1000; guard++) {
    const lastRow = [...fieldset.querySelectorAll('.calc-group-row')].at(-1);
    const remove = lastRow?.querySelector<HTMLButtonElement>('button[data-action="remove-row"]');
    if (remove) fireEvent.click(remove);
  }
  for (let guard = 0; rowCount() < rows.length && guard < 1000; guard++) {
    const add = addButton();
    if (!add || add.disabled) break;
    fireEvent.click(add);
  }
  rows.forEach((row: unknown, index) => {
    const cells = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    for (const field of input.fields ?? []) {
      const cell = form.querySelector<HTMLInputElement>(`[name="${input.id}.${index}.${field.id}"]`);
      if (cell && field.id in cells) fireEvent.change(cell, { target: { value: numberText(cells[field.id], lang) } });
    }
  });
}

/** Sets one input's control as a user would: typed text, a chosen option, a ticked box. False when the form shows no control for it. */
function setControl(form: HTMLFormElement, input: Input, value: unknown, lang: Lang): boolean {
  const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${input.id}"]`);
  if (!control) return false;
  switch (input.type) {
    case 'number':
    case 'slider':
      fireEvent.change(control, { target: { value: numberText(value, lang) } });
      break;
    case 'select':
    case 'sequence':
      fireEvent.change(control, { target: { value: String(value) } });
      break;
    case 'radio':
    case 'segmented': {
      const radio = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${input.id}"][value="${String(value)}"]`);
      if (radio && !radio.checked) fireEvent.click(radio);
      break;
    }
    case 'checkbox':
      if (control instanceof HTMLInputElement && control.checked !== (value === true)) fireEvent.click(control);
      break;
    case 'numbers':
      // Example lists are written in English notation; the visitor types them in their language.
      fireEvent.change(control, { target: { value: convertNumberList(String(value), 'en', lang) } });
      break;
  }
  return true;
}

/**
 * Sets the given input values in the rendered form of `spec`, in spec order, twice (so that an
 * input shown only after a later one is set gets its value too). Inputs without a rendered control
 * (hidden by `showWhen`) are skipped — the engine ignores them as well. Numbers, sliders and lists of numbers are
 * typed as text in `lang` (German decimal comma), sequences their letters.
 * The plain fields of a pass are changed in one React batch, so the calculator renders once per pass instead
 * of once per field; the second pass runs only when the first found a field not shown yet. Group rows are
 * added one click at a time, since each click needs the row it adds.
 */
export function applyCalculatorInputs(spec: CalculatorSpec, values: Record<string, unknown>, lang: Lang): void {
  const form = formOf(spec);
  const given = spec.inputs.filter((input) => input.id in values);
  for (let pass = 0; pass < 2; pass++) {
    let allShown = true;
    act(() => {
      for (const input of given) if (input.type !== 'group' && !setControl(form, input, values[input.id], lang)) allShown = false;
    });
    for (const input of given) if (input.type === 'group') setGroup(form, input, values[input.id], lang);
    if (allShown) break;
  }
}

/** True when `name` is `<tableId>.<rowId>.<columnId>` of a cell with a formula in the spec (a repeated table's rowId is the row index). */
export function isTableCell(spec: CalculatorSpec, name: string): boolean {
  const [tableId, rowId, columnId, ...rest] = name.split('.');
  if (rest.length > 0 || columnId === undefined) return false;
  const table = spec.tables?.find((candidate) => candidate.id === tableId);
  // A repeated table's rows are named by their index, all from its one row template.
  const row = table?.repeat ? (/^(0|[1-9]\d*)$/.test(rowId ?? '') ? table.rows[0] : undefined) : table?.rows.find((candidate) => candidate.id === rowId);
  return row !== undefined && Object.prototype.hasOwnProperty.call(row.values, columnId);
}

function sameNumber(got: string, expected: number, tolerance: number): boolean {
  return got !== '' && Math.abs(Number(got) - expected) <= tolerance;
}

/**
 * Applies the example's inputs to the rendered form of `spec` and returns every difference between
 * the form and the example's expectations (empty when they agree): each expected output's (or
 * table cell's, `<tableId>.<rowId>.<columnId>`) `data-value` (number within the tolerance, '' for null, 'Infinity'), `data-status` ('none' = no
 * status element) and, for `expectError`, the rule's message in the `role="alert"` element.
 */
export function uiExampleMismatches(spec: CalculatorSpec, example: Example, index: number, lang: Lang): string[] {
  const form = formOf(spec);
  applyCalculatorInputs(spec, example.inputs as Record<string, unknown>, lang);
  const label = `${exampleLabel(example, index)} [${lang}]`;
  const failures: string[] = [];
  for (const [id, expected] of Object.entries(example.expect ?? {})) {
    if (!spec.outputs.some((candidate) => candidate.id === id) && !isTableCell(spec, id)) continue;
    const element = form.querySelector<HTMLOutputElement>(`output[name="${id}"]`);
    // An output (or table, row) hidden by its showWhen has nothing to compare.
    if (!element) continue;
    const got = element.dataset.value ?? '(no data-value)';
    if (expected === null) {
      if (got !== '') failures.push(`${label}: ${id} expected data-value "", got "${got}"`);
    } else if (typeof expected === 'string') {
      if (got !== expected) failures.push(`${label}: ${id} expected data-value "${expected}", got "${got}"`);
    } else {
      const tolerance = example.tolerance ?? 1e-9 * Math.max(1, Math.abs(expected));
      if (!sameNumber(got, expected, tolerance)) failures.push(`${label}: ${id} expected ${expected}, got data-value "${got}"`);
    }
  }
  if (example.expectStatus !== undefined) {
    const got = form.querySelector('[data-status]')?.getAttribute('data-status') ?? 'none';
    if (got !== example.expectStatus) failures.push(`${label}: data-status expected ${example.expectStatus}, got ${got}`);
  }
  if (example.expectError !== undefined) {
    const rule = (spec.validate ?? [])[example.expectError];
    const alert = form.querySelector('[role="alert"]')?.textContent ?? '';
    const message = rule ? localize(rule.message, lang) : '';
    // Messages with {{params}}: compare the text before the first placeholder.
    const fixed = message.split('{{')[0] ?? '';
    if (!alert.includes(fixed) || alert === '') failures.push(`${label}: alert expected "${message}", got "${alert}"`);
  }
  return failures;
}
