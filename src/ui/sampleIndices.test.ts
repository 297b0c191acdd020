import { describe, expect, it } from 'vitest';
import { sampleIndices } from './sampleIndices';

describe('sampleIndices', () => {
  it('spreads the rows evenly, first and last included', () => {
    expect(sampleIndices(101, 11)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(sampleIndices(100, 5)).toEqual([0, 25, 50, 74, 99]);
  });

  it('gives every index of a short series and nothing for an empty one', () => {
    expect(sampleIndices(3)).toEqual([0, 1, 2]);
    expect(sampleIndices(1)).toEqual([0]);
    expect(sampleIndices(0)).toEqual([]);
  });
});
