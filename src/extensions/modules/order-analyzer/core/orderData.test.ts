import { describe, expect, it } from 'vitest';
import { allocateOrderColumns, emptyOrders, ORDER_NUMBER_COLUMNS, ORDER_TEXT_COLUMNS, orderBuffers, reorderOrderColumns } from './orderData';

describe('the order column table', () => {
  it('allocates every column with its typed-array type', () => {
    const columns = allocateOrderColumns(3);
    for (const [key, type] of Object.entries(ORDER_NUMBER_COLUMNS)) {
      expect(columns[key as keyof typeof ORDER_NUMBER_COLUMNS]).toBeInstanceOf(type);
      expect(columns[key as keyof typeof ORDER_NUMBER_COLUMNS]).toHaveLength(3);
    }
    for (const key of ORDER_TEXT_COLUMNS) expect(columns[key]).toEqual([]);
    expect(emptyOrders().count).toBe(0);
  });

  it('reorders every column together and trims to the count', () => {
    const columns = allocateOrderColumns(4);
    columns.time.set([30, 10, 20, 99]);
    columns.side.set([1, -1, 0, 1]);
    columns.orderNo.push('c', 'a', 'b');
    const sorted = reorderOrderColumns(columns, Int32Array.from([1, 2, 0]), 3);
    expect(Array.from(sorted.time)).toEqual([10, 20, 30]);
    expect(Array.from(sorted.side)).toEqual([-1, 0, 1]);
    expect(sorted.orderNo).toEqual(['a', 'b', 'c']);
    expect(Array.from(reorderOrderColumns(columns, null, 3).time)).toEqual([30, 10, 20]);
  });

  it('transfers the buffer of every number column', () => {
    const buffers = orderBuffers(allocateOrderColumns(2));
    expect(buffers).toHaveLength(Object.keys(ORDER_NUMBER_COLUMNS).length);
    expect(new Set(buffers).size).toBe(buffers.length);
  });
});
