/**
 * The calculator DOM contract over every calculator spec of the repository, for the given languages:
 * form[data-calc], named native controls with visible labels, outputs with a raw data-value, and the rendered
 * values of every spec example equal to the engine's expectation. One test file per language, so the two halves
 * run in parallel workers. The files mock the site and plotly (jsdom cannot run plotly).
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCalculator } from '../../engine/compileCalculator';
import { evaluateCalculator } from '../../engine/evaluateCalculator';
import { localize, type Lang } from '../../engine/localize';
import { repoCalculatorSpecs } from '../../engine/build/repoSpecs';
import type { CalculatorSpec, Input } from '../../engine/specTypes.generated';
import { renderCalculator } from './renderCalculator.testHelper';
import { isTableCell, uiExampleMismatches } from './uiExampleMismatches';

const calculators = repoCalculatorSpecs();


/** A finite number as JavaScript prints it, e.g. '54300' or '0.0954…' or '1e-7'. */
function isRawNumber(text: string): boolean {
  return text !== '' && Number.isFinite(Number(text)) && String(Number(text)) === text;
}

/** Visible text: not hidden by the `hidden` attribute, aria-hidden or an sr-only class, and not blank. */
function visibleText(element: Element | null | undefined): string {
  if (!element) return '';
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return '';
    if (/\b(sr-only|visually-hidden)\b/.test(node.getAttribute('class') ?? '')) return '';
  }
  return (element.textContent ?? '').trim();
}

function labelText(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  return [...(control.labels ?? [])].map((label) => visibleText(label)).join(' ').trim();
}

function specInput(spec: CalculatorSpec, name: string): { input: Input; field: Input | undefined } | undefined {
  const [id, row, fieldId] = name.split('.');
  const input = spec.inputs.find((candidate) => candidate.id === id);
  if (!input) return undefined;
  if (input.type !== 'group') return row === undefined ? { input, field: undefined } : undefined;
  const field = input.fields?.find((candidate) => candidate.id === fieldId);
  return field && /^\d+$/.test(row ?? '') ? { input, field } : undefined;
}

/**
 * `examples: 'all'` renders every spec example; `'first'` only the first one. The values are the engine's in
 * every language (the German test shows that the German form reads and formats them, the English test that every
 * example reaches the screen), so one full pass is enough for the suite to stay fast. `share` takes every
 * `of`-th calculator, starting with number `part`: a pass too long for one test file is split over several,
 * which run side by side.
 */
export function describeCalculatorContract(languages: readonly Lang[], examples: 'all' | 'first', share = { part: 1, of: 1 }): void {
  describe(`calculator UI contract [${languages.join(', ')}]`, () => {
    // Registered by each file that describes the contract: files share workers, and this module is
    // evaluated once per worker, so hooks at its top level would belong to the first such file only.
    beforeEach(() => window.history.replaceState(null, '', '/calculator-contract'));
    afterEach(cleanup);

    it('covers the calculators', () => {
      expect(calculators.map((c) => c.spec.id)).toEqual(expect.arrayContaining(['liquidation-estimate', 'margin-ratio', 'liquidation']));
    });

    for (const { file, spec } of calculators.filter((_, index) => index % share.of === share.part - 1)) {
      describe(`${file} (${spec.id})`, () => {
        const defaults = evaluateCalculator(compileCalculator(spec), {});

        for (const lang of languages) {
          it(`[${lang}] renders form[data-calc] with named, labelled native controls`, () => {
            renderCalculator(spec, lang);
            // The one calculator of this test: a form left over from an earlier test would mean a cleanup missed.
            const forms = document.querySelectorAll('form[data-calc]');
            expect(forms).toHaveLength(1);
            expect(forms[0]?.getAttribute('data-calc')).toBe(spec.id);
            const form = forms[0] as HTMLFormElement;

            const allControls = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];
            // Add-on controls (a preset name, a file import) are no spec inputs: a name and a visible label suffice.
            // They appear once the lazy add-on chunk has loaded, so earlier tests may not see them.
            for (const control of allControls.filter((candidate) => candidate.closest('[data-addon]'))) {
              expect(control.name, `add-on control ${control.id} has a name`).not.toBe('');
              expect(labelText(control), `add-on control ${control.name}: label`).not.toBe('');
            }
            // A slider's track is a pointer aid hidden from assistive technology; its typed field carries the name.
            const controls = allControls.filter((candidate) => !candidate.closest('[data-addon]') && candidate.getAttribute('aria-hidden') !== 'true');
            expect(controls.length).toBeGreaterThan(0);
            for (const control of controls) {
              const where = `${control.tagName.toLowerCase()} ${control.name || control.id}`;
              expect(control.name, `${where} has a name`).not.toBe('');
              const owner = specInput(spec, control.name);
              expect(owner, `${where}: name belongs to an input of the spec`).toBeDefined();
              if (!owner) continue;
              const { input, field } = owner;
              if (control instanceof HTMLInputElement && control.type === 'radio') {
                // A radio group: the fieldset's legend names the group, each radio has its option's label.
                const legend = control.closest('fieldset')?.querySelector(':scope > legend');
                expect(visibleText(legend), `${where}: legend`).toBe(localize(input.label, lang));
                const option = input.options?.find((candidate) => candidate.value === control.value);
                expect(option, `${where}: value ${control.value} is an option`).toBeDefined();
                if (option) expect(labelText(control), `${where}: option label`).toBe(localize(option.label, lang));
              } else if (field) {
                expect(labelText(control), `${where}: label`).toContain(localize(field.label, lang));
              } else {
                expect(labelText(control), `${where}: label`).toBe(localize(input.label, lang));
              }
            }

            // Every input the engine shows has its control; hidden ones (showWhen false) have none.
            for (const input of spec.inputs) {
              if (input.type === 'group') continue;
              const present = form.querySelector(`[name="${input.id}"]`) !== null;
              expect(present, `input ${input.id} rendered`).toBe(defaults.visibleInputs[input.id] === true);
            }
            if (spec.inputs.some((input) => input.type === 'radio' || input.type === 'segmented')) {
              for (const input of spec.inputs.filter((candidate) => (candidate.type === 'radio' || candidate.type === 'segmented') && defaults.visibleInputs[candidate.id])) {
                const radios = form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${input.id}"]`);
                expect(radios.length, `${input.id}: one radio per option`).toBe(input.options?.length);
                expect([...radios].filter((radio) => radio.checked), `${input.id}: one option checked`).toHaveLength(1);
              }
            }

            // Ids are unique and every aria reference resolves.
            const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
            expect(new Set(ids).size, 'unique ids').toBe(ids.length);
            for (const element of form.querySelectorAll('[aria-describedby], [aria-labelledby]')) {
              for (const ref of `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`.split(/\s+/).filter(Boolean)) {
                expect(document.getElementById(ref), `aria reference ${ref}`).not.toBeNull();
              }
            }
            // Buttons never submit the form and have visible text.
            for (const button of form.querySelectorAll('button')) {
              expect(button.getAttribute('type'), `button "${button.textContent}"`).toBe('button');
              expect(visibleText(button)).not.toBe('');
            }
          });

          it(`[${lang}] renders every output as <output name data-value> with a raw number, '' or Infinity`, () => {
            renderCalculator(spec, lang);
            const form = document.querySelector(`form[data-calc="${spec.id}"]`) as HTMLFormElement;
            for (const output of spec.outputs) {
              const element = form.querySelector<HTMLOutputElement>(`output[name="${output.id}"]`);
              expect(element !== null, `output ${output.id} rendered`).toBe(defaults.visibleOutputs[output.id] === true);
              if (!element) continue;
              const raw = element.getAttribute('data-value');
              expect(raw, `output ${output.id} has data-value`).not.toBeNull();
              const allowed = raw === '' || isRawNumber(raw ?? '') || (output.infinite === true && (raw === 'Infinity' || raw === '-Infinity'));
              expect(allowed, `output ${output.id} data-value "${raw}"`).toBe(true);
              expect(raw).toBe(defaults.outputs[output.id] === null ? '' : String(defaults.outputs[output.id]));
              expect(element.textContent, `output ${output.id} text`).not.toMatch(/NaN|Infinity|undefined/);
              if (raw === '') expect(element.textContent).toBe(output.notComputable ? localize(output.notComputable, lang) : '—');
              // The output is named by its visible label.
              const labelledBy = element.getAttribute('aria-labelledby');
              expect(visibleText(labelledBy ? document.getElementById(labelledBy) : null), `output ${output.id} label`).toBe(localize(output.label, lang));
            }
            for (const element of form.querySelectorAll('output')) {
              const name = element.getAttribute('name') ?? '';
              if (element.closest('[data-addon]')) continue; // an add-on's own results (checked for a raw data-value below)
              expect(spec.outputs.some((output) => output.id === name) || isTableCell(spec, name), `output ${name} is in the spec`).toBe(true);
            }
            // Result tables: a captioned table per visible table, one named cell per visible row and formula.
            for (const table of spec.tables ?? []) {
              const evaluated = defaults.tables[table.id];
              const cells = form.querySelectorAll<HTMLOutputElement>(`output[name^="${table.id}."]`);
              if (!evaluated?.visible) {
                expect(cells, `table ${table.id} hidden`).toHaveLength(0);
                continue;
              }
              for (const row of table.rows) {
                for (const column of table.columns) {
                  const element = form.querySelector<HTMLOutputElement>(`output[name="${table.id}.${row.id}.${column.id}"]`);
                  const expected = evaluated.rows[row.id]?.visible && column.id in row.values;
                  expect(element !== null, `cell ${table.id}.${row.id}.${column.id} rendered`).toBe(expected === true);
                  if (!element) continue;
                  const value = evaluated.rows[row.id]?.cells[column.id] ?? null;
                  expect(element.getAttribute('data-value')).toBe(value === null ? '' : String(value));
                  if (value === null) expect(element.textContent).toBe('—');
                  expect(element.closest('table')?.querySelector('caption')?.textContent).toBe(localize(table.title, lang));
                }
              }
            }
            expect(form.querySelector('[role="alert"]'), 'an alert region inside the form').not.toBeNull();
            const status = form.querySelector('[data-status]');
            if (status) expect(['ok', 'warn', 'danger']).toContain(status.getAttribute('data-status'));
            expect(form.textContent).not.toMatch(/\bNaN\b|\{\{/);
          });

          (examples === 'all' ? spec.examples : spec.examples.slice(0, 1)).forEach((example, index) => {
            it(`[${lang}] shows what example ${example.name ? `"${example.name}"` : index + 1} expects`, () => {
              renderCalculator(spec, lang);
              expect(uiExampleMismatches(spec, example, index, lang)).toEqual([]);
              const form = document.querySelector(`form[data-calc="${spec.id}"]`) as HTMLFormElement;
              for (const element of form.querySelectorAll('output')) {
                const raw = element.getAttribute('data-value') ?? '';
                expect(raw === '' || isRawNumber(raw) || raw === 'Infinity' || raw === '-Infinity', `${element.getAttribute('name')}: "${raw}"`).toBe(true);
              }
              expect(form.textContent).not.toMatch(/\bNaN\b|\{\{/);
            });
          });
        }
      });
    }
  });
}
