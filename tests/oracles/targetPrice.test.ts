import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../../src/engine/build/repoSpecs';
import { compileCalculator } from '../../src/engine/compileCalculator';
import { evaluateCalculator } from '../../src/engine/evaluateCalculator';
import {
  effectiveEntryPrice,
  effectiveExitPrice,
  fundingPayment,
  goalAmount,
  initialMargin,
  netPnlPro,
  netPnlWithRoundTripFee,
  targetPrice,
  targetPricePro,
  targetPriceProResult,
  targetPriceResult,
  type TargetGoalType,
  type TradingCosts,
} from './targetPrice';
import { random, expectNear } from '../../src/finance/testSupport.testHelper';

const NO_COSTS: TradingCosts = { entryFee: 0, exitFee: 0, slippage: 0, halfSpread: 0, fundingRate: 0, hours: 0 };
const DEFAULT_COSTS: TradingCosts = { entryFee: 0.0005, exitFee: 0.0005, slippage: 0.0005, halfSpread: 0.0001, fundingRate: 0.0001, hours: 24 };

interface Position {
  s: 1 | -1;
  entry: number;
  quantity: number;
  leverage: number;
}

function randomPosition(next: () => number): Position {
  return {
    s: next() < 0.5 ? 1 : -1,
    entry: 10 ** (next() * 10 - 4), // 0.0001 … 1,000,000
    quantity: 10 ** (next() * 8 - 3), // 0.001 … 100,000
    leverage: 1 + Math.floor(next() * 125),
  };
}

function randomCosts(next: () => number): TradingCosts {
  return {
    entryFee: next() * 0.002,
    exitFee: next() * 0.002,
    slippage: next() * 0.003,
    halfSpread: next() * 0.001,
    fundingRate: (next() - 0.5) * 0.002,
    hours: next() * 24 * 30,
  };
}

describe('goalAmount', () => {
  it('turns ROI, profit and R into a net profit in quote currency', () => {
    expect(goalAmount('roi', 20, 60000, 0.5, 10)).toBeCloseTo(600, 9);
    expect(goalAmount('profit', 250, 60000, 0.5, 10)).toBe(250);
    expect(goalAmount('r', 2, 60000, 0.5, 10, 58800)).toBeCloseTo(1200, 9);
    expect(goalAmount('r', 2, 60000, 0.5, 10, 61200)).toBeCloseTo(1200, 9);
    expect(goalAmount('r', 2, 60000, 0.5, 10)).toBeNaN();
  });
  it('uses the initial margin entry · quantity / leverage', () => {
    expect(initialMargin(60000, 0.5, 10)).toBe(3000);
  });
});

describe('targetPrice', () => {
  it('matches the worked example: long 0.5 BTC at 60,000, 10x, 20 % ROI, 0.2 % round trip', () => {
    const result = targetPriceResult(1, 60000, 0.5, 10, 'roi', 20, 0.002);
    expectNear(result.targetPrice, 61321.32132132132);
    expectNear(result.margin, 3000);
    expectNear(result.grossPnl, 660.6606606606583);
    expectNear(result.fees, 60.66066066066066);
    expect(result.netPnl).toBe(600);
    expect(result.roi).toBe(0.2);
    expectNear(result.movePct, 0.022022022022021946);
  });
  it('matches the issue formulas for a short', () => {
    // (entry·(1 − half) − G/quantity) / (1 + half) = (59940 − 1200) / 1.001
    expectNear(targetPrice(-1, 60000, 0.5, 600, 0.002), 58740 / 1.001);
    expectNear(targetPriceResult(-1, 3000, 2, 5, 'profit', 250, 0.001).targetPrice, 2872.063968015992);
  });
  it('without fees is entry ± goal / quantity', () => {
    expect(targetPrice(1, 100, 1, 10, 0)).toBe(110);
    expect(targetPrice(-1, 100, 1, 10, 0)).toBe(90);
  });
  it('is NaN when no positive price reaches the goal or the inputs are out of range', () => {
    expect(targetPrice(-1, 60000, 0.5, 40000, 0.002)).toBeNaN();
    expect(targetPrice(1, 60000, 0, 100, 0.002)).toBeNaN();
    expect(targetPrice(1, 60000, 0.5, 100, 2)).toBeNaN();
    expect(targetPriceResult(-1, 60000, 0.5, 10, 'profit', 40000, 0.002).netPnl).toBeNaN();
  });

  it('property: at the target price gross PnL − fees equals the goal G (10,000 random positions)', () => {
    const next = random(1);
    for (let i = 0; i < 10000; i++) {
      const { s, entry, quantity, leverage } = randomPosition(next);
      const feeRate = next() * 0.004;
      const goalType = next() < 0.5 ? 'roi' : 'profit';
      const goal = goalType === 'roi' ? next() * 300 - 50 : (next() - 0.2) * entry * quantity * 0.5;
      const result = targetPriceResult(s, entry, quantity, leverage, goalType, goal, feeRate);
      if (!Number.isFinite(result.targetPrice)) {
        // Only a short's large profit goal (or a long's large loss goal) has no positive price.
        expect(s * goal).toBeLessThan(0);
        continue;
      }
      const g = goalAmount(goalType, goal, entry, quantity, leverage);
      const scale = entry * quantity;
      expect(Math.abs(result.grossPnl - result.fees - g)).toBeLessThanOrEqual(1e-9 * Math.max(1, scale));
      expect(Math.abs(netPnlWithRoundTripFee(s, entry, result.targetPrice, quantity, feeRate) - g)).toBeLessThanOrEqual(1e-9 * Math.max(1, scale));
      expect(result.netPnl).toBe(g);
      expectNear(result.roi * result.margin, g, 1e-12);
    }
  });

  it('property: goal 0 is the break-even price and a higher goal moves the target in the profit direction', () => {
    const next = random(2);
    for (let i = 0; i < 2000; i++) {
      const { s, entry, quantity } = randomPosition(next);
      const feeRate = next() * 0.004;
      const breakEven = targetPrice(s, entry, quantity, 0, feeRate);
      expect(Math.abs(netPnlWithRoundTripFee(s, entry, breakEven, quantity, feeRate))).toBeLessThanOrEqual(1e-9 * Math.max(1, entry * quantity));
      // Fees always push the break-even beyond the entry in the profit direction.
      expect(s * (breakEven - entry)).toBeGreaterThanOrEqual(0);
      const goal = next() * entry * quantity * 0.1;
      expect(s * (targetPrice(s, entry, quantity, goal, feeRate) - breakEven)).toBeGreaterThan(0);
    }
  });

  it('property: long/short symmetry — with f = 0 the targets mirror around the entry; with fees, the short solves the same equation', () => {
    const next = random(3);
    for (let i = 0; i < 2000; i++) {
      const { entry, quantity } = randomPosition(next);
      const goal = next() * entry * quantity * 0.5;
      const long = targetPrice(1, entry, quantity, goal, 0);
      const short = targetPrice(-1, entry, quantity, goal, 0);
      expectNear(long - entry, entry - short);
      const feeRate = next() * 0.004;
      const half = feeRate / 2;
      // Long: (1 − half)·X = G/q + (1 + half)·E; short: (1 + half)·X = (1 − half)·E − G/q.
      expectNear(targetPrice(1, entry, quantity, goal, feeRate) * (1 - half), goal / quantity + entry * (1 + half));
      expectNear(targetPrice(-1, entry, quantity, goal, feeRate) * (1 + half), entry * (1 - half) - goal / quantity);
    }
  });
});

describe('targetPricePro', () => {
  it('matches the worked example: long 0.5 BTC at 60,000, 10x, 20 % ROI with default costs', () => {
    const result = targetPriceProResult(1, 60000, 0.5, 10, 'roi', 20, 58800, DEFAULT_COSTS);
    expectNear(result.effectiveEntry, 60036);
    expectNear(result.funding, 9);
    expectNear(result.effectiveExit, 61314.67533766882);
    expectNear(result.targetPrice, 61351.486229406466);
    expectNear(result.fees, 30.337668834417205);
    expectNear(result.breakEvenPrice, 60150.165136600706);
    expect(result.netPnl).toBe(600);
    expect(result.roi).toBe(0.2);
    expectNear(result.rMultiple, 1);
  });
  it('matches the example short 3R (funding received)', () => {
    const result = targetPriceProResult(-1, 60000, 0.5, 10, 'r', 3, 61200, DEFAULT_COSTS);
    expectNear(result.funding, -9);
    expectNear(result.targetPrice, 56290.08202275038);
    expectNear(result.effectiveExit, 56323.85607196402);
    expectNear(result.rMultiple, 3);
    expectNear(result.netPnl, 1800);
  });
  it('equals the simple model without slippage, spread and funding and fee = half the round trip', () => {
    const costs = { ...NO_COSTS, entryFee: 0.001, exitFee: 0.001 };
    expectNear(targetPricePro(1, 60000, 0.5, 600, costs), targetPrice(1, 60000, 0.5, 600, 0.002));
    expectNear(targetPricePro(-1, 60000, 0.5, 600, costs), targetPrice(-1, 60000, 0.5, 600, 0.002));
  });
  it('funding is a cost for longs and an income for shorts when the rate is positive', () => {
    expect(fundingPayment(1, 60000, 0.5, 0.0001, 24)).toBeCloseTo(9, 9);
    expect(fundingPayment(-1, 60000, 0.5, 0.0001, 24)).toBeCloseTo(-9, 9);
    expect(fundingPayment(-1, 60000, 0.5, -0.0003, 48)).toBeCloseTo(54, 9);
  });
  it('has no R multiple without a stop or with a stop on the profit side; unreachable shorts are NaN', () => {
    expect(targetPriceProResult(1, 60000, 0.5, 10, 'roi', 20, NaN, DEFAULT_COSTS).rMultiple).toBeNaN();
    expect(targetPriceProResult(-1, 60000, 0.5, 10, 'roi', 20, 58800, DEFAULT_COSTS).rMultiple).toBeNaN();
    expect(targetPricePro(-1, 60000, 0.5, 40000, DEFAULT_COSTS)).toBeNaN();
    expect(effectiveExitPrice(1, 60000, 0, 100, DEFAULT_COSTS)).toBeNaN();
  });

  it('property: at the target the net PnL after fees, slippage, half spread and funding equals G (10,000 random trades)', () => {
    const next = random(4);
    const goalTypes: TargetGoalType[] = ['roi', 'profit', 'r'];
    for (let i = 0; i < 10000; i++) {
      const { s, entry, quantity, leverage } = randomPosition(next);
      const costs = randomCosts(next);
      const goalType = goalTypes[Math.floor(next() * 3)] as TargetGoalType;
      const stop = entry * (1 - s * (0.001 + next() * 0.2));
      const goal = goalType === 'roi' ? next() * 300 : goalType === 'r' ? next() * 5 : next() * entry * quantity * 0.5;
      const result = targetPriceProResult(s, entry, quantity, leverage, goalType, goal, stop, costs);
      const g = goalAmount(goalType, goal, entry, quantity, leverage, stop);
      if (!Number.isFinite(result.targetPrice)) {
        expect(s).toBe(-1);
        continue;
      }
      const tol = 1e-9 * Math.max(1, entry * quantity);
      // Net PnL at the effective exit X′, cost by cost.
      const e = effectiveEntryPrice(s, entry, costs);
      const x = result.effectiveExit;
      const net = s * (x - e) * quantity - costs.entryFee * e * quantity - costs.exitFee * x * quantity - result.funding;
      expect(Math.abs(net - g)).toBeLessThanOrEqual(tol);
      expect(Math.abs(s * (x - e) * quantity - result.fees - result.funding - g)).toBeLessThanOrEqual(tol);
      // The market target price fills at X′ after slippage and half spread.
      expectNear(result.targetPrice * (1 - s * (costs.slippage + costs.halfSpread)), x);
      expect(Math.abs(netPnlPro(s, entry, result.targetPrice, quantity, costs) - g)).toBeLessThanOrEqual(tol);
      expect(result.netPnl).toBe(g);
      if (goalType === 'r') expectNear(result.rMultiple, goal, 1e-9);
    }
  });

  it('property: breakEvenPrice gives a net PnL of 0 and lies beyond the entry when every cost is a cost', () => {
    const next = random(5);
    for (let i = 0; i < 3000; i++) {
      const { s, entry, quantity, leverage } = randomPosition(next);
      // Funding paid, not received: a positive rate for longs, a negative one for shorts.
      const costs = { ...randomCosts(next), fundingRate: s * next() * 0.001 };
      const result = targetPriceProResult(s, entry, quantity, leverage, 'profit', 0, NaN, costs);
      expectNear(result.breakEvenPrice, result.targetPrice, 1e-12);
      expect(Math.abs(netPnlPro(s, entry, result.breakEvenPrice, quantity, costs))).toBeLessThanOrEqual(1e-9 * Math.max(1, entry * quantity));
      expect(s * (result.breakEvenPrice - entry)).toBeGreaterThanOrEqual(0);
    }
  });

  it('property: long/short symmetry — the short solves the mirrored equation; without costs the targets mirror', () => {
    const next = random(6);
    for (let i = 0; i < 2000; i++) {
      const { entry, quantity } = randomPosition(next);
      const goal = next() * entry * quantity * 0.5;
      expectNear(targetPricePro(1, entry, quantity, goal, NO_COSTS) - entry, entry - targetPricePro(-1, entry, quantity, goal, NO_COSTS));
      const costs = randomCosts(next);
      const c = costs.slippage + costs.halfSpread;
      const funding = fundingPayment(1, entry, quantity, costs.fundingRate, costs.hours);
      // Side by side: the short's funding is −F of the long's.
      expectNear(
        effectiveExitPrice(1, entry, quantity, goal, costs),
        (goal + entry * (1 + c) * quantity * (1 + costs.entryFee) + funding) / (quantity * (1 - costs.exitFee)),
      );
      const shortExit = effectiveExitPrice(-1, entry, quantity, goal, costs);
      const expectedShort = (entry * (1 - c) * quantity * (1 - costs.entryFee) + funding - goal) / (quantity * (1 + costs.exitFee));
      if (expectedShort > 0) expectNear(shortExit, expectedShort);
      else expect(shortExit).toBeNaN();
    }
  });
});

describe('the calculator specs compute the same as the oracle tests/oracles/targetPrice.ts', () => {
  const load = (id: string) =>
    compileCalculator(repoCalculatorSpec(id));

  it('target-price: 1,000 random inputs', () => {
    const compiled = load('target-price');
    const next = random(7);
    for (let i = 0; i < 1000; i++) {
      const { s, entry, quantity, leverage } = randomPosition(next);
      const feeRate = next() * 0.004;
      const goalType = next() < 0.5 ? 'roi' : 'profit';
      const goal = goalType === 'roi' ? next() * 200 : next() * entry * quantity * 0.5;
      // The spec takes the fee rate in percent, the oracle as a fraction of 1.
      const { outputs, blocked } = evaluateCalculator(compiled, { side: s === 1 ? 'long' : 'short', entry, quantity, leverage, goalType, goal, feeRate: feeRate * 100 });
      expect(blocked).toBe(false);
      const expected = targetPriceResult(s, entry, quantity, leverage, goalType, goal, feeRate);
      for (const key of ['margin', 'targetPrice', 'movePct', 'grossPnl', 'fees', 'netPnl', 'roi'] as const) {
        const value = expected[key];
        if (Number.isFinite(value)) expectNear(outputs[key] as number, value, 1e-9);
        else expect(outputs[key]).toBeNull();
      }
    }
  });

  it('target-price-pro: 1,000 random inputs', () => {
    const compiled = load('target-price-pro');
    const next = random(8);
    const goalTypes: TargetGoalType[] = ['roi', 'profit', 'r'];
    for (let i = 0; i < 1000; i++) {
      const { s, entry, quantity, leverage } = randomPosition(next);
      const costs = randomCosts(next);
      const goalType = goalTypes[Math.floor(next() * 3)] as TargetGoalType;
      const stop = entry * (1 - s * (0.001 + next() * 0.2));
      const goal = goalType === 'roi' ? next() * 300 : goalType === 'r' ? next() * 5 : next() * entry * quantity * 0.5;
      // The spec takes the cost rates in percent, the oracle as fractions of 1.
      const rates = { entryFee: costs.entryFee * 100, exitFee: costs.exitFee * 100, slippage: costs.slippage * 100, halfSpread: costs.halfSpread * 100, fundingRate: costs.fundingRate * 100 };
      const inputs = { side: s === 1 ? 'long' : 'short', entry, quantity, leverage, goalType, goal, stop, hours: costs.hours, ...rates };
      const { outputs, blocked, tables } = evaluateCalculator(compiled, inputs);
      expect(blocked).toBe(false);
      const expected = targetPriceProResult(s, entry, quantity, leverage, goalType, goal, stop, costs);
      for (const key of ['targetPrice', 'effectiveEntry', 'effectiveExit', 'fees', 'funding', 'netPnl', 'roi', 'rMultiple', 'breakEvenPrice', 'margin', 'movePct'] as const) {
        const value = expected[key];
        if (Number.isFinite(value)) expectNear(outputs[key] as number, value, 1e-9);
        else expect(outputs[key]).toBeNull();
      }
      // The table of targets: ROI 10/25/50/100 % and 1R/2R/3R, each with its own goal.
      const rows: [string, TargetGoalType, number][] = [
        ['roi10', 'roi', 10], ['roi25', 'roi', 25], ['roi50', 'roi', 50], ['roi100', 'roi', 100],
        ['r1', 'r', 1], ['r2', 'r', 2], ['r3', 'r', 3],
      ];
      for (const [row, type, k] of rows) {
        const cells = tables.targets?.rows[row]?.cells ?? {};
        const price = targetPricePro(s, entry, quantity, goalAmount(type, k, entry, quantity, leverage, stop), costs);
        if (Number.isFinite(price)) expectNear(cells.targetPrice as number, price, 1e-9);
        else expect(cells.targetPrice).toBeNull();
      }
    }
  });
});
