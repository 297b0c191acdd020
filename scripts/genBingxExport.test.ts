import { describe, expect, it } from 'vitest';
import { parseOrderWorkbook } from '../src/extensions/modules/order-analyzer/core/parse/parseOrderWorkbook';
import { generateBingxExport, generateOrderRows } from './genBingxExport';

describe('genBingxExport', () => {
  it('is deterministic per seed and lists the newest order first', () => {
    expect(generateOrderRows({ rows: 50, seed: 3 })).toEqual(generateOrderRows({ rows: 50, seed: 3 }));
    expect(generateOrderRows({ rows: 50, seed: 3 })).not.toEqual(generateOrderRows({ rows: 50, seed: 4 }));
    const rows = generateOrderRows({ rows: 50 });
    expect(rows).toHaveLength(50);
    expect(String(rows[0]![2]) > String(rows[49]![2])).toBe(true);
  });

  for (const lang of ['en', 'de'] as const) {
    it(`writes an export the reader takes as it takes the fixtures (${lang})`, () => {
      const result = parseOrderWorkbook(generateBingxExport({ rows: 400, seed: 2, lang }), `gen-${lang}.xlsx`);
      if (!result.ok) throw new Error(result.error);
      const { orders } = result;
      expect(orders.count).toBe(400);
      expect(result.rejectedCount + result.duplicateCount).toBe(0);
      expect(result.header.emptyMapped).toEqual([]);
      expect(orders.isClose.reduce((a, b) => a + b, 0)).toBe(200);
      expect(orders.fee.every((fee) => fee < 0)).toBe(true);
      expect(orders.side.every((side) => side !== 0)).toBe(true);
      expect(new Set(orders.orderTypes)).toEqual(new Set(['Market', 'Limit']));
    });
  }
});
