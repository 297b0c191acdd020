import { describe, expect, it } from 'vitest';
import { EXPECTED_HEADERS, ORDER_COLUMNS, type ColumnMapping } from '../orderData';
import { emptyMapping } from './headers';
import { gridRow } from './gridRow.testHelper';
import { columnIndexes, hasValueIn, identifiesOrder, isUnreadable, LeverageReader, numberCell, numberSamples, orderRowBuffer, readOrderRow, rowReading, type OrderRow, type RowProblem } from './orderRow';

/** The export's own column order: every key mapped to its position. */
const fullMapping = Object.fromEntries(ORDER_COLUMNS.map((key, i) => [key, i])) as ColumnMapping;
const headers = ORDER_COLUMNS.map((key) => EXPECTED_HEADERS[key]);

/** One order row in the export's column order. */
function orderCells(overrides: Partial<Record<(typeof ORDER_COLUMNS)[number], string | number | null>> = {}) {
  const cells: Record<string, string | number | null> = {
    uid: '123', orderNo: '7', time: '2025-03-14 12:00:00', pair: 'BTC-USDT', type: 'Close Long', leverage: '10X', dealPrice: 50000, quantity: 0.01,
    amount: 500, fee: -0.1, feeCoin: 'USDT', realizedPnl: 5, quoteAsset: 'USDT', orderType: 'Market', avgPrice: 50010, ...overrides,
  };
  return gridRow(...ORDER_COLUMNS.map((key) => cells[key] ?? null));
}

function read(row = orderCells(), mapping: ColumnMapping = fullMapping): OrderRow | RowProblem {
  const into = orderRowBuffer();
  return readOrderRow(row, rowReading([row], 0, mapping, headers, false), into) ?? into;
}

describe('the cells of a row', () => {
  it('columnIndexes gives each key its column, −1 when unmapped', () => {
    expect(columnIndexes({ ...emptyMapping(), time: 2, fee: 0 })).toMatchObject({ time: 2, fee: 0, pair: -1, realizedPnl: -1 });
  });

  it('numberCell reads numbers and text numbers, gives the blank value for a blank cell and NaN for other text', () => {
    expect(numberCell({ t: 'n', v: 1.5 }, null, 0)).toBe(1.5);
    expect(numberCell({ t: 's', v: '1.234,5' }, 'comma', 0)).toBe(1234.5);
    expect(numberCell({ t: 's', v: '  ' }, null, 0)).toBe(0);
    expect(numberCell(undefined, null, NaN)).toBeNaN();
    expect(numberCell({ t: 's', v: 'n/a' }, null, 0)).toBeNaN();
  });

  it('isUnreadable: a cell that holds something but read as NaN; a blank one never is', () => {
    expect(isUnreadable(NaN, { t: 's', v: 'n/a' })).toBe(true);
    expect(isUnreadable(NaN, { t: 's', v: '' })).toBe(false);
    expect(isUnreadable(NaN, undefined)).toBe(false);
    expect(isUnreadable(3, { t: 's', v: '3' })).toBe(false);
  });

  it('LeverageReader reads numbers and BingX texts, NaN for blank and for text naming no leverage', () => {
    const leverage = new LeverageReader();
    expect(leverage.read({ t: 'n', v: 20 })).toBe(20);
    expect(leverage.read({ t: 's', v: '10X' })).toBe(10);
    expect(leverage.read({ t: 's', v: 'Cross 25x' })).toBe(25);
    expect(leverage.read({ t: 's', v: '10X' })).toBe(10);
    expect(leverage.read(undefined)).toBeNaN();
    expect(leverage.read({ t: 's', v: 'lots' })).toBeNaN();
  });

  it('identifiesOrder: a text or safe whole number does, blank or a number beyond 2^53 does not', () => {
    expect(identifiesOrder({ t: 's', v: '1900000000000000000' }, '1900000000000000000')).toBe(true);
    expect(identifiesOrder({ t: 'n', v: 42 }, '42')).toBe(true);
    expect(identifiesOrder({ t: 'n', v: 2 ** 60 }, String(2 ** 60))).toBe(false);
    expect(identifiesOrder(undefined, '')).toBe(false);
  });

  it('hasValueIn looks only at the given columns', () => {
    const row = gridRow('a', null, ' ', 4);
    expect(hasValueIn(row, [1, 2])).toBe(false);
    expect(hasValueIn(row, [1, 3])).toBe(true);
  });

  it('numberSamples collects the text cells of the numeric columns from the first data row on', () => {
    const rows = [gridRow('Price', 'Fee'), gridRow('1,5', 2), null, gridRow('3', '0,1')];
    expect(numberSamples(rows, 1, [0, 1])).toEqual(['1,5', '3', '0,1']);
  });

  it('rowReading decides the decimal style on the data rows and the UTC offset by the time header', () => {
    const rows = [gridRow(...headers), orderCells({ dealPrice: '50.000,5', fee: '-0,1' })];
    const reading = rowReading(rows, 1, fullMapping, ['UID', 'Order No.', 'Zeit (UTC+2)'], false);
    expect(reading.style).toBe('comma');
    expect(reading.utcOffset).toBe(120);
    expect(reading.mappedColumns).toEqual(ORDER_COLUMNS.map((_, i) => i));
  });
});

describe('readOrderRow', () => {
  it('reads a row: time in UTC (the header says UTC+8), numbers, leverage text, texts', () => {
    expect(read()).toEqual({
      time: Date.parse('2025-03-14T04:00:00Z'), realizedPnl: 5, fee: -0.1, leverage: 10, dealPrice: 50000, quantity: 0.01, amount: 500, avgPrice: 50010,
      orderNo: '7', identifiesOrder: true, pair: 'BTC-USDT', typeText: 'Close Long', orderType: 'Market', feeCoin: 'USDT', quoteAsset: 'USDT',
    });
  });

  it('takes blank fee and Realized PNL as 0, blank and unmapped price, quantity, amount and leverage as NaN', () => {
    const blank = read(orderCells({ fee: null, realizedPnl: '', leverage: null, dealPrice: null }), { ...fullMapping, quantity: null });
    expect(blank).toMatchObject({ fee: 0, realizedPnl: 0, leverage: NaN, dealPrice: NaN, quantity: NaN, amount: 500 });
  });

  it('names the first problem, in the order time, Realized PNL, fee, leverage, plain numbers', () => {
    expect(read(orderCells({ time: 'yesterday', realizedPnl: 'x', fee: 'y', leverage: 'z', amount: 'w' }))).toEqual({ reason: 'time', column: 'time', cell: { t: 's', v: 'yesterday' } });
    expect(read(orderCells({ realizedPnl: 'x', fee: 'y', leverage: 'z', amount: 'w' }))).toEqual({ reason: 'realizedPnl', column: 'realizedPnl', cell: { t: 's', v: 'x' } });
    expect(read(orderCells({ fee: 'y', leverage: 'z', amount: 'w' }))).toEqual({ reason: 'fee', column: 'fee', cell: { t: 's', v: 'y' } });
    expect(read(orderCells({ leverage: 'z', amount: 'w' }))).toEqual({ reason: 'number', column: 'leverage', cell: { t: 's', v: 'z' } });
    expect(read(orderCells({ amount: 'w', avgPrice: 'v' }))).toEqual({ reason: 'number', column: 'amount', cell: { t: 's', v: 'w' } });
  });

  it('a blank time is a time problem when a mapped column holds a value, else the row is empty', () => {
    expect(read(orderCells({ time: null }))).toEqual({ reason: 'time', column: 'time', cell: null });
    const onlyUnmapped = gridRow(...ORDER_COLUMNS.map(() => null), 'a note');
    expect(read(onlyUnmapped)).toEqual({ reason: 'empty' });
  });
});
