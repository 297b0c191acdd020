/**
 * The account of a run: fills, fees and funding on hand-picked numbers. Expected values are worked out in
 * the test from runBacktest.ts's rules: fill = open · (1 ± slippage), quantity = cash · size factor / fill,
 * fee = rate · quantity · fill, P&L = side · quantity · (exit − entry) − fees − funding.
 */
import { describe, expect, it } from 'vitest';
import { Account, fundingBoundaries, NO_ORDERS, runRates, type RunRates } from './account';
import type { ExitLevels } from './exitLevels';
import { resolveSettings } from './settings';
import { selectVariant } from './variants';

const HOUR = 3_600_000;
const time = Float64Array.from({ length: 10 }, (_, i) => Date.UTC(2024, 0, 1) + i * HOUR);
const noLevels: ExitLevels = { stop: { pct: undefined, atr: undefined }, takeProfit: { pct: undefined, atr: undefined }, stopAtr: undefined, takeProfitAtr: undefined };
const rates: RunRates = { slip: 0.01, feeRate: 0.001, fundingRate: 0.0001, fundingHistory: null, sizeFactor: 2 };

describe('runRates', () => {
  it('turns basis points and percent into fractions and size × leverage into one factor', () => {
    const config = resolveSettings({ slippageBps: 2, feeBps: 5, fundingPer8h: 0.01, sizePct: 50, leverage: 3 }, selectVariant({ id: 'x', rules: {} }), {});
    const r = runRates(config);
    expect(r.slip).toBeCloseTo(0.0002, 15);
    expect(r.feeRate).toBeCloseTo(0.0005, 15);
    expect(r.fundingRate).toBeCloseTo(0.0001, 15);
    expect(r.sizeFactor).toBe(1.5);
  });
});

describe('fundingBoundaries', () => {
  const at = (h: number) => Date.UTC(2024, 0, 1, h);
  it('counts the funding times 00:00, 08:00 and 16:00 UTC in (start, end]', () => {
    expect(fundingBoundaries(at(7), at(8))).toBe(1);
    expect(fundingBoundaries(at(8), at(9))).toBe(0);
    expect(fundingBoundaries(at(0), at(24))).toBe(3);
    expect(fundingBoundaries(at(1), at(2))).toBe(0);
  });
});

describe('Account', () => {
  it('enters at the open with slippage, sized from the cash, paying the fee', () => {
    const account = new Account(1000, rates, noLevels, time);
    account.enter(2, 1, 100);
    const p = account.held!;
    expect(p.entryPrice).toBe(101);
    expect(p.quantity).toBeCloseTo(2000 / 101, 12);
    expect(p.entryFee).toBeCloseTo(2, 12);
    expect(account.cash).toBeCloseTo(998, 12);
    expect(account.side()).toBe(1);
    expect(account.equityAt(111)).toBeCloseTo(998 + (2000 / 101) * 10, 9);
  });

  it('exits into a trade: gross P&L, both fees and funding, bars held', () => {
    const account = new Account(1000, rates, noLevels, time);
    account.enter(2, -1, 100); // short fill 99, quantity 2000/99, fee 2
    account.payFunding(Date.UTC(2024, 0, 1, 7), Date.UTC(2024, 0, 1, 8), 90); // a short receives
    account.exit(5, 90, 'signal', false);
    const quantity = 2000 / 99;
    const funding = -0.0001 * quantity * 90;
    const exitFee = 0.001 * quantity * 90;
    const [trade] = account.trades;
    expect(trade).toMatchObject({ side: 'short', entryIndex: 2, exitIndex: 5, entryTime: time[2], exitTime: time[5], bars: 3, reason: 'signal', entryPrice: 99, exitPrice: 90 });
    expect(trade!.funding).toBeCloseTo(funding, 12);
    expect(trade!.fees).toBeCloseTo(2 + exitFee, 12);
    expect(trade!.pnl).toBeCloseTo(quantity * 9 - 2 - exitFee - funding, 9);
    expect(account.cash).toBeCloseTo(1000 + trade!.pnl, 9);
    expect(account.held).toBeNull();
  });

  it('counts the exit bar as held when told, and enters nothing while the cash is not positive', () => {
    const account = new Account(1000, rates, noLevels, time);
    account.enter(1, 1, 100);
    account.exit(4, 100, 'end', true);
    expect(account.trades[0]!.bars).toBe(4);
    const broke = new Account(0, rates, noLevels, time);
    broke.enter(1, 1, 100);
    expect(broke.held).toBeNull();
  });

  it('fills the previous close\'s orders at the open: the exit first, then the new entry (a reversal)', () => {
    const account = new Account(1000, rates, noLevels, time);
    account.fillAtOpen(1, { exit: false, entry: 1 }, 100);
    account.fillAtOpen(3, { exit: true, entry: -1 }, 110);
    expect(account.trades[0]).toMatchObject({ side: 'long', reason: 'signal', bars: 2 });
    expect(account.trades[0]!.exitPrice).toBeCloseTo(110 * 0.99, 12);
    expect(account.held).toMatchObject({ side: -1, entryIndex: 3 });
    // The short entry sells: open · (1 − slippage).
    expect(account.held!.entryPrice).toBeCloseTo(110 * 0.99, 12);
    account.fillAtOpen(4, NO_ORDERS, 120);
    expect(account.held?.entryIndex).toBe(3);
  });

  it('exits at a level the bar reaches', () => {
    const account = new Account(1000, rates, { ...noLevels, stop: { pct: 10, atr: undefined } }, time);
    account.enter(1, 1, 100); // fill 101, stop 90.9
    account.exitAtLevels(2, 100, 102, 90);
    expect(account.trades[0]).toMatchObject({ reason: 'stop', exitIndex: 2, bars: 2 });
    expect(account.trades[0]!.exitPrice).toBeCloseTo(90.9, 12);
  });

  it('pays funding only for a held position, a non-zero rate and a funding time in the bar', () => {
    const account = new Account(1000, rates, noLevels, time);
    account.payFunding(Date.UTC(2024, 0, 1, 7), Date.UTC(2024, 0, 1, 8), 100);
    expect(account.cash).toBe(1000);
    account.enter(1, 1, 100);
    const cash = account.cash;
    account.payFunding(Date.UTC(2024, 0, 1, 8), Date.UTC(2024, 0, 1, 9), 100);
    expect(account.cash).toBe(cash);
    account.payFunding(Date.UTC(2024, 0, 1, 7), Date.UTC(2024, 0, 1, 8), 100);
    expect(account.cash).toBeCloseTo(cash - 0.0001 * account.held!.quantity * 100, 12);
    const free = new Account(1000, { ...rates, fundingRate: 0 }, noLevels, time);
    free.enter(1, 1, 100);
    const freeCash = free.cash;
    free.payFunding(Date.UTC(2024, 0, 1, 7), Date.UTC(2024, 0, 1, 8), 100);
    expect(free.cash).toBe(freeCash);
  });

  it('charges a funding history at its own times and rates on the notional at the close, longs paying positive rates', () => {
    // Funding at 00:00 (+0.01 %), 04:00 (−0.03 %) and 08:00 (+0.05 %) on 2 Jan 2024: a market whose
    // interval changed from 8 to 4 hours, so the history's times count, not the 8-hour boundaries.
    const fundingHistory = {
      time: Float64Array.from([Date.UTC(2024, 0, 2, 0), Date.UTC(2024, 0, 2, 4), Date.UTC(2024, 0, 2, 8)]),
      rate: Float64Array.from([0.0001, -0.0003, 0.0005]),
    };
    const free = { slip: 0, feeRate: 0, fundingRate: 0.0001, fundingHistory, sizeFactor: 1 };
    const long = new Account(1000, free, noLevels, time);
    long.enter(0, 1, 100); // 10 units at 100
    // A bar from 1 Jan 23:00 to 2 Jan 05:00 holds the first two funding times: (0.0001 − 0.0003) · 10 · 120 = −0.24 (received).
    long.payFunding(Date.UTC(2024, 0, 1, 23), Date.UTC(2024, 0, 2, 5), 120);
    expect(long.cash).toBeCloseTo(1000 + 0.24, 12);
    // A funding time exactly at the bar's start belongs to the bar before: (04:00, 08:00] holds 08:00 only: 0.0005 · 10 · 90 = 0.45.
    long.payFunding(Date.UTC(2024, 0, 2, 4), Date.UTC(2024, 0, 2, 8), 90);
    expect(long.cash).toBeCloseTo(1000 + 0.24 - 0.45, 12);
    long.exit(1, 100, 'signal', true);
    expect(long.trades[0]!.funding).toBeCloseTo(-0.24 + 0.45, 12);
    expect(long.trades[0]!.pnl).toBeCloseTo(-0.21, 12);

    const short = new Account(1000, free, noLevels, time);
    short.enter(0, -1, 100);
    short.payFunding(Date.UTC(2024, 0, 1, 23), Date.UTC(2024, 0, 2, 9), 100);
    // A short receives the sum of the rates: (0.0001 − 0.0003 + 0.0005) · 10 · 100 = 0.3.
    expect(short.cash).toBeCloseTo(1000 + 0.3, 12);
    // Outside the history nothing is charged (not the constant rate).
    short.payFunding(Date.UTC(2024, 0, 3, 0), Date.UTC(2024, 0, 3, 9), 100);
    expect(short.cash).toBeCloseTo(1000 + 0.3, 12);
  });
});
