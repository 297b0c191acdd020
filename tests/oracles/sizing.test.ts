import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../../src/engine/build/repoSpecs';
import { compileCalculator } from '../../src/engine/compileCalculator';
import { evaluateCalculator } from '../../src/engine/evaluateCalculator';
import { ceilToStep } from '../../src/finance/rounding';
import { atrStopPrice, fundingCost, kellyFraction, netPnlAfterTakerFees, sizePosition, stopBeyondEntry, type RiskMode, type SizingInputs } from './sizing';
import { random } from '../../src/finance/testSupport.testHelper';

/** Relative closeness: |a − b| ≤ tol · max(|a|, |b|) (exact for 0 = 0). */
function expectRelative(actual: number, expected: number, tol: number): void {
  expect(Number.isFinite(actual), `${actual} is finite`).toBe(true);
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tol * Math.max(Math.abs(actual), Math.abs(expected)));
}

/** The worked example / account 10,000, 1 % risk, entry 100, stop 95. */
const WORKED: SizingInputs = {
  account: 10000,
  allocationPct: 10,
  riskMode: 'fixed',
  riskPct: 1,
  atrValue: 2,
  atrMultiplier: 1.5,
  winRate: 0.55,
  rewardRisk: 2,
  kellyFraction: 0.25,
  side: 'long',
  entry: 100,
  stop: 95,
  take: NaN,
  maxLeverage: 10,
  fundingPct: 0.01,
  hours: 24,
  takerFee: 0.0005,
};

describe('kellyFraction', () => {
  it('is p − (1 − p)/rewardRisk', () => {
    expect(kellyFraction(0.55, 2)).toBeCloseTo(0.325, 15);
    expect(kellyFraction(0.4, 3)).toBeCloseTo(0.2, 15);
    expect(kellyFraction(0.3, 1.5)).toBeCloseTo(-1 / 6, 15);
  });

  it('handles the edges: break-even edge, certain win, certain loss, no payoff', () => {
    expect(kellyFraction(0.5, 1)).toBe(0); // a coin flip at 1:1 has no edge
    expect(kellyFraction(1 / 3, 2)).toBeCloseTo(0, 15);
    expect(kellyFraction(1, 2)).toBe(1); // every trade wins: risk everything
    expect(kellyFraction(0, 2)).toBe(-0.5);
    expect(kellyFraction(0.6, 0)).toBeNaN();
    expect(kellyFraction(0.6, -1)).toBeNaN();
  });
});

describe('stops, fees and funding', () => {
  it('places the ATR stop below a long and above a short', () => {
    expect(atrStopPrice(1, 100, 2, 1.5)).toBe(97);
    expect(atrStopPrice(-1, 100, 2, 1.5)).toBe(103);
  });

  it('accepts a stop only beyond the entry in the chosen direction and above 0', () => {
    expect(stopBeyondEntry(1, 100, 95)).toBe(true);
    expect(stopBeyondEntry(1, 100, 105)).toBe(false);
    expect(stopBeyondEntry(1, 100, 100)).toBe(false);
    expect(stopBeyondEntry(1, 100, -5)).toBe(false);
    expect(stopBeyondEntry(-1, 100, 105)).toBe(true);
    expect(stopBeyondEntry(-1, 100, 95)).toBe(false);
  });

  it('charges the taker fee on both fills and funding per 8 hours', () => {
    expect(netPnlAfterTakerFees(1, 100, 110, 20, 0.0005)).toBeCloseTo(200 - 2.1, 12);
    expect(netPnlAfterTakerFees(-1, 100, 90, 20, 0.0005)).toBeCloseTo(200 - 1.9, 12);
    expect(fundingCost(1, 2000, 0.01, 24)).toBeCloseTo(0.6, 15);
    expect(fundingCost(1, 2000, -0.01, 8)).toBeCloseTo(-0.2, 15);
    // A positive rate is income for a short, a negative one a cost.
    expect(fundingCost(-1, 2000, 0.01, 24)).toBeCloseTo(-0.6, 15);
    expect(fundingCost(-1, 2000, -0.01, 8)).toBeCloseTo(0.2, 15);
  });
});

describe('sizePosition', () => {
  it('reproduces the worked example: 20 units, notional 2,000', () => {
    const result = sizePosition(WORKED);
    expect(result.riskAmount).toBe(100);
    expect(result.units).toBe(20);
    expect(result.notional).toBe(2000);
    expect(result.allocated).toBe(1000);
    expect(result.minLeverage).toBe(2);
    expect(result.initialMargin).toBe(200);
    expect(result.fees).toBeCloseTo(1.95, 12); // no take: exit at the stop, 0.0005 · 20 · (100 + 95)
    expect(result.pnlAtTake).toBeNaN();
    expect(result.pnlAtStop).toBeCloseTo(-101.95, 12);
    expect(result.fundingCost).toBeCloseTo(0.6, 12);
  });

  it('sizes a fixed-fractional short the same way, with the stop above', () => {
    const result = sizePosition({ ...WORKED, side: 'short', stop: 105, take: 90 });
    expect(result.units).toBe(20);
    expect(result.notional).toBe(2000);
    expect(result.fees).toBeCloseTo(0.0005 * 20 * 190, 12);
    expect(result.pnlAtTake).toBeCloseTo(200 - 1.9, 12);
    expect(result.pnlAtStop).toBeCloseTo(-100 - 0.0005 * 20 * 205, 12);
  });

  it('computes the stop from the ATR for a long and a short', () => {
    const long = sizePosition({ ...WORKED, riskMode: 'atr', atrValue: 2, atrMultiplier: 1.5, stop: 50 });
    expect(long.stopPrice).toBe(97);
    expect(long.units).toBeCloseTo(100 / 3, 12);
    const short = sizePosition({ ...WORKED, riskMode: 'atr', side: 'short', atrValue: 2, atrMultiplier: 1.5 });
    expect(short.stopPrice).toBe(103);
    expect(short.units).toBeCloseTo(100 / 3, 12);
    expect(short.pnlAtStop).toBeCloseTo(-100 - 0.0005 * (100 / 3) * 203, 10);
  });

  it('risks account · max(0, f*) · fraction in Kelly mode, long and short', () => {
    const long = sizePosition({ ...WORKED, riskMode: 'kelly', winRate: 0.55, rewardRisk: 2, kellyFraction: 0.25 });
    expect(long.kellyF).toBeCloseTo(0.325, 15);
    expect(long.riskAmount).toBeCloseTo(812.5, 9);
    expect(long.units).toBeCloseTo(162.5, 9);
    const short = sizePosition({ ...WORKED, riskMode: 'kelly', side: 'short', entry: 2500, stop: 2600, winRate: 0.4, rewardRisk: 3, kellyFraction: 0.5 });
    expect(short.riskAmount).toBeCloseTo(1000, 9);
    expect(short.units).toBeCloseTo(10, 12);
  });

  it('risks nothing when Kelly says the edge is not positive', () => {
    for (const [winRate, rewardRisk] of [[0.3, 1.5], [0.5, 1], [0, 3]] as const) {
      const result = sizePosition({ ...WORKED, riskMode: 'kelly', winRate, rewardRisk, kellyFraction: 1 });
      expect(result.kellyF).toBeLessThanOrEqual(0);
      expect(result.riskAmount).toBe(0);
      expect(result.units).toBe(0);
      expect(result.notional).toBe(0);
      expect(result.minLeverage).toBe(0);
    }
    // A Kelly fraction of 0 risks nothing either, however good the edge.
    expect(sizePosition({ ...WORKED, riskMode: 'kelly', kellyFraction: 0 }).riskAmount).toBe(0);
    // A certain win at full Kelly risks the whole account.
    expect(sizePosition({ ...WORKED, riskMode: 'kelly', winRate: 1, kellyFraction: 1 }).riskAmount).toBe(10000);
  });

  it('property: units · |entry − stop| = riskAmount and minLeverage · C = notional (fixed and atr, both sides)', () => {
    const next = random(20250601);
    for (let i = 0; i < 2000; i += 1) {
      const side = next() < 0.5 ? 'long' : 'short';
      const s = side === 'long' ? 1 : -1;
      const entry = 10 ** (next() * 9 - 3); // 0.001 … 1,000,000
      const distance = entry * (0.0005 + next() * 0.5);
      const riskMode: RiskMode = next() < 0.5 ? 'fixed' : 'atr';
      const input: SizingInputs = {
        ...WORKED,
        account: 10 ** (next() * 7), // 1 … 10,000,000
        allocationPct: 0.1 + next() * 99.9,
        riskMode,
        riskPct: 0.01 + next() * 10,
        atrValue: distance / 1.5,
        atrMultiplier: 1.5,
        side,
        entry,
        stop: entry - s * distance,
      };
      const result = sizePosition(input);
      expectRelative(result.units * Math.abs(entry - result.stopPrice), result.riskAmount, 1e-12);
      expectRelative(result.minLeverage * result.allocated, result.notional, 1e-12);
      expectRelative(result.notional, result.units * entry, 0);
      // At the stop the gross loss is exactly the risk amount; fees come on top.
      expectRelative(result.pnlAtStop + result.fees, -result.riskAmount, 1e-9);
      expect(s * (entry - result.stopPrice)).toBeGreaterThan(0);
    }
  });

  it('needs a leverage above the maximum when the allocation is too small (the status check)', () => {
    const result = sizePosition({ ...WORKED, allocationPct: 7, maxLeverage: 2 });
    expect(result.minLeverage).toBeCloseTo(2.857142857142857, 15);
    expect(ceilToStep(result.minLeverage, 0.01)).toBe(2.86);
    expect(2 < result.minLeverage).toBe(true);
  });
});

describe('specs/calculators/size-pro.yaml', () => {
  const compiled = compileCalculator(repoCalculatorSpec('size-pro'));

  it('matches sizePosition over 1,000 random inputs in all three modes and both sides', () => {
    const next = random(7);
    const modes: RiskMode[] = ['fixed', 'atr', 'kelly'];
    for (let i = 0; i < 1000; i += 1) {
      const side = next() < 0.5 ? 'long' : 'short';
      const s = side === 'long' ? 1 : -1;
      const entry = 10 ** (next() * 8 - 2);
      const distance = entry * (0.001 + next() * 0.3);
      const riskMode = modes[i % 3] as RiskMode;
      const input: SizingInputs = {
        account: 10 ** (1 + next() * 6),
        allocationPct: 1 + next() * 99,
        riskMode,
        riskPct: 0.1 + next() * 5,
        atrValue: distance / 2,
        atrMultiplier: 2,
        winRate: next(),
        rewardRisk: 0.2 + next() * 5,
        kellyFraction: next(),
        side,
        entry,
        stop: entry - s * distance,
        take: next() < 0.3 ? NaN : entry + s * distance * 2,
        maxLeverage: 1 + Math.floor(next() * 100),
        fundingPct: (next() - 0.5) * 0.1,
        hours: next() * 200,
        takerFee: next() * 0.001,
      };
      // Hidden inputs (showWhen false) take their defaults in the calculator: Kelly's outside kelly mode.
      if (riskMode !== 'kelly') Object.assign(input, { winRate: 0.55, rewardRisk: 2, kellyFraction: 0.25 });
      // The spec takes the win rate, the Kelly fraction and the fees in percent, the oracle as fractions of 1.
      const { outputs, blocked, status } = evaluateCalculator(compiled, { ...input, winRate: input.winRate * 100, kellyFraction: input.kellyFraction * 100, takerFee: input.takerFee * 100, atrPeriod: 14, makerFee: 0.02 });
      expect(blocked).toBe(false);
      const expected = sizePosition(input);
      for (const key of ['riskAmount', 'stopPrice', 'units', 'notional', 'allocated', 'minLeverage', 'initialMargin', 'fees', 'fundingCost', 'pnlAtTake', 'pnlAtStop', 'kellyF'] as const) {
        const want = expected[key];
        const got = outputs[key];
        if (Number.isNaN(want)) expect(got, key).toBeNull();
        else if (want === 0) expect(got, key).toBe(0);
        else expectRelative(got as number, want, 1e-9);
      }
      const tooLow = input.maxLeverage < expected.minLeverage;
      expect(status?.level).toBe(tooLow ? 'danger' : input.riskMode === 'kelly' && !(expected.kellyF > 0) ? 'warn' : 'ok');
    }
  });

  it('refuses a stop on the wrong side in fixed and Kelly mode, for a long and a short', () => {
    for (const [side, stop] of [['long', 105], ['short', 95], ['long', 100]] as const) {
      for (const riskMode of ['fixed', 'kelly']) {
        const result = evaluateCalculator(compiled, { side, stop, entry: 100, riskMode });
        expect(result.blocked).toBe(true);
        expect(result.errors.map((error) => error.message.en)).toEqual(['Stop must be beyond entry in the chosen direction.']);
        expect(result.errors[0]?.message.de).toBe('Stop muss je nach Richtung hinter dem Einstieg liegen.');
      }
    }
  });

  it('keeps the results and says how much leverage is needed when the max leverage is too low', () => {
    const result = evaluateCalculator(compiled, { allocationPct: 7, maxLeverage: 2, entry: 100, stop: 95 });
    expect(result.blocked).toBe(false);
    expect(result.outputs.units).toBe(20);
    expect(result.status?.level).toBe('danger');
    expect(result.status?.message.en).toBe('Your leverage is too low. At least {{v}}x required – or adjust size/stop/allocation.');
    expect(result.status?.params.v?.value).toBe(2.86);
  });
});
