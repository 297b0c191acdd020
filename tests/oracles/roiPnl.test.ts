import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../../src/engine/build/repoSpecs';
import { compileCalculator } from '../../src/engine/compileCalculator';
import { evaluateCalculator } from '../../src/engine/evaluateCalculator';
import { mulberry32 } from '../../src/finance/monteCarlo';
import { exitWeights, feeAfterKickback, isolatedLiquidationPrice, legNetPnl, requiredExitPrice, roiPnlResult, taxOnPnl, type ExitLeg, type RoiPnlInput } from './roiPnl';
import { expectNear } from '../../src/finance/testSupport.testHelper';

const BASE: RoiPnlInput = {
  s: 1,
  entry: 60000,
  exit: 63000,
  quantity: 0.5,
  leverage: 10,
  mmr: 0.005,
  legs: [],
  entryFee: 0.0005,
  exitFee: 0.0005,
  kickbackPct: 0,
  goalType: 'roi',
  goal: 20,
  taxRatePct: 0,
  taxOnlyProfits: true,
};

describe('roiPnlResult without partial exits', () => {
  it('long: 0.5 BTC from 60,000 to 63,000, 0.05 % fees each way', () => {
    const r = roiPnlResult(BASE);
    expect(r.margin).toBe(3000);
    expectNear(r.grossPnl, 1500);
    // 0.0005 · 30,000 + 0.0005 · 31,500
    expectNear(r.fees, 30.75);
    expectNear(r.netPnl, 1469.25);
    expectNear(r.roi, 0.48975);
    expectNear(r.priceChangePct, 0.05);
    expect(r.remainder.share).toBe(1);
    expectNear(r.remainder.net, r.netPnl);
  });

  it('short: the same move down earns the same gross, lower exit fees', () => {
    const r = roiPnlResult({ ...BASE, s: -1, exit: 57000 });
    expectNear(r.grossPnl, 1500);
    expectNear(r.fees, 29.25);
    expectNear(r.netPnl, 1470.75);
    expectNear(r.priceChangePct, -0.05);
    // A short losing: price up 2 %
    const loss = roiPnlResult({ ...BASE, s: -1, exit: 61200 });
    expectNear(loss.grossPnl, -600);
    expectNear(loss.netPnl, -600 - 15 - 15.3);
  });
});

describe('partial exits', () => {
  it('two legs and a remainder: each leg carries its share of the entry fee, the nets add up', () => {
    const r = roiPnlResult({ ...BASE, exitFee: 0.0002, legs: [{ share: 30, price: 62000 }, { share: 40, price: 64000 }] });
    expect(r.legs.map((leg) => leg.share)).toEqual([0.3, 0.4]);
    expectNear(r.remainder.share, 0.3);
    expectNear(r.legs[0]?.net ?? NaN, 293.64);
    expectNear(r.legs[1]?.net ?? NaN, 791.44);
    expectNear(r.remainder.net, 443.61);
    expectNear(r.netPnl, 1528.69);
    expectNear(r.averageExit, 63100);
    expectNear(r.fees, 21.31);
  });

  it('shares above 100 % are scaled proportionally to 100 % and leave no remainder', () => {
    const w = exitWeights([{ share: 90, price: 1 }, { share: 60, price: 1 }]);
    expect(w.shareSum).toBe(150);
    expectNear(w.scale, 2 / 3);
    expectNear(w.weights[0] ?? NaN, 0.6);
    expectNear(w.weights[1] ?? NaN, 0.4);
    expect(w.remainder).toBe(0);
    const r = roiPnlResult({ ...BASE, legs: [{ share: 90, price: 62000 }, { share: 60, price: 64000 }] });
    expectNear(r.netPnl, 1369.3);
    expect(r.remainder.net).toBe(0);
  });

  it('exactly 100 % leaves no remainder, less leaves the rest for the exit price', () => {
    expect(exitWeights([{ share: 70, price: 1 }, { share: 30, price: 1 }]).remainder).toBe(0);
    expectNear(exitWeights([{ share: 25, price: 1 }]).remainder, 0.75);
    expect(exitWeights([]).remainder).toBe(1);
  });

  it('a leg at the exit price changes nothing (short)', () => {
    const plain = roiPnlResult({ ...BASE, s: -1, exit: 57000 });
    const split = roiPnlResult({ ...BASE, s: -1, exit: 57000, legs: [{ share: 40, price: 57000 }] });
    expectNear(split.netPnl, plain.netPnl);
    expectNear(split.fees, plain.fees);
  });

  it('short with legs: the issue formula per leg', () => {
    const r = roiPnlResult({ ...BASE, s: -1, entry: 3000, exit: 2950, quantity: 4, leverage: 5, legs: [{ share: 50, price: 2900 }, { share: 25, price: 2850 }], goalType: 'profit', goal: 500 });
    // −1 · (2900 − 3000) · 4 · 0.5 − 0.0005 · 3000 · 4 · 0.5 − 0.0005 · 2900 · 4 · 0.5
    expectNear(r.legs[0]?.net ?? NaN, 200 - 3 - 2.9);
    expectNear(r.netPnl, 388.2);
    expectNear(r.requiredExit, 2872.063968015992);
  });
});

describe('fees, kickback and tax', () => {
  it('a kickback lowers both fee rates by its share', () => {
    expectNear(feeAfterKickback(0.0005, 20), 0.0004);
    expect(feeAfterKickback(0.0005, 0)).toBe(0.0005);
    expect(feeAfterKickback(0.0005, 100)).toBe(0);
    const r = roiPnlResult({ ...BASE, s: -1, exit: 58500, leverage: 20, kickbackPct: 20 });
    expectNear(r.entryFeeNet, 0.0004);
    expectNear(r.fees, 0.0004 * 30000 + 0.0004 * 29250);
    expectNear(r.netPnl, 726.3);
  });

  it('tax on profits only: a loss pays nothing; on every result: a loss is a credit', () => {
    expect(taxOnPnl(-629.7, 25, true)).toBe(0);
    expect(taxOnPnl(0, 25, true)).toBe(0);
    expectNear(taxOnPnl(-629.7, 25, false), -157.425);
    expectNear(taxOnPnl(1000, 26.375, true), 263.75);
    const loss = roiPnlResult({ ...BASE, exit: 58800, taxRatePct: 25, taxOnlyProfits: false });
    expectNear(loss.tax, -157.425);
    expectNear(loss.afterTaxPnl, -472.275);
    const lossOnlyProfits = roiPnlResult({ ...BASE, exit: 58800, taxRatePct: 25 });
    expect(lossOnlyProfits.tax).toBe(0);
    expectNear(lossOnlyProfits.afterTaxPnl, lossOnlyProfits.netPnl);
  });
});

describe('requiredExitPrice (Target Price algebra with f′)', () => {
  it('long and short against the issue formulas', () => {
    expectNear(requiredExitPrice(1, 2500, 10, 1000, 0.0005, 0.0002), (100 + 2500 * 1.0005) / 0.9998);
    expectNear(requiredExitPrice(-1, 2500, 10, 1250, 0.0005, 0.0002), (2500 * 0.9995 - 125) / 1.0002);
  });
  it('is NaN when no positive price reaches the goal', () => {
    expect(requiredExitPrice(-1, 60000, 0.5, 40000, 0.0005, 0.0005)).toBeNaN();
    expect(requiredExitPrice(1, 60000, 0, 100, 0.0005, 0.0005)).toBeNaN();
  });

  it('property: exiting everything at requiredExit gives exactly the goal (5,000 random trades)', () => {
    const next = mulberry32(11);
    for (let i = 0; i < 5000; i++) {
      const s = next() < 0.5 ? 1 : -1;
      const entry = 10 ** (next() * 8 - 3);
      const quantity = 10 ** (next() * 6 - 2);
      const leverage = 1 + Math.floor(next() * 125);
      const kickbackPct = next() * 100;
      const entryFee = next() * 0.002;
      const exitFee = next() * 0.002;
      const goalType = next() < 0.5 ? 'roi' : 'profit';
      const goal = goalType === 'roi' ? next() * 300 - 50 : (next() - 0.2) * entry * quantity * 0.5;
      const r = roiPnlResult({ ...BASE, s, entry, exit: entry, quantity, leverage, kickbackPct, entryFee, exitFee, goalType, goal });
      if (!Number.isFinite(r.requiredExit)) {
        expect(s * r.goalAmount).toBeLessThan(0);
        continue;
      }
      const atGoal = roiPnlResult({ ...BASE, s, entry, exit: r.requiredExit, quantity, leverage, kickbackPct, entryFee, exitFee, goalType, goal });
      // A loss goal past the liquidation price cannot be reached: the margin (plus the entry fee) is lost first.
      const expected = atGoal.liquidatedShare > 0 ? -(atGoal.margin + atGoal.entryFeeNet * entry * quantity) : r.goalAmount;
      expect(Math.abs(atGoal.netPnl - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, entry * quantity));
    }
  });
});

describe('invariants', () => {
  it('property: the legs’ nets add up to the net PnL, and net = gross − fees (2,000 random trades)', () => {
    const next = mulberry32(12);
    for (let i = 0; i < 2000; i++) {
      const s = next() < 0.5 ? 1 : -1;
      const entry = 10 ** (next() * 6 - 2);
      const legs: ExitLeg[] = Array.from({ length: Math.floor(next() * 6) }, () => ({ share: next() * 60, price: entry * (0.5 + next()) }));
      const r = roiPnlResult({ ...BASE, s, entry, exit: entry * (0.5 + next()), legs, kickbackPct: next() * 50, entryFee: next() * 0.001, exitFee: next() * 0.001 });
      const scale = Math.max(1, entry * BASE.quantity);
      const sum = r.legs.reduce((total, leg) => total + leg.net, r.remainder.net);
      expect(Math.abs(sum - r.netPnl)).toBeLessThanOrEqual(1e-9 * scale);
      expect(Math.abs(r.grossPnl - r.fees - r.netPnl)).toBeLessThanOrEqual(1e-9 * scale);
      const weights = r.legs.reduce((total, leg) => total + leg.share, r.remainder.share);
      expectNear(weights, 1, 1e-12);
      for (const leg of r.legs) {
        const liquidated = s * (leg.price - r.liquidationPrice) <= 0;
        const lost = -leg.share * (r.margin + r.entryFeeNet * entry * BASE.quantity);
        expectNear(leg.net, liquidated ? lost : legNetPnl(s, entry, leg.price, BASE.quantity, leg.share, r.entryFeeNet, r.exitFeeNet), 1e-12);
      }
    }
  });

  it('a part closing at or past the liquidation price loses its share of the margin and its entry fee, no more', () => {
    // Long 0.5 BTC at 60,000, 10x, MMR 0.5 %: L = (3,000 − 30,000) / (0.0025 − 0.5) = 54,271.36…
    const liquidation = isolatedLiquidationPrice(1, 60000, 0.5, 3000, 0.005);
    expectNear(liquidation, 27000 / 0.4975);
    const whole = roiPnlResult({ ...BASE, exit: 50000 });
    expect(whole.liquidatedShare).toBe(1);
    expectNear(whole.netPnl, -(3000 + 0.0005 * 60000 * 0.5));
    expectNear(whole.grossPnl, -3000);
    expectNear(whole.fees, 15);
    // 40 % taken at 64,000 first, the rest liquidated: only 60 % of the margin is lost.
    const split = roiPnlResult({ ...BASE, exit: 50000, legs: [{ share: 40, price: 64000 }] });
    expectNear(split.liquidatedShare, 0.6);
    expectNear(split.remainder.net, -0.6 * (3000 + 15));
    expectNear(split.legs[0]!.net, 0.4 * (4000 * 0.5 - 15 - 0.0005 * 64000 * 0.5));
    // Just before the liquidation price the position is still open.
    expect(roiPnlResult({ ...BASE, exit: liquidation * (1 + 1e-9) }).liquidatedShare).toBe(0);
    expect(roiPnlResult({ ...BASE, exit: liquidation }).liquidatedShare).toBe(1);
  });
});

describe('the calculator spec computes the same as the oracle tests/oracles/roiPnl.ts', () => {
  const spec = repoCalculatorSpec('roi-pnl-pro');
  const compiled = compileCalculator(spec);

  it('roi-pnl-pro: 500 random trades with 0–5 partial exits', { timeout: 30_000 }, () => {
    const next = mulberry32(13);
    for (let i = 0; i < 500; i++) {
      const s = next() < 0.5 ? 1 : -1;
      const entry = 10 ** (next() * 8 - 3);
      const legs: ExitLeg[] = Array.from({ length: Math.floor(next() * 6) }, () => ({ share: Math.round(next() * 80), price: entry * (0.7 + next() * 0.6) }));
      const input: RoiPnlInput = {
        s,
        entry,
        exit: entry * (0.7 + next() * 0.6),
        quantity: 10 ** (next() * 6 - 2),
        leverage: 1 + Math.floor(next() * 125),
        mmr: next() * 0.02,
        legs,
        entryFee: next() * 0.001,
        exitFee: next() * 0.001,
        kickbackPct: next() * 100,
        goalType: next() < 0.5 ? 'roi' : 'profit',
        goal: next() * 100,
        taxRatePct: next() * 50,
        taxOnlyProfits: next() < 0.5,
      };
      const { outputs, tables, blocked } = evaluateCalculator(compiled, {
        ...input,
        // The spec takes the maintenance margin and fee rates in percent, the oracle as fractions of 1.
        mmr: input.mmr * 100,
        entryFee: input.entryFee * 100,
        exitFee: input.exitFee * 100,
        side: s === 1 ? 'long' : 'short',
        legs: legs.map((leg) => ({ ...leg })),
      });
      expect(blocked).toBe(false);
      const expected = roiPnlResult(input);
      for (const key of ['margin', 'grossPnl', 'fees', 'netPnl', 'roi', 'priceChangePct', 'tax', 'afterTaxPnl', 'requiredExit', 'liquidationPrice'] as const) {
        const value = expected[key];
        if (Number.isFinite(value)) expectNear(outputs[key] as number, value, 1e-9);
        else expect(outputs[key]).toBeNull();
      }
      const rows = tables.exits?.rows ?? {};
      expected.legs.forEach((leg, index) => {
        const row = rows[`leg${index + 1}`];
        expect(row?.visible).toBe(true);
        expectNear(row?.cells.share as number, leg.share, 1e-12);
        expectNear(row?.cells.net as number, leg.net, 1e-9);
      });
      for (let k = expected.legs.length + 1; k <= 5; k++) expect(rows[`leg${k}`]?.visible).toBe(false);
      expectNear(rows.rest?.cells.net as number, expected.remainder.net, 1e-9);
    }
  });
});
