import { describe, expect, it } from 'vitest';
import { compileCalculator, type CompiledInput } from './compileCalculator';
import { readCalculatorInputs, readChoiceInput, readGroupInput, readListInput, readNumberInput, staticDefault } from './readCalculatorInputs';
import type { CalculatorSpec, Input } from './specTypes.generated';

const text = { en: 'x', de: 'x' };

const entry: Input = { id: 'entry', type: 'number', label: text, default: 100 };

/** The compiled input of a calculator with `entry` before it (so `defaultExpr`, `minExpr` and `maxExpr` are compiled). */
function compiledInput(input: Input): CompiledInput {
  const spec: CalculatorSpec = { id: 'one', inputs: input.id === 'entry' ? [input] : [entry, input], outputs: [{ id: 'out', label: text, expr: '1', format: 'number' }], examples: [{ inputs: {} }] };
  return compileCalculator(spec).inputs.at(-1) as CompiledInput;
}

describe('readCalculatorInputs steps', () => {
  it('staticDefault: a type fallback when the spec sets none', () => {
    expect(staticDefault({ id: 'a', type: 'number', label: text })).toBeNaN();
    expect(staticDefault({ id: 'a', type: 'slider', label: text, min: 3 })).toBe(3);
    expect(staticDefault({ id: 'a', type: 'checkbox', label: text })).toBe(false);
    expect(staticDefault({ id: 'a', type: 'radio', label: text, options: [{ value: 'long', label: text }, { value: 'short', label: text }] })).toBe('long');
    expect(staticDefault({ id: 'a', type: 'numbers', label: text, default: '1; 2' })).toEqual([1, 2]);
  });

  it('readNumberInput: a slider is clamped to bounds from formulas; NaN is invalid only where the user is to blame', () => {
    const slider = compiledInput({ id: 'price', type: 'slider', label: text, minExpr: 'entry / 2', maxExpr: 'entry * 2' });
    expect(readNumberInput(slider, 500, NaN, { entry: 100 }, false)).toEqual({ value: 200, invalid: false, bounds: { min: 50, max: 200 } });
    const required = compiledInput({ id: 'entry', type: 'number', label: text });
    expect(readNumberInput(required, NaN, NaN, {}, false).invalid).toBe(true);
    const optional = compiledInput({ id: 'stop', type: 'number', label: text, optional: true });
    expect(readNumberInput(optional, NaN, NaN, {}, false).invalid).toBe(false);
    expect(readNumberInput(optional, NaN, NaN, {}, true).invalid).toBe(true);
    const derived = compiledInput({ id: 'what', type: 'number', label: text, defaultExpr: 'entry' });
    expect(readNumberInput(derived, undefined, NaN, {}, false).invalid).toBe(false);
    expect(readNumberInput(derived, NaN, NaN, {}, false).invalid).toBe(true);
  });

  it('readListInput: unknown letters, too many items and an empty required list are invalid', () => {
    const sequence: Input = { id: 'seq', type: 'sequence', label: text, letters: { W: 1, L: 0 }, default: 'WL' };
    expect(readListInput(sequence, undefined)).toEqual({ value: [1, 0], invalid: false });
    expect(readListInput(sequence, 'WX')).toEqual({ value: [], invalid: true });
    expect(readListInput({ id: 'r', type: 'numbers', label: text, maxItems: 2 }, [1, 2, 3]).invalid).toBe(true);
    expect(readListInput({ id: 'r', type: 'numbers', label: text }, '')).toEqual({ value: [], invalid: true });
    expect(readListInput({ id: 'r', type: 'numbers', label: text, optional: true }, '')).toEqual({ value: [], invalid: false });
  });

  it('readGroupInput: rows keep exactly the fields, missing ones from the field default; a required field without a number is invalid', () => {
    const group: Input = { id: 'legs', type: 'group', label: text, fields: [{ id: 'share', type: 'number', label: text, default: 50 }, { id: 'at', type: 'number', label: text }] };
    expect(readGroupInput(group, [{ at: 2, other: 9 }], [], false)).toEqual({ value: [{ share: 50, at: 2 }], invalid: false });
    expect(readGroupInput(group, undefined, [{ share: 1 }], false)).toEqual({ value: [{ share: 1, at: NaN }], invalid: true });
    expect(readGroupInput(group, [], [], true).invalid).toBe(true);
  });

  it('readChoiceInput: an option the spec does not have falls back to the default', () => {
    const choice: Input = { id: 'side', type: 'select', label: text, options: [{ value: 'long', label: text }, { value: 'short', label: text }] };
    expect(readChoiceInput(choice, 'short', 'long').value).toBe('short');
    expect(readChoiceInput(choice, 'sideways', 'long').value).toBe('long');
  });

  it('readCalculatorInputs: each input enters the scope before the next, a hidden input takes its default', () => {
    const spec: CalculatorSpec = {
      id: 'two',
      inputs: [
        { id: 'entry', type: 'number', label: text, default: 100 },
        { id: 'target', type: 'number', label: text, defaultExpr: 'entry * 1.1' },
        { id: 'extra', type: 'number', label: text, default: 5, showWhen: 'entry > 1000' },
        { id: 'bad', type: 'number', label: text },
      ],
      outputs: [{ id: 'out', label: text, expr: '1', format: 'number' }], examples: [{ inputs: {} }],
    };
    const scope: Record<string, unknown> = {};
    const read = readCalculatorInputs(compileCalculator(spec), { entry: 200, extra: 9 }, new Set(), scope);
    expect(read.inputs).toEqual({ entry: 200, target: 220.00000000000003, extra: 5, bad: NaN });
    expect(read.visibleInputs).toEqual({ entry: true, target: true, extra: false, bad: true });
    expect(read.invalidInputs).toEqual(['bad']);
    expect(scope).toEqual(read.inputs);
  });
});
