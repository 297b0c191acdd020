import { describe, expect, it } from 'vitest';
import { drawdownCurve, equityCurve, kellyFraction, maxDrawdown, profitFactorOf, tradeNet, tradeStats } from './tradeMetrics';
import { expectNear, random } from './testSupport.testHelper';

describe('tradeNet', () => {
  it('is PnL − |fee| whatever the sign of the fee', () => {
    expect(tradeNet(10, 1)).toBe(9); // 10 − 1
    expect(tradeNet(10, -1)).toBe(9); // 10 − |−1| (a fee exported as a negative number is still a cost)
    expect(tradeNet(-5, 0.5)).toBe(-5.5); // −5 − 0.5
    expect(tradeNet(1, 1)).toBe(0); // break-even after the fee
    expect(tradeNet(0, 0)).toBe(0);
  });
});

describe('tradeStats on hand-computed sets', () => {
  // (pnl, fee) → net: (10, 1) → 9, (−5, 0.5) → −5.5, (3, −1) → 2, (1, 1) → 0, (−2, 0.5) → −2.5
  const nets = [tradeNet(10, 1), tradeNet(-5, 0.5), tradeNet(3, -1), tradeNet(1, 1), tradeNet(-2, 0.5)];

  it('counts wins, losses and break-evens (net 0 is neither)', () => {
    expect(nets).toEqual([9, -5.5, 2, 0, -2.5]);
    const s = tradeStats(nets);
    expect(s.trades).toBe(5);
    expect(s.wins).toBe(2); // 9, 2
    expect(s.losses).toBe(2); // −5.5, −2.5
    expect(s.winRate).toBe(0.4); // 2 / 5
    expect(s.lossRate).toBe(0.4); // 2 / 5 (the 0 is in neither, so the rates sum to 0.8)
  });

  it('sums, means, profit factor, payoff, expectancy and Kelly', () => {
    const s = tradeStats(nets);
    expect(s.grossProfit).toBe(11); // 9 + 2
    expect(s.grossLoss).toBe(8); // |−5.5 − 2.5|
    expect(s.netTotal).toBe(3); // 9 − 5.5 + 2 + 0 − 2.5
    expect(s.profitFactor).toBe(1.375); // 11 / 8
    expectNear(s.avgNetPerTrade, 0.6); // 3 / 5
    expect(s.meanWin).toBe(5.5); // 11 / 2
    expect(s.meanLoss).toBe(4); // 8 / 2
    expect(s.payoffRatio).toBe(1.375); // 5.5 / 4
    expectNear(s.expectancy, 0.6, 1e-12); // 0.4 · 5.5 − 0.4 · 4 = 2.2 − 1.6 = 0.6 (= Σ nets / trades)
    // Kelly: 0.4 − 0.6 / 1.375 = 22/55 − 24/55 = −2/55 ≈ −0.036364 (negative: no edge to bet on)
    expectNear(s.kellyPct, -2 / 55, 1e-12);
  });

  it('a positive Kelly: nets [4, 4, 4, −2]', () => {
    const s = tradeStats([4, 4, 4, -2]);
    expect(s.winRate).toBe(0.75); // 3 / 4
    expect(s.lossRate).toBe(0.25);
    expect(s.profitFactor).toBe(6); // 12 / 2
    expect(s.avgNetPerTrade).toBe(2.5); // 10 / 4
    expect(s.payoffRatio).toBe(2); // mean win 4 / mean loss 2
    expect(s.expectancy).toBe(2.5); // 0.75 · 4 − 0.25 · 2 = 3 − 0.5
    expect(s.kellyPct).toBe(0.625); // 0.75 − 0.25 / 2
  });

  it('accepts a typed array as well as an array', () => {
    expect(tradeStats(Float64Array.from([4, 4, 4, -2]))).toEqual(tradeStats([4, 4, 4, -2]));
  });

  it('no trades: every rate and mean is NaN, sums are 0, nothing throws', () => {
    const s = tradeStats([]);
    expect(s.trades).toBe(0);
    expect(s.wins).toBe(0);
    expect(s.losses).toBe(0);
    expect(s.grossProfit).toBe(0);
    expect(s.grossLoss).toBe(0);
    expect(s.netTotal).toBe(0);
    for (const key of ['winRate', 'lossRate', 'profitFactor', 'avgNetPerTrade', 'meanWin', 'meanLoss', 'payoffRatio', 'expectancy', 'kellyPct'] as const) {
      expect(s[key], key).toBeNaN();
    }
  });

  it('only wins: profit factor ∞, payoff and Kelly undefined (NaN)', () => {
    const s = tradeStats([5, 3]);
    expect(s.profitFactor).toBe(Infinity); // 8 / 0 with a profit
    expect(s.winRate).toBe(1);
    expect(s.lossRate).toBe(0);
    expect(s.meanWin).toBe(4);
    expect(s.meanLoss).toBeNaN();
    expect(s.payoffRatio).toBeNaN();
    expect(s.kellyPct).toBeNaN();
    expect(s.expectancy).toBe(4); // 1 · 4 − 0 · (no loss) = 4 = avg net
  });

  it('only losses: profit factor 0, payoff and Kelly NaN', () => {
    const s = tradeStats([-1, -3]);
    expect(s.profitFactor).toBe(0); // 0 / 4
    expect(s.winRate).toBe(0);
    expect(s.lossRate).toBe(1);
    expect(s.meanWin).toBeNaN();
    expect(s.meanLoss).toBe(2);
    expect(s.payoffRatio).toBeNaN();
    expect(s.kellyPct).toBeNaN();
    expect(s.expectancy).toBe(-2); // 0 · (no win) − 1 · 2
  });

  it('only break-evens: rates 0, profit factor NaN (0 / 0)', () => {
    const s = tradeStats([0, 0]);
    expect(s.winRate).toBe(0);
    expect(s.lossRate).toBe(0);
    expect(s.profitFactor).toBeNaN();
    expect(s.avgNetPerTrade).toBe(0);
    expect(s.expectancy).toBe(0);
  });

  it('expectancy equals the average net whenever there are trades (property, seeded)', () => {
    const rnd = random(11);
    for (let run = 0; run < 200; run++) {
      const n = 1 + Math.floor(rnd() * 40);
      const list = Array.from({ length: n }, () => Math.round((rnd() - 0.45) * 2000) / 100);
      const s = tradeStats(list);
      expectNear(s.expectancy, s.avgNetPerTrade, 1e-12);
    }
  });
});

describe('profitFactorOf and kellyFraction', () => {
  it('profit factor cases', () => {
    expect(profitFactorOf(30, 20)).toBe(1.5);
    expect(profitFactorOf(0, 20)).toBe(0);
    expect(profitFactorOf(5, 0)).toBe(Infinity);
    expect(profitFactorOf(0, 0)).toBeNaN();
  });
  it('Kelly cases', () => {
    expect(kellyFraction(0.55, 2)).toBeCloseTo(0.325, 15); // 0.55 − 0.45 / 2
    expect(kellyFraction(0.5, 1)).toBe(0); // 0.5 − 0.5 / 1
    expect(kellyFraction(NaN, 2)).toBeNaN();
    expect(kellyFraction(0.5, NaN)).toBeNaN();
    expect(kellyFraction(0.5, 0)).toBeNaN();
    expect(kellyFraction(0.5, Infinity)).toBeNaN();
  });
});

describe('equityCurve, drawdownCurve, maxDrawdown', () => {
  it('equity starts at the initial capital and moves by each delta', () => {
    // 100 → +10 → 110 → −22 → 88 → +5 → 93 → +20 → 113 → −13.2 → 99.8
    const equity = equityCurve(100, [10, -22, 5, 20, -13.2]);
    expect(equity.length).toBe(6);
    expect(Array.from(equity.subarray(0, 5))).toEqual([100, 110, 88, 93, 113]);
    expectNear(equity[5] as number, 99.8, 1e-12);
    expect(Array.from(equityCurve(500, []))).toEqual([500]);
  });

  it('drawdown = (running peak − equity) / running peak', () => {
    const dd = drawdownCurve(equityCurve(100, [10, -22, 5, 20, -13.2]));
    // peaks 100, 110, 110, 110, 113, 113
    expect(dd[0]).toBe(0);
    expect(dd[1]).toBe(0); // new high
    expectNear(dd[2] as number, 0.2, 1e-15); // (110 − 88) / 110 = 22 / 110
    expectNear(dd[3] as number, 17 / 110, 1e-15); // (110 − 93) / 110 ≈ 0.154545
    expect(dd[4]).toBe(0); // new high 113
    expectNear(dd[5] as number, 13.2 / 113, 1e-12); // (113 − 99.8) / 113 ≈ 0.116814
    expectNear(maxDrawdown(equityCurve(100, [10, -22, 5, 20, -13.2])), 0.2, 1e-15);
  });

  it('the start counts as a peak', () => {
    // 100 → 90 → 95: peak 100 throughout, drawdowns 0, 0.1, 0.05 (a curve without the start would give 0.0)
    const equity = equityCurve(100, [-10, 5]);
    expect(Array.from(drawdownCurve(equity))).toEqual([0, 0.1, 0.05]);
    expect(maxDrawdown(equity)).toBe(0.1);
  });

  it('a later, deeper drawdown from a higher peak wins; a never-falling or empty path gives 0', () => {
    // 1000 → 1200 (peak) → 900 (dd 0.25) → 1500 (peak) → 1050 (dd 0.3) → 1400
    expect(maxDrawdown(equityCurve(1000, [200, -300, 600, -450, 350]))).toBeCloseTo(0.3, 15);
    expect(maxDrawdown(equityCurve(1000, [1, 2, 0, 3]))).toBe(0);
    expect(maxDrawdown([])).toBe(0);
    expect(drawdownCurve([]).length).toBe(0);
  });

  it('losing the whole account is a drawdown of 1; a peak ≤ 0 counts as 1', () => {
    expect(maxDrawdown(equityCurve(100, [-100]))).toBe(1); // (100 − 0) / 100
    expect(Array.from(drawdownCurve([0, -5]))).toEqual([1, 1]);
  });

  it('property (seeded): final equity = initial + Σ deltas; drawdowns in [0, 1] while equity ≥ 0', () => {
    const rnd = random(2024);
    for (let run = 0; run < 200; run++) {
      const initial = 1000 + Math.floor(rnd() * 9000);
      const n = Math.floor(rnd() * 60);
      const deltas = Array.from({ length: n }, () => (rnd() - 0.48) * 100);
      const equity = equityCurve(initial, deltas);
      expect(equity.length).toBe(n + 1);
      expect(equity[0]).toBe(initial);
      expectNear(equity[n] as number, initial + deltas.reduce((a, b) => a + b, 0), 1e-12);
      const dd = drawdownCurve(equity);
      let worst = 0;
      for (const value of dd) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        worst = Math.max(worst, value);
      }
      expect(maxDrawdown(equity)).toBe(worst);
    }
  });

  it('property (seeded): netTotal = Σ nets, grossProfit − grossLoss = netTotal, wins + losses ≤ trades', () => {
    const rnd = random(99);
    for (let run = 0; run < 200; run++) {
      const n = Math.floor(rnd() * 80);
      // Cent values with a few exact zeros.
      const list = Array.from({ length: n }, () => (rnd() < 0.1 ? 0 : Math.round((rnd() - 0.5) * 10000) / 100));
      const s = tradeStats(list);
      const sum = list.reduce((a, b) => a + b, 0);
      expectNear(s.netTotal, sum, 1e-12);
      expectNear(s.grossProfit - s.grossLoss, s.netTotal, 1e-12);
      expect(s.wins + s.losses).toBeLessThanOrEqual(s.trades);
      expect(s.wins).toBe(list.filter((x) => x > 0).length);
      expect(s.losses).toBe(list.filter((x) => x < 0).length);
    }
  });
});
