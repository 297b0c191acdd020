import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileCalculator } from '../engine/compileCalculator';
import { evaluateCalculator } from '../engine/evaluateCalculator';
import type { CalculatorSpec } from '../engine/specTypes.generated';
import { exchangeLiquidationPrice } from './liquidation';
import {
  backingBalance,
  equityAt,
  exactTieredLiquidationPrice,
  liquidationPriceWithFee,
  liquidationWithTierRecheck,
  requiredMarginAt,
  type LiquidationProInput,
  type MaintenanceSource,
  type MarginAccount,
} from './liquidationPro';
import { tierNumber, type MaintenanceTier } from './tiers';
import { random, expectNear } from './testSupport';

// The shipped snapshot (specs/calculators/liquidation-pro.yaml `data.tiers`), read from the spec itself.
const specPath = join(import.meta.dirname, '..', '..', 'specs', 'calculators', 'liquidation-pro.yaml');
const spec = parse(readFileSync(specPath, 'utf8')) as CalculatorSpec;
const shipped = (spec.data as { tiers: Record<'BTC' | 'ETH', MaintenanceTier[]> }).tiers;
const BTC = shipped.BTC;
const ETH = shipped.ETH;

const ISOLATED: MarginAccount = { marginMode: 'isolated', walletBalance: 0, otherMaintenance: 0, otherUnrealizedPnl: 0 };
const AUTO_BTC: MaintenanceSource = { mode: 'auto', tiers: BTC };

function position(overrides: Partial<LiquidationProInput>): LiquidationProInput {
  return { s: 1, entry: 60000, quantity: 0.5, leverage: 10, account: ISOLATED, maintenance: AUTO_BTC, closeFee: 0, ...overrides };
}

/** A random position on a random shipped table, isolated or cross, with or without the closing fee. */
function randomInput(next: () => number): LiquidationProInput {
  const asset = next() < 0.5 ? 'BTC' : 'ETH';
  const entry = asset === 'BTC' ? 10000 + next() * 90000 : 500 + next() * 4500;
  const notional = 10 ** (2 + next() * 6.5); // 100 … ~300 million USDT
  const leverage = [1.2, 1.5, 2, 3, 5, 10, 20, 50, 100][Math.floor(next() * 9)] as number;
  const cross = next() < 0.5;
  const initialMargin = notional / leverage;
  const account: MarginAccount = cross
    ? { marginMode: 'cross', walletBalance: initialMargin * (0.8 + next() * 3), otherMaintenance: next() * initialMargin * 0.2, otherUnrealizedPnl: (next() - 0.5) * initialMargin * 0.5 }
    : ISOLATED;
  const maintenance: MaintenanceSource = next() < 0.85 ? { mode: 'auto', tiers: asset === 'BTC' ? BTC : ETH } : { mode: 'manual', mmr: next() * 0.05 };
  return { s: next() < 0.5 ? 1 : -1, entry, quantity: notional / entry, leverage, account, maintenance, closeFee: next() < 0.5 ? next() * 0.001 : 0 };
}

describe('liquidationPriceWithFee and the balance behind the position', () => {
  it('is the exchange formula with the fee added to the rate', () => {
    expect(liquidationPriceWithFee(1, 0.5, 60000, 3000, 0.004, 0, 0)).toBe(exchangeLiquidationPrice(1, 0.5, 60000, 3000, 0.004, 0));
    // (3000 − 30000) / (0.5 · 0.0045 − 0.5)
    expectNear(liquidationPriceWithFee(1, 0.5, 60000, 3000, 0.004, 0, 0.0005), -27000 / (0.5 * 0.0045 - 0.5));
    // Short: (3000 + 30000) / (0.5 · 0.0045 + 0.5)
    expectNear(liquidationPriceWithFee(-1, 0.5, 60000, 3000, 0.004, 0, 0.0005), 33000 / (0.5 * 0.0045 + 0.5));
  });
  it('isolated: the initial margin alone; cross: WB − TMM + UPNL', () => {
    expect(backingBalance(ISOLATED, 3000)).toBe(3000);
    expect(backingBalance({ marginMode: 'isolated', walletBalance: 9999, otherMaintenance: 5, otherUnrealizedPnl: 7 }, 3000)).toBe(3000);
    expect(backingBalance({ marginMode: 'cross', walletBalance: 5000, otherMaintenance: 200, otherUnrealizedPnl: -300 }, 3000)).toBe(4500);
  });
});

describe('liquidationWithTierRecheck (issue 3 §1)', () => {
  it('long isolated, auto tier 1: one step', () => {
    const result = liquidationWithTierRecheck(position({}));
    expect(result.steps).toHaveLength(1);
    expect(result.rechecked).toBe(false);
    expect(result.settled).toBe(true);
    expect(result.appliedMmr).toBe(0.004);
    expect(result.maintenanceAmount).toBe(0);
    expectNear(result.liquidationPrice, 54216.867469879515);
    expectNear(result.liquidationNotional, 27108.433734939757);
    expectNear(result.distancePct, 0.09638554216867476);
  });
  it('short isolated, auto tier 1', () => {
    const result = liquidationWithTierRecheck(position({ s: -1 }));
    expectNear(result.liquidationPrice, 65737.05179282869);
    expectNear(result.distancePct, 0.0956175298804781);
  });
  it('long 17.5 BTC: step 1 in tier 4 lands in tier 3, step 2 settles there', () => {
    const result = liquidationWithTierRecheck(position({ quantity: 17.5 }));
    expect(result.rechecked).toBe(true);
    expect(result.settled).toBe(true);
    const [first, second] = result.steps;
    expect(first).toMatchObject({ tier: 4, mmr: 0.025, tierAtPrice: 3 });
    expectNear(first?.cum ?? NaN, 16300);
    expectNear(first?.price ?? NaN, 54429.30402930403);
    expect(second).toMatchObject({ tier: 3, mmr: 0.01, cum: 1300, tierAtPrice: 3 });
    expectNear(result.liquidationPrice, 54470.41847041847);
    expect(result.appliedMmr).toBe(0.01);
    expect(result.maintenanceAmount).toBe(1300);
  });
  it('short 16 BTC: step 1 in tier 3 lands in tier 4, step 2 settles there', () => {
    const result = liquidationWithTierRecheck(position({ s: -1, quantity: 16 }));
    expect(result.steps.map((step) => [step.tier, step.tierAtPrice])).toEqual([[3, 4], [4, 4]]);
    expectNear(result.steps[0]?.price ?? NaN, 65426.9801980198);
    expectNear(result.liquidationPrice, 65384.14634146342);
    expectNear(result.maintenanceAmount, 16300);
  });
  it('cross with other positions: WB − TMM + UPNL backs the position', () => {
    const account: MarginAccount = { marginMode: 'cross', walletBalance: 5000, otherMaintenance: 200, otherUnrealizedPnl: -300 };
    expectNear(liquidationWithTierRecheck(position({ account })).liquidationPrice, 51204.819277108436);
    const eth = liquidationWithTierRecheck({
      s: -1, entry: 3000, quantity: 20, leverage: 25, closeFee: 0, maintenance: { mode: 'auto', tiers: ETH },
      account: { marginMode: 'cross', walletBalance: 4000, otherMaintenance: 150, otherUnrealizedPnl: 250 },
    });
    expectNear(eth.liquidationPrice, 3185.0471932439145);
    expectNear(eth.maintenanceAmount, 15);
  });
  it('the closing fee moves the price towards the entry on both sides', () => {
    const long = liquidationWithTierRecheck(position({ closeFee: 0.0005 }));
    expectNear(long.liquidationPrice, 54244.09844299347);
    expect(long.liquidationPrice).toBeGreaterThan(liquidationWithTierRecheck(position({})).liquidationPrice);
    const short = liquidationWithTierRecheck(position({ s: -1, closeFee: 0.0005 }));
    expectNear(short.liquidationPrice, 65704.33051269289);
    expect(short.liquidationPrice).toBeLessThan(liquidationWithTierRecheck(position({ s: -1 })).liquidationPrice);
    expectNear(liquidationWithTierRecheck(position({ quantity: 17.5, closeFee: 0.0005 })).liquidationPrice, 54497.942683895184);
  });
  it('manual MMR: one step without maintenance amount, like the simple calculator', () => {
    const result = liquidationWithTierRecheck(position({ maintenance: { mode: 'manual', mmr: 0.005 } }));
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]?.tier).toBeNaN();
    expectNear(result.liquidationPrice, 54271.3567839196);
  });
  it('1x long has no liquidation price and no re-check', () => {
    const result = liquidationWithTierRecheck(position({ leverage: 1 }));
    expect(result.liquidationPrice).toBeNaN();
    expect(result.rechecked).toBe(false);
    // Near price 0 the notional is 0, in tier 1 — the entry's tier already, so nothing to re-check.
    expect(result.steps[0]).toMatchObject({ tier: 1, notionalAtPrice: 0, tierAtPrice: 1 });
    expect(result.steps).toHaveLength(1);
  });
});

describe('is step 2 self-consistent?', () => {
  it('not always: 500 BTC at 1.5x crosses two tier borders (6 → 4, then 4 → 5)', () => {
    const result = liquidationWithTierRecheck(position({ quantity: 500, leverage: 1.5 }));
    expect(result.steps.map((step) => [step.tier, step.tierAtPrice])).toEqual([[6, 4], [4, 5]]);
    expect(result.settled).toBe(false);
    expectNear(result.liquidationPrice, 20479.384615384617);
    // The exact price lies in tier 5: (20,000,000 + 266,300 − 30,000,000) / (500 · 0.05 − 500) = 20,492.
    const exact = exactTieredLiquidationPrice(1, 500, 60000, 20000000, BTC, 0);
    expectNear(exact, 20492);
    expect(tierNumber(BTC, 500 * exact)).toBe(5);
    // The note's claim: a long is liquidated no lower than max(P₁, P₂).
    expect(exact).toBeGreaterThanOrEqual(Math.max(...result.steps.map((step) => step.price)));
  });

  it('property: a settled result is the exact tiered price; an unsettled one is beyond the closer bound (20,000 random positions)', () => {
    const next = random(11);
    let rechecked = 0;
    let unsettled = 0;
    for (let i = 0; i < 20000; i++) {
      const input = randomInput(next);
      if (input.maintenance.mode !== 'auto') continue;
      const result = liquidationWithTierRecheck(input);
      const exact = exactTieredLiquidationPrice(input.s, input.quantity, input.entry, result.backingBalance, input.maintenance.tiers, input.closeFee);
      if (result.rechecked) rechecked++;
      if (result.settled) {
        // Also when step 1 found no price: a long is then re-checked near price 0 (tier 1).
        if (Number.isFinite(result.liquidationPrice)) expectNear(result.liquidationPrice, exact, 1e-9);
        else expect(exact).toBeNaN();
        continue;
      }
      unsettled++;
      // Rates rise tier by tier in the shipped tables: the exact price is at least as close to the
      // entry as both steps (long: ≥ max, short: ≤ min), which is what the spec's note says.
      const prices = result.steps.map((step) => step.price).filter(Number.isFinite);
      const bound = input.s === 1 ? Math.max(...prices) : Math.min(...prices);
      expect(input.s * (exact - bound)).toBeGreaterThanOrEqual(-1e-9 * bound);
    }
    // Both cases occur: most re-checks settle after one step, a few do not.
    expect(rechecked).toBeGreaterThan(100);
    expect(unsettled).toBeGreaterThan(0);
    expect(unsettled).toBeLessThan(rechecked / 5);
  });

  it('a long whose entry tier gives no price is re-checked near price 0 with tier 1 (5,000 BTC at 1.05x)', () => {
    const result = liquidationWithTierRecheck(position({ quantity: 5000, leverage: 1.05 }));
    expect(result.steps[0]).toMatchObject({ tier: 9, notionalAtPrice: 0, tierAtPrice: 1 });
    expect(result.steps[0]?.price).toBeNaN();
    expect(result.rechecked).toBe(true);
    expectNear(result.liquidationPrice, 2868.6173264486483);
    // Tier 1's price lands in tier 5: not settled; the exact price (tier 5) is closer to the entry.
    expect(result.steps[1]?.tierAtPrice).toBe(5);
    expect(result.settled).toBe(false);
    const exact = exactTieredLiquidationPrice(1, 5000, 60000, result.backingBalance, BTC, 0);
    expect(tierNumber(BTC, 5000 * exact)).toBe(5);
    expect(exact).toBeGreaterThan(result.liquidationPrice);
  });

  it('one tier border crossed with a continuous table always settles', () => {
    // With P₁'s notional in the neighbouring tier, step 2 uses that tier's line, which agrees with
    // the true maintenance curve there; the crossing lies on its segment, so step 2 is exact.
    const next = random(12);
    for (let i = 0; i < 20000; i++) {
      const input = randomInput(next);
      if (input.maintenance.mode !== 'auto') continue;
      const result = liquidationWithTierRecheck(input);
      const [first] = result.steps;
      if (result.rechecked && first && Math.abs(first.tierAtPrice - first.tier) === 1) expect(result.settled).toBe(true);
    }
  });
});

describe('property: at the computed liquidation price equity equals the required margin', () => {
  it('for the step that produced it, 10,000 random positions, both sides, isolated and cross, with and without fee', () => {
    const next = random(13);
    let checked = 0;
    for (let i = 0; i < 10000; i++) {
      const input = randomInput(next);
      const result = liquidationWithTierRecheck(input);
      const last = result.steps[result.steps.length - 1];
      if (!last || !Number.isFinite(result.liquidationPrice)) continue;
      const p = result.liquidationPrice;
      const equity = equityAt(input.s, input.quantity, input.entry, result.backingBalance, p);
      const required = input.quantity * p * (last.mmr + input.closeFee) - last.cum;
      expect(Math.abs(equity - required)).toBeLessThanOrEqual(1e-9 * Math.max(1, input.quantity * p, Math.abs(result.backingBalance)));
      // When the result settled, the step's tier is the tier of the notional there: the curve of the chart meets equity there.
      if (result.settled) {
        const curve = requiredMarginAt(input.quantity, p, input.maintenance, input.closeFee);
        expect(Math.abs(equity - curve)).toBeLessThanOrEqual(1e-9 * Math.max(1, input.quantity * p, Math.abs(result.backingBalance)));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(8000);
  });

  it('long/short: the price lies on the loss side of the entry while equity at entry covers the requirement', () => {
    const next = random(14);
    for (let i = 0; i < 5000; i++) {
      const input = randomInput(next);
      const result = liquidationWithTierRecheck(input);
      if (!Number.isFinite(result.liquidationPrice) || !result.settled) continue;
      const atEntry = result.backingBalance - requiredMarginAt(input.quantity, input.entry, input.maintenance, input.closeFee);
      if (atEntry > 1e-6 * result.notional) expect(input.s * (input.entry - result.liquidationPrice)).toBeGreaterThan(0);
      if (atEntry < -1e-6 * result.notional) expect(input.s * (input.entry - result.liquidationPrice)).toBeLessThan(0);
    }
  });
});

describe('specs/calculators/liquidation-pro.yaml computes the same as liquidationPro.ts', () => {
  const compiled = compileCalculator(spec);
  const keys = ['notional', 'initialMargin', 'appliedMmr', 'maintenanceAmount', 'liquidationPrice', 'liquidationNotional', 'distancePct'] as const;

  function specInputs(input: LiquidationProInput, asset: string): Record<string, unknown> {
    return {
      asset,
      side: input.s === 1 ? 'long' : 'short',
      marginMode: input.account.marginMode,
      entry: input.entry,
      quantity: input.quantity,
      leverage: input.leverage,
      mmrMode: input.maintenance.mode,
      mmr: input.maintenance.mode === 'manual' ? input.maintenance.mmr : 0.005,
      walletBalance: input.account.walletBalance,
      otherMaintenance: input.account.otherMaintenance,
      otherUnrealizedPnl: input.account.otherUnrealizedPnl,
      includeCloseFee: input.closeFee > 0,
      takerFee: input.closeFee,
    };
  }

  it('every example of the spec agrees with the pure function', () => {
    let compared = 0;
    for (const example of spec.examples) {
      const given = example.inputs as Record<string, unknown>;
      const evaluated = evaluateCalculator(compiled, given as never);
      if (evaluated.blocked) continue;
      const values = evaluated.inputs as Record<string, unknown>;
      const cross = values.marginMode === 'cross';
      const input: LiquidationProInput = {
        s: values.side === 'long' ? 1 : -1,
        entry: values.entry as number,
        quantity: values.quantity as number,
        leverage: values.leverage as number,
        account: cross
          ? { marginMode: 'cross', walletBalance: values.walletBalance as number, otherMaintenance: values.otherMaintenance as number, otherUnrealizedPnl: values.otherUnrealizedPnl as number }
          : ISOLATED,
        maintenance: values.mmrMode === 'manual' ? { mode: 'manual', mmr: values.mmr as number } : { mode: 'auto', tiers: values.tierTable as MaintenanceTier[] },
        closeFee: values.includeCloseFee === true ? (values.takerFee as number) : 0,
      };
      const expected = liquidationWithTierRecheck(input);
      const whatIf = values.whatIfPrice as number;
      for (const key of keys) {
        const value = key === 'distancePct' ? Math.abs(whatIf - expected.liquidationPrice) / whatIf : expected[key];
        if (Number.isFinite(value)) expectNear(evaluated.outputs[key] as number, value, 1e-12);
        else expect(evaluated.outputs[key], `${example.name}: ${key}`).toBeNull();
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(15);
  });

  // Each evaluation runs ~40 formulas with tier lookups: allow for a busy shared machine.
  it('1,000 random inputs, including the steps table', { timeout: 60_000 }, () => {
    const next = random(15);
    for (let i = 0; i < 1000; i++) {
      const input = randomInput(next);
      const asset = input.maintenance.mode === 'auto' && input.maintenance.tiers === ETH ? 'ETH' : 'BTC';
      const { outputs, blocked, tables } = evaluateCalculator(compiled, specInputs(input, asset) as never);
      expect(blocked).toBe(false);
      const expected = liquidationWithTierRecheck(input);
      for (const key of keys) {
        const value = expected[key];
        if (Number.isFinite(value)) expectNear(outputs[key] as number, value, 1e-12);
        else expect(outputs[key]).toBeNull();
      }
      if (input.maintenance.mode !== 'auto') continue;
      const rows = tables.steps?.rows ?? {};
      expect(rows.step2?.visible).toBe(expected.rechecked);
      expected.steps.forEach((step, index) => {
        const cells = rows[`step${index + 1}`]?.cells ?? {};
        for (const column of ['tier', 'mmr', 'cum', 'price', 'notionalAtPrice', 'tierAtPrice'] as const) {
          const value = step[column];
          if (Number.isFinite(value)) expectNear(cells[column] as number, value, 1e-12);
          else expect(cells[column]).toBeNull();
        }
      });
    }
  });
});
