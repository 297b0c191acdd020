/**
 * Percentages are typed as percent everywhere (0.5 for a maintenance margin rate of 0.5 %), never as a fraction
 * of 1 in one calculator and as percent in the next. A number input that reads like a fraction-typed percentage —
 * no unit and a default between −1 and 1 that is not a whole number, or a label or help that asks for a decimal
 * or a value "0–1" — must be declared `unit: '%'` or be listed below with the reason it is not a percentage.
 */
import { describe, expect, it } from 'vitest';
import type { Input } from '../specTypes.generated';
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
  'size-pro.kellyFraction': 'a multiplier of the full Kelly amount (0.25 = quarter Kelly), not a rate',
  'position-margin-pro.fundingPriceWeight': 'where between entry (0) and take-profit (1) funding is charged: a weight, not a rate',
  'liquidation-pro.tierTable.mmr': 'rows of a tier table that follow the built-in tables (fractions) until edited; tier functions read fractions',
  'position-margin-pro.tierTable.mmr': 'rows of a tier table that follow the built-in tables (fractions) until edited; tier functions read fractions',
};

const ASKS_FOR_A_FRACTION = /\bdecimal\b|\bdezimal|\(0–1\)|0 and 1|0 und 1|0 to 1\b/i;

function isPercent(input: Input): boolean {
  return (input.unit ?? '').trimStart().startsWith('%');
}

/** Whether the input reads like a fraction-typed percentage; the `mmr` field of a tier table always does. */
function looksLikeAFraction(input: Input, group?: Input): boolean {
  if (group?.fields?.some((field) => field.id === 'notionalUpTo') && input.id === 'mmr') return true;
  const words = [input.label.en, input.label.de, input.help?.en ?? '', input.help?.de ?? ''].join(' ');
  if (ASKS_FOR_A_FRACTION.test(words)) return true;
  const value = input.default;
  return input.unit === undefined && typeof value === 'number' && Math.abs(value) < 1 && !Number.isInteger(value);
}

function numberInputs(calculatorId: string, inputs: readonly Input[], group?: Input): { key: string; input: Input; group?: Input }[] {
  return inputs.flatMap((input) => [
    ...(input.type === 'number' || input.type === 'slider' ? [{ key: `${calculatorId}.${group ? `${group.id}.` : ''}${input.id}`, input, group }] : []),
    ...numberInputs(calculatorId, input.fields ?? [], input),
  ]);
}

const all = repoCalculatorSpecs().flatMap(({ file, spec }) => numberInputs(spec.id, spec.inputs).map((entry) => ({ file, ...entry })));

describe('percent inputs', () => {
  it('no number input asks for a percentage as a fraction of 1', () => {
    const suspects = all.filter(({ key, input, group }) => !isPercent(input) && looksLikeAFraction(input, group) && !(key in NOT_PERCENTAGES));
    expect(suspects.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('every exception still exists and still looks like a fraction (otherwise it leaves the list)', () => {
    const found = new Map(all.map((entry) => [entry.key, entry]));
    for (const key of Object.keys(NOT_PERCENTAGES)) {
      const entry = found.get(key);
      expect(entry, `${key} is no input any more`).toBeDefined();
      if (entry) expect(!isPercent(entry.input) && looksLikeAFraction(entry.input, entry.group), `${key} no longer looks like a fraction`).toBe(true);
    }
  });

  it('only percent inputs say they were once fractions (old links and presets are read ×100 for them)', () => {
    expect(all.filter(({ input }) => input.wasFraction && !isPercent(input)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
