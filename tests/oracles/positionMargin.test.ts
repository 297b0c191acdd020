import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../../src/engine/build/repoSpecs';
import type { InputValue } from '../../src/engine/compileCalculator';
import { compileCalculator } from '../../src/engine/compileCalculator';
import { evaluateCalculator } from '../../src/engine/evaluateCalculator';
import { exchangeLiquidationPrice } from '../../src/finance/liquidation';
import {
  contractSize,
  effectiveEntryPrice,
  effectiveExitPrice,
  fundingCost,
  fundingPrice,
  kellyFraction,
  lossPerUnit,
  lotUnits,
  POSITION_MARGIN_PROBLEMS,
  positionMargin,
  positionMarginProblems,
  profitAtTake,
  riskBudget,
  stopBeyondLiquidation,
  stopStatus,
  tradeFees,
  unitsForRisk,
  type PositionMarginInput,
  type PositionMarginResult,
  type QuantityMode,
} from './positionMargin';
import { tierCum, tierMmr, type MaintenanceTier } from '../../src/finance/tiers';
import { random, expectNear } from '../../src/finance/testSupport.testHelper';

const SPEC = repoCalculatorSpec('position-margin-pro');
const BTC_TIERS = (SPEC.data as { tiers: Record<string, MaintenanceTier[]> }).tiers.BTC as MaintenanceTier[];

/** The worked example of the page: long 60,000 → stop 58,800, take 62,400, 1 % of 10,000, 10x, default costs. */
const LONG: PositionMarginInput = {
  s: 1,
  entry: 60000,
  stop: 58800,
  take: 62400,
  account: 10000,
  riskPct: 1,
  sizeMode: 'risk',
  quantity: 0.1,
  leverage: 10,
  entryFee: 0.0005,
  exitFee: 0.0005,
  halfSpread: 0.0001,
  entrySlippage: 0.0005,
  exitSlippage: 0.0005,
  fundingRate: 0.0001,
  hours: 24,
  fundingPriceWeight: 0.5,
  winRate: 0.5,
  rewardRisk: 2,
  quantityMode: 'units',
  contractValue: 100,
  contractMultiplier: 0.001,
  lotSize: 0.001,
  minNotional: 5,
  tiers: BTC_TIERS,
};
const SHORT: PositionMarginInput = { ...LONG, s: -1, stop: 61200, take: 57600 };

describe('the formulas, computed by hand', () => {
  it('long: effective prices, loss per unit, size, margin, loss and profit', () => {
    // E′ = 60,000 · 1.0006; S′ = 58,800 · 0.9994; T′ = 62,400 · 0.9994
    expectNear(effectiveEntryPrice(1, 60000, 0.0001, 0.0005), 60036);
    expectNear(effectiveExitPrice(1, 58800, 0.0001, 0.0005), 58764.72);
    expectNear(effectiveExitPrice(1, 62400, 0.0001, 0.0005), 62362.56);
    // u = 1,271.28 + 0.0005 · 60,036 + 0.0005 · 58,764.72 = 1,271.28 + 30.018 + 29.38236
    expectNear(lossPerUnit(1, 60036, 58764.72, 0.0005, 0.0005), 1330.68036);
    expectNear(unitsForRisk(10000, 1, 1330.68036), 100 / 1330.68036);
    const r = positionMargin(LONG);
    expect(r.units).toBe(0.075);
    expect(r.contracts).toBeNaN();
    expectNear(r.notional, 4500);
    expectNear(r.initialMargin, 450);
    expect(r.riskAmount).toBe(100);
    expectNear(r.lossAtStop, -0.075 * 1330.68036);
    // 0.075 · (2,326.56 − 30.018 − 31.18128) = 0.075 · 2,265.36072
    expectNear(r.profitAtTake, 169.902054);
    expectNear(r.rewardRiskNet, 2265.36072 / 1330.68036);
    // 0.075 · (30.018 + 31.18128): the exit fee at the take
    expectNear(r.fees, 4.589946);
    // P_f = 60,000 · 0.5 + 62,400 · 0.5 = 61,200; 0.075 · 61,200 · 0.0001 · 24 / 8
    expectNear(r.fundingCost, 1.377);
    // tier 1 (mmr 0.4 %, cum 0): (450 − 4,500) / (0.075 · 0.004 − 0.075)
    expectNear(r.liquidationPrice, -4050 / -0.0747);
    expect(r.stopBeyondLiquidation).toBe(0);
    expect(r.kellyFraction).toBe(0.25);
  });

  it('short: the signs flip, the short receives funding', () => {
    const r = positionMargin(SHORT);
    expectNear(r.effectiveEntry, 59964);
    expectNear(r.effectiveStop, 61236.72);
    expectNear(r.effectiveTake, 57634.56);
    // u = 61,236.72 − 59,964 + 29.982 + 30.61836
    expectNear(r.lossPerUnit, 1333.32036);
    expect(r.units).toBe(0.075);
    expectNear(r.lossAtStop, -0.075 * 1333.32036);
    // 0.075 · (2,329.44 − 29.982 − 28.81728)
    expectNear(r.profitAtTake, 0.075 * 2270.64072);
    expectNear(r.fees, 0.075 * (29.982 + 28.81728));
    // −0.075 · 58,800 · 0.0001 · 3
    expectNear(r.fundingCost, -1.323);
    // (450 + 4,500) / (0.0003 + 0.075)
    expectNear(r.liquidationPrice, 4950 / 0.0753);
  });

  it('direct mode: the quantity rounded down to the lot; the risk is the actual loss', () => {
    const r = positionMargin({ ...LONG, sizeMode: 'direct', quantity: 1.2345, lotSize: 0.001, leverage: 20 });
    expect(r.units).toBe(1.234);
    expectNear(r.notional, 74040);
    expectNear(r.riskAmount, 1.234 * 1330.68036);
    expectNear(r.lossAtStop, -r.riskAmount, 1e-15);
    // tier 2 of BTC: mmr 0.5 %, cum = 50,000 · (0.005 − 0.004) = 50; WB = 3,702
    expectNear(r.liquidationPrice, (3702 + 50 - 74040) / (1.234 * 0.005 - 1.234));
    expect(lotUnits('direct', 0, 0, 1, 0.3, 0.1)).toBe(0.3);
  });

  it('contracts: linear (USDT value) and with a multiplier', () => {
    // 0.93 ETH · 3,000 / 100 = 27.9 → 27 contracts = 0.9 ETH
    expect(contractSize('linear', 0.93, 3000, 100, 0.001)).toEqual({ contracts: 27, units: 0.9 });
    // 0.0765 BTC / 0.001 = 76.5 → 76 contracts = 0.076 BTC
    const m = contractSize('multiplier', 0.0765, 60000, 100, 0.001);
    expect(m.contracts).toBe(76);
    expectNear(m.units, 0.076, 1e-15);
    // Binary rounding does not cost a contract: 0.3 · 1,000 / 100 is 3, not 2.
    expect(contractSize('linear', 0.3, 1000, 100, 0.001).contracts).toBe(3);
    expect(contractSize('multiplier', 0.3, 1000, 100, 0.1).contracts).toBe(3);
    const u = contractSize('units', 0.0765, 60000, 100, 0.001);
    expect(u.contracts).toBeNaN();
    expect(u.units).toBe(0.0765);
  });

  it('funding: weight 0 = entry, 1 = take, no take = entry; sign by side', () => {
    expect(fundingPrice(60000, 62400, 0)).toBe(60000);
    expect(fundingPrice(60000, 62400, 1)).toBe(62400);
    expect(fundingPrice(60000, 62400, 0.5)).toBe(61200);
    expect(fundingPrice(60000, NaN, 1)).toBe(60000);
    expectNear(fundingCost(1, 0.075, 60000, 0.0001, 24), 1.35);
    // A short paying a negative rate for 48 h, charged at the take 57,600.
    expectNear(fundingCost(-1, 0.075, 57600, -0.0002, 48), 5.184);
  });

  it('profit at the take is NaN without a take; fees then use the stop fill', () => {
    const r = positionMargin({ ...LONG, take: NaN });
    expect(r.profitAtTake).toBeNaN();
    expect(r.rewardRiskNet).toBeNaN();
    expectNear(r.fees, 0.075 * (30.018 + 29.38236));
    expectNear(r.fundingCost, 1.35);
    expect(profitAtTake(1, 1, 100, NaN, 0, 0)).toBeNaN();
  });

  it('Kelly: p − (1 − p)/b, equal to the binomial (p(b + 1) − 1)/b', () => {
    expect(kellyFraction(0.5, 2)).toBe(0.25);
    expectNear(kellyFraction(0.6, 1.5), 0.6 - 0.4 / 1.5);
    expectNear(kellyFraction(0.3, 2), -0.05);
    const next = random(3);
    for (let i = 0; i < 1000; i++) {
      const p = next();
      const b = 0.1 + next() * 10;
      expectNear(kellyFraction(p, b), (p * (b + 1) - 1) / b, 1e-12);
    }
  });

  it('stop against liquidation: danger at or beyond, warn within 1 % of the entry, ok otherwise', () => {
    const danger = positionMargin({ ...LONG, leverage: 50 });
    expectNear(danger.liquidationPrice, (90 - 4500) / (0.075 * 0.004 - 0.075));
    expect(danger.stopBeyondLiquidation).toBe(1);
    expect(stopStatus(1, 58800, 60000, danger.liquidationPrice)).toBe('danger');
    expect(stopBeyondLiquidation(1, 54000, 54000)).toBe(true);
    expect(stopBeyondLiquidation(-1, 66000, 66000)).toBe(true);
    expect(stopBeyondLiquidation(1, 58800, NaN)).toBe(false);
    expect(stopStatus(1, 57831.33 + 599, 60000, 57831.33)).toBe('warn');
    expect(stopStatus(1, 57831.33 + 601, 60000, 57831.33)).toBe('ok');
    expect(stopStatus(-1, 60200, 60000, 60757)).toBe('warn');
    expect(stopStatus(-1, 60100, 60000, 60757)).toBe('ok');
    expect(positionMargin({ ...LONG, leverage: 1 }).liquidationPrice).toBeNaN();
    expect(positionMargin({ ...LONG, leverage: 1 }).stopBeyondLiquidation).toBe(0);
  });

  it('a stop at or past the liquidation price never triggers: the loss is the margin plus the entry fee', () => {
    const liquidated = positionMargin({ ...LONG, leverage: 50 });
    const entryFee = 0.0005 * liquidated.effectiveEntry * liquidated.units;
    expectNear(liquidated.lossAtStop, -(90 + entryFee));
    expect(liquidated.riskAmount).toBe(100);
    const direct = positionMargin({ ...LONG, leverage: 50, sizeMode: 'direct', quantity: 0.075 });
    expectNear(direct.riskAmount, 90 + entryFee);
    expectNear(direct.lossAtStop, -direct.riskAmount, 1e-15);
  });

  it('names every problem in the order of the spec rules', () => {
    expect(positionMarginProblems(LONG)).toEqual([]);
    expect(positionMarginProblems(SHORT)).toEqual([]);
    expect(positionMarginProblems({ ...LONG, stop: 61000 })).toContain('position');
    expect(positionMarginProblems({ ...SHORT, stop: 59000 })).toContain('position');
    expect(positionMarginProblems({ ...LONG, account: 100 })).toEqual(['zeroUnits']);
    expect(positionMarginProblems({ ...LONG, account: 1000, riskPct: 0.5, minNotional: 200 })).toEqual(['minNotional']);
    expect(positionMarginProblems({ ...LONG, tiers: [] })).toEqual(['tiersEmpty']);
    expect(positionMarginProblems({ ...LONG, take: 59000 })).toEqual(['take']);
    // A take that followed a stop on the wrong side: only the stop is reported.
    expect(positionMarginProblems({ ...LONG, stop: 61000, take: 58000 })).toEqual(['position']);
    expect(POSITION_MARGIN_PROBLEMS).toHaveLength((SPEC.validate ?? []).length);
  });
});

interface RandomCase {
  input: PositionMarginInput;
  result: PositionMarginResult;
}

/** Valid random inputs over a wide range of prices, sizes and costs. */
function randomInput(next: () => number, overrides: Partial<PositionMarginInput> = {}): PositionMarginInput {
  const s: 1 | -1 = next() < 0.5 ? 1 : -1;
  const entry = 10 ** (next() * 8 - 3); // 0.001 … 100,000
  const distance = 0.001 + next() * 0.3;
  const modes: QuantityMode[] = ['units', 'linear', 'multiplier'];
  const take = next() < 0.2 ? NaN : entry * (1 + s * (0.001 + next() * 0.5));
  return {
    s,
    entry,
    stop: entry * (1 - s * distance),
    take: take > 0 ? take : NaN,
    account: 10 ** (next() * 6 + 1),
    riskPct: 0.01 + next() * 10,
    sizeMode: next() < 0.7 ? 'risk' : 'direct',
    quantity: 10 ** (next() * 8 - 3),
    leverage: 1 + Math.floor(next() * 125),
    entryFee: next() * 0.002,
    exitFee: next() * 0.002,
    halfSpread: next() * 0.001,
    entrySlippage: next() * 0.003,
    exitSlippage: next() * 0.003,
    fundingRate: (next() - 0.5) * 0.002,
    hours: next() * 24 * 30,
    fundingPriceWeight: next(),
    winRate: next(),
    rewardRisk: 0.2 + next() * 5,
    quantityMode: modes[Math.floor(next() * 3)] as QuantityMode,
    contractValue: [1, 10, 100][Math.floor(next() * 3)] as number,
    contractMultiplier: [0.0001, 0.001, 0.01, 1][Math.floor(next() * 4)] as number,
    lotSize: [0, 0.0001, 0.001, 0.01, 0.1, 1][Math.floor(next() * 6)] as number,
    minNotional: next() < 0.5 ? 0 : 5,
    tiers: BTC_TIERS,
    ...overrides,
  };
}

function randomCases(seed: number, count: number, overrides: Partial<PositionMarginInput> = {}): RandomCase[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const input = randomInput(next, overrides);
    return { input, result: positionMargin(input) };
  });
}

// Generous timeouts: the machine running the suite may be busy; each test alone takes well under a second.
describe('properties (random inputs)', { timeout: 30_000 }, () => {
  it('risk mode before lot rounding: units · u equals the risk amount (relative 1e-12)', () => {
    for (const { input, result } of randomCases(11, 10000, { sizeMode: 'risk' })) {
      const exact = unitsForRisk(input.account, input.riskPct, result.lossPerUnit);
      expect(result.lossPerUnit).toBeGreaterThan(0);
      expectNear(exact * result.lossPerUnit, riskBudget(input.account, input.riskPct), 1e-12);
      expect(result.riskAmount).toBe(riskBudget(input.account, input.riskPct));
    }
  });

  it('after rounding down (lot, then contracts) the loss at the stop never exceeds the risk amount', () => {
    // floorToStep forgives a quotient within 1e-12 (relative) of a whole number (0.3 / 0.1 = 2.9999…),
    // so each rounding — to the lot, then to whole contracts — may exceed the exact size by at most
    // 1e-12 of itself: a loss of at most riskAmount · (1 + 2e-12). Exactly (no tolerance) it
    // holds whenever the quotient is not within that margin of a whole number.
    for (const { input, result } of randomCases(12, 10000, { sizeMode: 'risk' })) {
      // Liquidated before the stop, the loss is the margin plus the entry fee instead (tested below).
      if (result.stopBeyondLiquidation === 0) expect(-result.lossAtStop).toBeLessThanOrEqual(result.riskAmount * (1 + 2e-12));
      expect(result.units).toBeLessThanOrEqual(result.rawUnits * (1 + 2e-12));
      expect(result.lotUnits).toBeLessThanOrEqual(result.rawUnits * (1 + 1e-12));
      if (input.lotSize > 0) {
        // At most one lot below the exact size, and a whole number of lots.
        expect(result.lotUnits).toBeGreaterThan(result.rawUnits - input.lotSize * (1 + 1e-9));
        const lots = result.lotUnits / input.lotSize;
        expect(Math.abs(lots - Math.round(lots))).toBeLessThan(1e-9 * Math.max(1, lots));
      } else {
        expect(result.lotUnits).toBe(result.rawUnits);
      }
    }
  });

  it('contracts: whole, contracts · size ≤ the lot units, and less than one contract below them', () => {
    for (const { input, result } of randomCases(13, 10000)) {
      if (input.quantityMode === 'units') {
        expect(result.contracts).toBeNaN();
        expect(result.units).toBe(result.lotUnits);
        continue;
      }
      expect(Number.isInteger(result.contracts)).toBe(true);
      expect(result.contracts).toBeGreaterThanOrEqual(0);
      const perContract = input.quantityMode === 'linear' ? input.contractValue / input.entry : input.contractMultiplier;
      if (input.quantityMode === 'linear') {
        expectNear(result.units, (result.contracts * input.contractValue) / input.entry, 1e-15);
        expect((result.contracts * input.contractValue) / input.entry).toBeLessThanOrEqual(result.lotUnits * (1 + 1e-9));
      } else {
        expectNear(result.units, result.contracts * input.contractMultiplier, 1e-15);
      }
      expect(result.units).toBeLessThanOrEqual(result.lotUnits * (1 + 1e-9));
      expect(result.lotUnits - result.units).toBeLessThan(perContract * (1 + 1e-9));
    }
  });

  it('loss and profit are the fills minus the fees; without costs they are units · |price − entry|', () => {
    for (const { input, result } of randomCases(14, 5000)) {
      const { s } = input;
      const stopFees = tradeFees(result.units, result.effectiveEntry, result.effectiveStop, input.entryFee, input.exitFee);
      const liquidationLoss = -(result.initialMargin + input.entryFee * result.effectiveEntry * result.units);
      const stopLoss = s * (result.effectiveStop - result.effectiveEntry) * result.units - stopFees;
      expectNear(result.lossAtStop, result.stopBeyondLiquidation === 1 ? liquidationLoss : stopLoss, 1e-9);
      if (!Number.isNaN(input.take)) {
        expectNear(result.profitAtTake, s * (result.effectiveTake - result.effectiveEntry) * result.units - result.fees, 1e-9);
      }
      const free = positionMargin({ ...input, entryFee: 0, exitFee: 0, halfSpread: 0, entrySlippage: 0, exitSlippage: 0 });
      expectNear(free.lossPerUnit, Math.abs(input.entry - input.stop), 1e-12);
      if (!Number.isNaN(input.take)) expectNear(free.profitAtTake, free.units * Math.abs(input.take - input.entry), 1e-9);
      expect(free.fees).toBe(0);
    }
  });

  it('the liquidation price makes equity equal the maintenance margin of the tier of the notional at that price', () => {
    for (const { input, result } of randomCases(15, 5000)) {
      if (!(result.units > 0) || Number.isNaN(result.liquidationPrice)) continue;
      const p = result.liquidationPrice;
      const mmr = tierMmr(BTC_TIERS, result.units * p);
      const cum = tierCum(BTC_TIERS, result.units * p);
      const equity = result.initialMargin + input.s * result.units * (p - input.entry);
      const maintenance = result.units * p * mmr - cum;
      expect(Math.abs(equity - maintenance)).toBeLessThanOrEqual(1e-9 * Math.max(1, result.notional));
      expectNear(result.liquidationPrice, exchangeLiquidationPrice(input.s, result.units, input.entry, result.initialMargin, mmr, cum), 1e-9);
      // A liquidation price on the profit side of the entry (leverage above what the tier allows)
      // means liquidation at once: the stop always lies beyond it.
      if (input.s * (input.entry - p) <= 0) expect(result.stopBeyondLiquidation).toBe(1);
    }
  });

  it('funding is linear in the weight: P_f moves from the entry (w = 0) to the take (w = 1)', () => {
    for (const { input, result } of randomCases(16, 2000)) {
      const at = (w: number) => positionMargin({ ...input, fundingPriceWeight: w }).fundingCost;
      if (Number.isNaN(input.take)) {
        expect(at(0)).toBe(at(1));
        continue;
      }
      const w = input.fundingPriceWeight;
      expectNear(result.fundingCost, at(0) * (1 - w) + at(1) * w, 1e-9);
      // A positive rate costs a long (+) and pays a short (−).
      if (input.fundingRate > 0 && input.hours > 0 && result.units > 0) expect(Math.sign(result.fundingCost)).toBe(input.s);
    }
  });
});

describe('the spec computes the same as src/finance/positionMargin.ts', { timeout: 30_000 }, () => {
  const compiled = compileCalculator(SPEC);

  /** The calculator's resolved inputs (defaults and defaultExpr applied by the engine) as a PositionMarginInput. */
  /** The spec's inputs as the oracle takes them: the spec takes rates in percent, the oracle as fractions of 1. */
  function toInput(values: Record<string, InputValue>): PositionMarginInput {
    const n = (id: string) => values[id] as number;
    return {
      s: values.side === 'long' ? 1 : -1,
      entry: n('entry'),
      stop: n('stop'),
      take: n('take'),
      account: n('account'),
      riskPct: n('riskPct'),
      sizeMode: values.sizeMode as 'risk' | 'direct',
      quantity: n('quantity'),
      leverage: n('leverage'),
      entryFee: n('entryFee') / 100,
      exitFee: n('exitFee') / 100,
      halfSpread: n('halfSpread') / 100,
      entrySlippage: n('entrySlippage') / 100,
      exitSlippage: n('exitSlippage') / 100,
      fundingRate: n('fundingRate') / 100,
      hours: n('hours'),
      fundingPriceWeight: n('fundingPriceWeight'),
      winRate: n('winRate') / 100,
      rewardRisk: n('rewardRisk'),
      quantityMode: values.quantityMode as QuantityMode,
      contractValue: n('contractValue'),
      contractMultiplier: n('contractMultiplier'),
      lotSize: n('lotSize'),
      minNotional: n('minNotional'),
      tiers: (values.tierTable as unknown as MaintenanceTier[]).map((tier) => ({ ...tier, mmr: tier.mmr / 100 })),
    };
  }

  const OUTPUTS = ['units', 'contracts', 'notional', 'initialMargin', 'riskAmount', 'lossAtStop', 'profitAtTake', 'rewardRiskNet', 'fees', 'fundingCost', 'liquidationPrice', 'stopBeyondLiquidation', 'kellyFraction'] as const;

  it('every output id of the issue is an output of the spec', () => {
    expect(SPEC.outputs.map((output) => output.id)).toEqual([...OUTPUTS]);
  });

  SPEC.examples.forEach((example, index) => {
    it(`example ${index + 1} "${example.name ?? ''}": the functions give the expected values and problems`, () => {
      const evaluated = evaluateCalculator(compiled, example.inputs as Record<string, InputValue>);
      const input = toInput(evaluated.inputs);
      const problems = positionMarginProblems(input);
      if (example.expectError !== undefined) {
        expect(problems).toContain(POSITION_MARGIN_PROBLEMS[example.expectError]);
        return;
      }
      expect(problems).toEqual([]);
      const result = positionMargin(input);
      for (const [key, expected] of Object.entries(example.expect ?? {})) {
        const value = result[key as (typeof OUTPUTS)[number]];
        if (expected === null) expect(Number.isFinite(value), `${key} is not computable`).toBe(false);
        else expectNear(value, expected as number, 1e-9);
      }
      if (example.expectStatus !== undefined) expect(stopStatus(input.s, input.stop, input.entry, result.liquidationPrice)).toBe(example.expectStatus);
    });
  });

  it('1,000 random inputs, valid and invalid: same outputs, same rules fired, same status', () => {
    const next = random(21);
    for (let i = 0; i < 1000; i++) {
      const input = randomInput(next);
      // Now and then break one rule, so the validation is compared too.
      const broken: Partial<PositionMarginInput>[] = [
        {}, {}, {}, {},
        { stop: input.entry * (1 + input.s * 0.01) },
        { riskPct: 0 },
        { take: input.entry * (1 - input.s * 0.01) },
        { fundingPriceWeight: 1.2 },
        { lotSize: input.entry * 100 },
        { minNotional: 1e12 },
        { tiers: [{ notionalUpTo: 1000, mmr: 0.01 }, { notionalUpTo: 500, mmr: 0.02 }] },
      ];
      const changed = { ...input, ...broken[Math.floor(next() * broken.length)] };
      const values: Record<string, InputValue> = {
        side: changed.s === 1 ? 'long' : 'short',
        entry: changed.entry,
        stop: changed.stop,
        take: changed.take,
        account: changed.account,
        riskPct: changed.riskPct,
        sizeMode: changed.sizeMode,
        quantity: changed.quantity,
        leverage: changed.leverage,
        entryFee: changed.entryFee * 100,
        exitFee: changed.exitFee * 100,
        halfSpread: changed.halfSpread * 100,
        entrySlippage: changed.entrySlippage * 100,
        exitSlippage: changed.exitSlippage * 100,
        fundingRate: changed.fundingRate * 100,
        hours: changed.hours,
        fundingPriceWeight: changed.fundingPriceWeight,
        winRate: changed.winRate * 100,
        rewardRisk: changed.rewardRisk,
        quantityMode: changed.quantityMode,
        contractValue: changed.contractValue,
        contractMultiplier: changed.contractMultiplier,
        lotSize: changed.lotSize,
        minNotional: changed.minNotional,
        tierTable: changed.tiers.map((tier) => ({ ...tier })),
      };
      const evaluated = evaluateCalculator(compiled, values);
      // Hidden inputs (riskPct in direct mode, …) take their defaults in the engine: compare with those.
      const seen = toInput(evaluated.inputs);
      const problems = positionMarginProblems(seen);
      expect(evaluated.errors.map((error) => POSITION_MARGIN_PROBLEMS[error.index])).toEqual(problems);
      if (problems.length > 0) {
        expect(evaluated.blocked).toBe(true);
        continue;
      }
      const expected = positionMargin(seen);
      for (const key of OUTPUTS) {
        const value = expected[key];
        if (Number.isFinite(value)) expectNear(evaluated.outputs[key] as number, value, 1e-9);
        else expect(evaluated.outputs[key]).toBeNull();
      }
      expect(evaluated.status?.level).toBe(stopStatus(seen.s, seen.stop, seen.entry, expected.liquidationPrice));
    }
  });
});
