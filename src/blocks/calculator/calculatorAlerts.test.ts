import { describe, expect, it } from 'vitest';
import { compileCalculator } from '../../engine/compileCalculator';
import { evaluateCalculator } from '../../engine/evaluateCalculator';
import type { CalculatorSpec, Input } from '../../engine/specTypes.generated';
import { invalidInputAlert, validationAlerts } from './calculatorAlerts';

const inputs: Input[] = [
  { id: 'entry', type: 'number', label: { en: 'Entry price', de: 'Einstiegspreis' }, default: 100 },
  { id: 'streak', type: 'sequence', label: { en: 'Streak', de: 'Serie' }, letters: { W: 1, L: 0 }, maxItems: 2000 },
  { id: 'returns', type: 'numbers', label: { en: 'Returns', de: 'Renditen' } },
];

describe('invalidInputAlert', () => {
  it('names the field in the language, a sequence its letters and a list its maximum (German number format)', () => {
    expect(invalidInputAlert(inputs, 'entry', 'de')).toEqual({ key: 'invalidNumber', values: { field: 'Einstiegspreis' } });
    expect(invalidInputAlert(inputs, 'streak', 'de')).toEqual({ key: 'invalidSequence', values: { field: 'Serie', letters: 'W, L', max: '2.000' } });
    expect(invalidInputAlert(inputs, 'returns', 'en')).toMatchObject({ key: 'invalidNumberList', values: { field: 'Returns' } });
  });
});

describe('validationAlerts', () => {
  const spec: CalculatorSpec = {
    id: 'alerts',
    inputs: [inputs[0] as Input],
    outputs: [{ id: 'out', label: { en: 'x', de: 'x' }, expr: 'entry', format: 'number' }],
    validate: [{ when: 'entry <= 0', message: { en: 'Entry {{e}} must be above 0', de: 'Einstieg {{e}} muss über 0 liegen' }, params: { e: { expr: 'entry', format: 'number', decimals: 1 } } }],
    examples: [{ inputs: {} }],
  };
  const compiled = compileCalculator(spec);

  it('fills a fired rule with its values in the language', () => {
    expect(validationAlerts(evaluateCalculator(compiled, { entry: -1.5 }), {}, 'de')).toEqual(['Einstieg -1,5 muss über 0 liegen']);
    expect(validationAlerts(evaluateCalculator(compiled, {}), {}, 'en')).toEqual([]);
  });

  it('says nothing while an input is invalid: its own message comes first', () => {
    expect(validationAlerts(evaluateCalculator(compiled, { entry: NaN }), {}, 'en')).toEqual([]);
  });
});
