import { describe, expect, it } from 'vitest';
import { analyzeOrders } from './analyzeOrders';
import { kpisCsv, kpisJson, tradeRecords, tradesCsv, tradesJson } from './exportReport';
import { parseSetting } from './settings';
import { sortPositions } from '../../../../../ui/sortAndPage';
import { tradeSortKey, type TradeColumn } from './tradeTable';
import { all, buildOrders } from './testOrders.testHelper';

const orders = buildOrders([
  { time: '2025-03-10 09:00:00', symbol: 'ETH-USDT', type: 'Close Long', realizedPnl: 3, fee: -1, price: 2000, orderNo: '11' },
  { time: '2025-03-10 10:00:00', symbol: '=HYPERLINK("x")', type: 'Close Short', realizedPnl: -1, fee: -0.5, price: 5, orderNo: '9' },
  { time: '2025-03-10 11:00:00', symbol: 'BTC-USDT', type: 'Close Long', realizedPnl: 4, fee: 0, price: 60000, orderNo: '100' },
]);
const report = analyzeOrders(orders, all(orders), 1000);

describe('trades table sorting', () => {
  it('sorts by numbers, by text ranks and by time, stable, both directions', () => {
    const sorted = (column: TradeColumn, direction: 'ascending' | 'descending' = 'ascending') =>
      Array.from(sortPositions(report.trades.length, tradeSortKey(orders, report, column), direction, 'en'));
    expect(sorted('time')).toEqual([0, 1, 2]);
    expect(sorted('time', 'descending')).toEqual([2, 1, 0]);
    expect(sorted('net')).toEqual([1, 0, 2]);
    expect(sorted('net', 'descending')).toEqual([2, 0, 1]);
    expect(sorted('price')).toEqual([1, 0, 2]);
    expect(sorted('orderNo')).toEqual([1, 0, 2]); // 9, 11, 100: numeric collation
    expect(sorted('symbol')).toEqual([1, 2, 0]); // '=HYPERLINK…' < 'BTC' < 'ETH'
    expect(sorted('side')).toEqual([0, 2, 1]); // long before short, ties in time order
  });
});

describe('trades table sorting by time', () => {
  it('descending keeps trades at the same time in file order (stable)', () => {
    const same = buildOrders([
      { time: '2025-03-10 09:00:00', type: 'Close Long', realizedPnl: 1, orderNo: 'a' },
      { time: '2025-03-10 09:00:00', type: 'Close Long', realizedPnl: 2, orderNo: 'b' },
      { time: '2025-03-10 10:00:00', type: 'Close Long', realizedPnl: 3, orderNo: 'c' },
    ]);
    const sameReport = analyzeOrders(same, all(same), 1000);
    expect(Array.from(sortPositions(sameReport.trades.length, tradeSortKey(same, sameReport, 'time'), 'descending', 'en'))).toEqual([2, 0, 1]);
  });
});

describe('exports', () => {
  it('trades CSV: every trade, formula-like text neutralised, numbers as numbers', () => {
    const csv = tradesCsv(tradeRecords(orders, report));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,order_no,symbol,side,type,order_type,price,quantity,realized_pnl,fee,net');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('2025-03-10 01:00:00,11,ETH-USDT,long,Close Long,Market,2000,1,3,1,2');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(',-1,0.5,-1.5');
  });

  it('trades JSON and KPI exports hold the same numbers as the report', () => {
    const trades = JSON.parse(tradesJson(tradeRecords(orders, report))) as { net: number; symbol: string }[];
    expect(trades.map((trade) => trade.net)).toEqual([2, -1.5, 4]);
    expect(trades[1]?.symbol).toBe('=HYPERLINK("x")');
    const context = { fileName: 'x.xlsx', from: null, to: null, symbol: null, side: 'all' };
    const json = JSON.parse(kpisJson(report, context)) as { kpis: Record<string, number | string | null>; sessions: Record<string, { trades: number }> };
    expect(json.kpis.netPnl).toBe(report.kpis.netPnl);
    expect(json.kpis.payoffRatio).toBe(report.kpis.payoffRatio);
    expect(json.sessions.morning?.trades).toBe(3);
    const csv = kpisCsv(report, context);
    expect(csv).toContain(`\r\nnetPnl,${report.kpis.netPnl}\r\n`);
    expect(csv).toContain('\r\nsession.morning.trades,3\r\n');
  });

  it('a profit factor without losses is exported as Infinity, an undefined value as empty/null', () => {
    const wins = buildOrders([{ time: '2025-03-10 09:00:00', type: 'Close Long', realizedPnl: 3 }]);
    const winReport = analyzeOrders(wins, all(wins), 1000);
    const context = { fileName: 'x.xlsx', from: null, to: null, symbol: null, side: 'all' };
    expect(kpisCsv(winReport, context)).toContain('\r\nprofitFactor,Infinity\r\n');
    expect(kpisCsv(winReport, context)).toContain('\r\npayoffRatio,\r\n');
    const json = JSON.parse(kpisJson(winReport, context)) as { kpis: Record<string, unknown> };
    expect(json.kpis.profitFactor).toBe('Infinity');
    expect(json.kpis.payoffRatio).toBeNull();
  });
});

describe('settings', () => {
  it('accepts the German decimal comma, refuses anything out of range, never NaN', () => {
    expect(parseSetting('initialCapital', '1.500,5', 'de')).toBe(1500.5);
    expect(parseSetting('initialCapital', '2500,75', 'de')).toBe(2500.75);
    expect(parseSetting('initialCapital', '2,500.75', 'en')).toBe(2500.75);
    expect(parseSetting('initialCapital', '0', 'en')).toBeNull();
    expect(parseSetting('initialCapital', 'abc', 'en')).toBeNull();
    expect(parseSetting('initialCapital', '', 'en')).toBeNull();
    expect(parseSetting('horizon', '30', 'en')).toBe(30);
    expect(parseSetting('horizon', '1,5', 'de')).toBeNull();
    expect(parseSetting('horizon', '731', 'en')).toBeNull();
    expect(parseSetting('trials', '10000', 'en')).toBe(10_000);
    expect(parseSetting('trials', '10001', 'en')).toBeNull();
    expect(parseSetting('horizon', '0', 'en')).toBeNull();
  });
});
