import { expect, type Locator } from './fixtures';

/**
 * The module DOM contract, read from a module's root element once it shows its results: every raw value
 * sits on a named `<output data-value>` (KPI tiles and computed table cells alike) holding a number as
 * JavaScript prints it, or nothing, and is repeated elsewhere only by the pinned summary
 * (`[data-summary-of=NAME]`, with the same data-value as the output it names); output names are unique; no visible NaN, undefined or Infinity; every
 * control has a label and every button a name.
 */

interface ContractReport {
  name: string;
  misplacedValues: string[];
  unnamedOutputs: number;
  badRawValues: string[];
  duplicateNames: string[];
  unlabelledControls: string[];
  unnamedButtons: number;
  badText: string[];
  outputCount: number;
}

/** Checks the contract on `module` (a `section[data-module|data-sim|data-tool|data-backtest]`) with more than `minOutputs` outputs. */
export async function expectModuleContract(module: Locator, minOutputs: number): Promise<void> {
  const report = await module.evaluate((root): ContractReport => {
    const isRaw = (text: string) => text === '' || text === 'Infinity' || text === '-Infinity' || (Number.isFinite(Number(text)) && String(Number(text)) === text);
    const outputs = [...root.querySelectorAll('output')];
    const names = outputs.map((output) => output.getAttribute('name') ?? '').filter((outputName) => outputName !== '');
    const visible = (root as HTMLElement).innerText;
    const repeatsItsOutput = (element: Element) => {
      const name = element.getAttribute('data-summary-of');
      return name !== null && outputs.some((output) => output.getAttribute('name') === name && output.getAttribute('data-value') === element.getAttribute('data-value'));
    };
    return {
      name: ['data-module', 'data-sim', 'data-tool', 'data-backtest'].map((attribute) => root.getAttribute(attribute)).find(Boolean) ?? '?',
      misplacedValues: [...root.querySelectorAll('[data-value]')]
        .filter((element) => element.tagName !== 'OUTPUT' && !repeatsItsOutput(element))
        .map((element) => element.outerHTML.slice(0, 80)),
      unnamedOutputs: outputs.filter((output) => !output.getAttribute('name')).length,
      badRawValues: outputs.filter((output) => output.hasAttribute('data-value') && !isRaw(output.getAttribute('data-value') ?? '')).map((output) => `${output.getAttribute('name')}=${output.getAttribute('data-value')}`),
      duplicateNames: names.filter((outputName, index) => names.indexOf(outputName) !== index),
      unlabelledControls: [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
        .filter((control) => control.type !== 'hidden' && (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
        .map((control) => control.name || control.outerHTML.slice(0, 60)),
      unnamedButtons: [...root.querySelectorAll('button')].filter((button) => (button.textContent ?? '').trim() === '' && !button.getAttribute('aria-label') && !button.getAttribute('aria-labelledby')).length,
      badText: ['NaN', 'undefined', 'Infinity', '[object Object]'].filter((word) => visible.includes(word)),
      outputCount: outputs.length,
    };
  });
  const { name } = report;
  expect(report.outputCount, `${name}: the module shows its results as outputs`).toBeGreaterThan(minOutputs);
  expect(report.misplacedValues, `${name}: raw values only on <output>`).toEqual([]);
  expect(report.unnamedOutputs, `${name}: every output has a name`).toBe(0);
  expect(report.badRawValues, `${name}: data-value is a raw number or empty`).toEqual([]);
  expect(report.duplicateNames, `${name}: output names are unique`).toEqual([]);
  expect(report.unlabelledControls, `${name}: every control has a label`).toEqual([]);
  expect(report.unnamedButtons, `${name}: every button has a name`).toBe(0);
  expect(report.badText, `${name}: no NaN, undefined or Infinity on screen`).toEqual([]);
}
