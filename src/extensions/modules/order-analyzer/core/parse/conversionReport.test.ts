import { describe, expect, it } from 'vitest';
import { emptyMapping } from './headers';
import { columnIndexes } from './orderRow';
import { gridRow } from './gridRow.testHelper';
import { MAX_REJECTED_LISTED, type LoadProgress } from '../orderData';
import { conversionProgress, EmptyMappedKeys, MAX_VALUE_CHARS, RejectionLog } from './conversionReport';

describe('RejectionLog', () => {
  it('lists row, reason, column and the cell as text (shortened), only what the problem names', () => {
    const log = new RejectionLog();
    log.add(4, { reason: 'empty' });
    log.add(5, { reason: 'time', column: 'time', cell: null });
    log.add(6, { reason: 'number', column: 'amount', cell: { t: 's', v: 'x'.repeat(200) } });
    expect(log.listed).toEqual([
      { row: 4, reason: 'empty' },
      { row: 5, reason: 'time', column: 'time', value: '' },
      { row: 6, reason: 'number', column: 'amount', value: 'x'.repeat(MAX_VALUE_CHARS) },
    ]);
    expect(log.count).toBe(3);
  });

  it('counts every row but lists at most MAX_REJECTED_LISTED', () => {
    const log = new RejectionLog();
    for (let r = 1; r <= MAX_REJECTED_LISTED + 7; r++) log.add(r, { reason: 'empty' });
    expect(log.count).toBe(MAX_REJECTED_LISTED + 7);
    expect(log.listed).toHaveLength(MAX_REJECTED_LISTED);
    expect(log.listed.at(-1)?.row).toBe(MAX_REJECTED_LISTED);
  });
});

describe('EmptyMappedKeys', () => {
  it('keeps the mapped keys whose column never held a value, in column-key order', () => {
    const keys = new EmptyMappedKeys(columnIndexes({ ...emptyMapping(), time: 0, fee: 1, pair: 2 }));
    expect(keys.keys()).toEqual(['time', 'pair', 'fee']);
    keys.see(gridRow('2025-01-01', ' ', null));
    expect(keys.keys()).toEqual(['pair', 'fee']);
    keys.see(gridRow(null, 0.1));
    expect(keys.keys()).toEqual(['pair']);
  });
});

describe('conversionProgress', () => {
  it('reports the fraction of rows about every 10 %, from the first data row', () => {
    const seen: LoadProgress[] = [];
    const progress = conversionProgress(2, 22, (p) => seen.push(p));
    for (let r = 2; r < 22; r++) progress(r);
    expect(seen.map((p) => p.fraction)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(seen.every((p) => p.phase === 'converting')).toBe(true);
  });

  it('does nothing without a listener', () => {
    expect(() => conversionProgress(0, 5)(0)).not.toThrow();
  });
});
