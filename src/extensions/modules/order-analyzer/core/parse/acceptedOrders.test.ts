import { describe, expect, it } from 'vitest';
import { AcceptedOrders, OrderNumbersSeen, TextIndex } from './acceptedOrders';
import { orderRowBuffer, type OrderRow } from './orderRow';

const order = (values: Partial<OrderRow>): OrderRow => ({ ...orderRowBuffer(), time: 0, ...values });

describe('TextIndex', () => {
  it('numbers distinct texts in the order they first appear', () => {
    const index = new TextIndex();
    expect(['BTC', 'ETH', 'BTC', '', 'ETH'].map((text) => index.indexOf(text))).toEqual([0, 1, 0, 2, 1]);
    expect(index.texts).toEqual(['BTC', 'ETH', '']);
  });
});

describe('OrderNumbersSeen', () => {
  it('finds a repeated Order No., never one that does not identify its order', () => {
    const seen = new OrderNumbersSeen();
    expect(seen.repeats(order({ orderNo: '7', identifiesOrder: true }))).toBe(false);
    expect(seen.repeats(order({ orderNo: '7', identifiesOrder: true }))).toBe(true);
    expect(seen.repeats(order({ orderNo: '8', identifiesOrder: true }))).toBe(false);
    expect(seen.repeats(order({ orderNo: '', identifiesOrder: false }))).toBe(false);
    expect(seen.repeats(order({ orderNo: '', identifiesOrder: false }))).toBe(false);
  });
});

describe('AcceptedOrders', () => {
  it('stores each row in sheet order with its symbol and order type as indexes', () => {
    const accepted = new AcceptedOrders(3);
    accepted.append(5, order({ time: 2, pair: 'ETH-USDT', orderType: 'Limit', typeText: 'Open Short', fee: -0.2, dealPrice: 3000, orderNo: 'a', feeCoin: 'USDT' }));
    accepted.append(4, order({ time: 1, pair: 'BTC-USDT', orderType: 'Market', typeText: 'Open Long', leverage: 10 }));
    accepted.append(3, order({ time: 3, pair: 'ETH-USDT', orderType: 'Limit', typeText: 'Close Short', realizedPnl: 4 }));
    const { columns } = accepted;
    expect(accepted.count).toBe(3);
    expect(accepted.symbols.texts).toEqual(['ETH-USDT', 'BTC-USDT']);
    expect(accepted.orderTypes.texts).toEqual(['Limit', 'Market']);
    expect([...columns.rowNumber]).toEqual([5, 4, 3]);
    expect([...columns.time]).toEqual([2, 1, 3]);
    expect([...columns.symbol]).toEqual([0, 1, 0]);
    expect([...columns.orderType]).toEqual([0, 1, 0]);
    expect([...columns.side]).toEqual([-1, 1, -1]);
    expect([...columns.isClose]).toEqual([0, 0, 1]);
    expect([columns.fee[0], columns.dealPrice[0], columns.leverage[1], columns.realizedPnl[2]]).toEqual([-0.2, 3000, 10, 4]);
    expect(columns.orderNo).toEqual(['a', '', '']);
    expect(columns.typeText).toEqual(['Open Short', 'Open Long', 'Close Short']);
    expect(columns.feeCoin).toEqual(['USDT', '', '']);
  });

  it('counts a row as closing when Type says close or its Realized PNL is not 0; buy/sell takes its side from that', () => {
    const accepted = new AcceptedOrders(4);
    accepted.append(1, order({ typeText: 'Buy' }));
    accepted.append(2, order({ typeText: 'Sell', realizedPnl: -3 }));
    accepted.append(3, order({ typeText: 'Close Long' }));
    accepted.append(4, order({ typeText: 'something else' }));
    expect([...accepted.columns.isClose]).toEqual([0, 1, 1, 0]);
    expect([...accepted.columns.side]).toEqual([1, 1, 1, 0]);
  });
});
