import { describe, expect, it } from 'vitest';
import type { CalculatorResult } from '../../../engine/evaluateCalculator';
import { shareableInputs } from './ShareInputsAddon';

describe('the inputs a calculator shares', () => {
  it('are its numbers, choices and checkboxes that read as values; an invalid input or a list is left out', () => {
    const result = { inputs: { lower: 58000, upper: NaN, grids: 20, spacing: 'geometric', hedge: true, typo: 5, rows: [1, 2] }, invalidInputs: ['typo'] } as unknown as CalculatorResult;
    expect(shareableInputs(result)).toEqual({ lower: 58000, grids: 20, spacing: 'geometric', hedge: true });
  });
});
