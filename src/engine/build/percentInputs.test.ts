/**
 * Percentages are typed as percent everywhere (0.5 for a maintenance margin rate of 0.5 %), never as a fraction
 * of 1 in one calculator and as percent in the next. A number input or a field of editable rows that reads like a
 * fraction-typed percentage — no unit and a value shown before anyone types (its default, one that follows other
 * inputs, or the field in each default row of its group) between −1 and 1 that is not a whole number, or a label or
 * help that asks for a decimal or a value "0–1" — must be declared `unit: '%'` or be listed below with the reason
 * it is not a percentage.
 */
import { describe, expect, it } from 'vitest';
import { compileCalculator } from '../compileCalculator';
import { evaluateCalculator } from '../evaluateCalculator';
import type { CalculatorSpec, Input } from '../specTypes.generated';
import { repoCalculatorSpecs } from './repoSpecs';

/** `calculatorId.inputId` (a group field as `calculatorId.groupId.fieldId`) → why it is typed as it is. */
const NOT_PERCENTAGES: Record<string, string> = {
  'basis-risk.hedgeQty': 'a quantity of coins',
  'futures-vs-spot.quantity': 'a quantity of coins',
  'iron-condor.quantity': 'units of the underlying per option',
  'long-straddle.quantity': 'units of the underlying',
  'protective-put.contracts': 'units of the underlying',
  'hedge-mixer.multiplier': 'a contract multiplier (coins per contract)',
  'hedge-sizer.multiplier': 'a contract multiplier (coins per contract)',
  'hedge-mixer.rho12': 'a correlation coefficient from −1 to 1, written as such in the formulas',
  'hedge-mixer.rho13': 'a correlation coefficient from −1 to 1, written as such in the formulas',
  'hedge-mixer.rho23': 'a correlation coefficient from −1 to 1, written as such in the formulas',
  'hedge-sizer.rho': 'a correlation coefficient from −1 to 1, written as such in the formulas',
  'position-margin-pro.fundingPriceWeight': 'where between entry (0) and take-profit (1) funding is charged: a weight, not a rate',
};

const ASKS_FOR_A_FRACTION = /\bdecimal\b|\bdezimal|\(0–1\)|0 and 1|0 und 1|0 to 1\b/i;

function isPercent(input: Input): boolean {
  return (input.unit ?? '').trimStart().startsWith('%');
}

interface NumberInput {
  file: string;
  key: string;
  input: Input;
  /** What the input shows before anyone types: its default value, or the field in every default row of its group. */
  shown: unknown[];
}

/** Whether the input reads like a fraction-typed percentage. */
function looksLikeAFraction({ input, shown }: NumberInput): boolean {
  const words = [input.label.en, input.label.de, input.help?.en ?? '', input.help?.de ?? ''].join(' ');
  if (ASKS_FOR_A_FRACTION.test(words)) return true;
  return input.unit === undefined && shown.some((value) => typeof value === 'number' && Math.abs(value) < 1 && !Number.isInteger(value));
}

/** The number inputs of a calculator and the number fields of its groups, with the values they show by default. */
function numberInputs(file: string, spec: CalculatorSpec): NumberInput[] {
  const defaults = evaluateCalculator(compileCalculator(spec), {}).inputs;
  const isNumber = (input: Input) => input.type === 'number' || input.type === 'slider';
  return spec.inputs.flatMap((input) => {
    if (isNumber(input)) return [{ file, key: `${spec.id}.${input.id}`, input, shown: [input.default, defaults[input.id]] }];
    const rows = Array.isArray(defaults[input.id]) ? (defaults[input.id] as Record<string, unknown>[]) : [];
    return (input.fields ?? []).filter(isNumber).map((field) => ({
      file,
      key: `${spec.id}.${input.id}.${field.id}`,
      input: field,
      shown: [field.default, ...rows.map((row) => row[field.id])],
    }));
  });
}

const all = repoCalculatorSpecs().flatMap(({ file, spec }) => numberInputs(file, spec));

describe('percent inputs', () => {
  it('no number input asks for a percentage as a fraction of 1', () => {
    const suspects = all.filter((entry) => !isPercent(entry.input) && looksLikeAFraction(entry) && !(entry.key in NOT_PERCENTAGES));
    expect(suspects.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('every exception still exists and still looks like a fraction (otherwise it leaves the list)', () => {
    const found = new Map(all.map((entry) => [entry.key, entry]));
    for (const key of Object.keys(NOT_PERCENTAGES)) {
      const entry = found.get(key);
      expect(entry, `${key} is no input any more`).toBeDefined();
      if (entry) expect(!isPercent(entry.input) && looksLikeAFraction(entry), `${key} no longer looks like a fraction`).toBe(true);
    }
  });

  it('only percent inputs say they were once fractions (old links and presets are read ×100 for them)', () => {
    expect(all.filter(({ input }) => input.wasFraction && !isPercent(input)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
