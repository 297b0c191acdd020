// @vitest-environment jsdom
/**
 * An output's `notComputable` text (e.g. 'n/a' for an undefined ratio): shown instead of '—' when the
 * output has no value, in the output and in formula texts; the data-value stays empty (DOM contract).
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorSpec, Output } from '../../engine/specTypes.generated';
import { outputText } from './outputText';
import { output, renderCalculator, type } from './renderCalculator.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const ratio: Output = {
  id: 'ratio',
  label: { en: 'Ratio', de: 'Quote' },
  expr: 'a / b',
  format: 'percent',
  notComputable: { en: 'n/a', de: 'n. v.' },
};

const spec: CalculatorSpec = {
  id: 'not-computable-demo',
  inputs: [
    { id: 'a', type: 'number', label: { en: 'Part', de: 'Anteil' }, default: 1 },
    { id: 'b', type: 'number', label: { en: 'Whole', de: 'Ganzes' }, default: 4 },
  ],
  outputs: [
    { ...ratio, formula: { en: 'part / whole = {{ratio}}', de: 'Anteil / Ganzes = {{ratio}}' } },
    { id: 'plain', label: { en: 'Plain', de: 'Einfach' }, expr: 'a / b', format: 'percent' },
  ],
  validate: [{ when: 'a < 0', message: { en: 'Part must not be negative.', de: 'Der Anteil darf nicht negativ sein.' } }],
  examples: [{ inputs: { a: 1, b: 4 }, expect: { ratio: 0.25 } }],
};

beforeEach(() => window.history.replaceState(null, '', '/demo'));
afterEach(cleanup);

describe('outputText', () => {
  it('formats a value as usual', () => {
    expect(outputText(ratio, 0.25, 'en')).toBe('25%');
    expect(outputText(ratio, 0.125, 'de')).toBe('12,5\u00a0%');
  });

  it("shows the spec's text for null and NaN, in the language", () => {
    expect(outputText(ratio, null, 'en')).toBe('n/a');
    expect(outputText(ratio, Number.NaN, 'de')).toBe('n. v.');
  });

  it("keeps '—' for outputs without the option", () => {
    const { notComputable: _unused, ...plain } = ratio;
    expect(outputText(plain, null, 'en')).toBe('—');
  });
});

describe('an output with notComputable in the form', () => {
  it("shows 'n/a' with an empty data-value when the value is undefined (0/0), '—' for the others", () => {
    renderCalculator(spec, 'en');
    expect(output('ratio').dataset.value).toBe('0.25');
    expect(output('ratio').textContent).toBe('25%');
    type('Part', '0');
    type('Whole', '0');
    expect(output('ratio').dataset.value).toBe('');
    expect(output('ratio').textContent).toBe('n/a');
    expect(output('plain').textContent).toBe('—');
    // The formula disclosure speaks the same way.
    fireEvent.click(screen.getAllByText('Formula')[0] as HTMLElement);
    expect(screen.getByText('part / whole = n/a')).not.toBeNull();
  });

  it('uses the German text in German and also when a validation rule blocks the result', () => {
    renderCalculator(spec, 'de');
    type('Anteil', '-1');
    expect(screen.getByRole('alert').textContent).toBe('Der Anteil darf nicht negativ sein.');
    expect(output('ratio').dataset.value).toBe('');
    expect(output('ratio').textContent).toBe('n. v.');
  });
});
