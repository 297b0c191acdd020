import { describe, expect, it } from 'vitest';
import { convertRows, readRows, rowsFromNumbers } from './carryRows';

describe('typed carry positions', () => {
  it('reads percentages as fractions, in both languages', () => {
    const en = rowsFromNumbers([{ asset: 'BTC', funding: 10.95, volatility: 50, maxWeight: 50 }], 'en');
    expect(en[0]?.values).toEqual({ funding: '10.95', volatility: '50', maxWeight: '50' });
    const read = readRows(en, 'en');
    expect(read.problems).toEqual([]);
    expect(read.candidates[0]?.funding).toBeCloseTo(0.1095, 15);
    expect(read.candidates[0]).toMatchObject({ volatility: 0.5, maxWeight: 0.5 });
    const de = convertRows(en, 'en', 'de');
    expect(de[0]?.values.funding).toBe('10,95');
    expect(readRows(de, 'de').candidates).toEqual(read.candidates);
  });

  it('lists each problem with its row: a missing name, a blank or out-of-range number', () => {
    const rows = [
      { key: 0, asset: ' ', values: { funding: '10', volatility: '50', maxWeight: '40' } },
      { key: 1, asset: 'ETH', values: { funding: '', volatility: '0', maxWeight: '120' } },
    ];
    expect(readRows(rows, 'en').problems).toEqual([
      { row: 1, problem: 'asset' },
      { row: 2, problem: 'funding' },
      { row: 2, problem: 'volatility' },
      { row: 2, problem: 'maxWeight' },
    ]);
  });

  it('keeps an unreadable text as typed when the language changes', () => {
    const rows = [{ key: 0, asset: 'SOL', values: { funding: 'abc', volatility: '85.5', maxWeight: '25' } }];
    expect(convertRows(rows, 'en', 'de')[0]?.values).toEqual({ funding: 'abc', volatility: '85,5', maxWeight: '25' });
  });
});
