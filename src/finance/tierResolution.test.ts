import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../engine/build/repoSpecs';
import { compileCalculator } from '../engine/compileCalculator';
import { evaluateCalculator } from '../engine/evaluateCalculator';
import { expectNear, random } from './testSupport.testHelper';
import { fittingTiers, liqTier, liqTierCount, liquidationTierCandidates, type LiquidationTerms } from './tierResolution';
import { maintenanceAmounts, selectTier, type MaintenanceTier } from './tiers';

// The shipped snapshot (specs/calculators/liquidation-pro.yaml `data.tiers`), read from the spec itself.
const spec = repoCalculatorSpec('liquidation-pro');
const shipped = (spec.data as { tiers: Record<'BTC' | 'ETH', MaintenanceTier[]> }).tiers;

/**
 * Test oracle, independent of the candidate method: a bisection over the mark price on
 * equity(P) − required(P), with the tier looked up from the notional at P itself. NaN when the
 * difference never changes sign above 0 (no liquidation price).
 */
function bruteForceLiquidationPrice(tiers: readonly MaintenanceTier[], { s, quantity, entry, balance, fee }: LiquidationTerms): number {
  const cums = maintenanceAmounts(tiers);
  const gap = (price: number) => {
    const notional = quantity * price;
    let index = tiers.findIndex((tier) => notional <= tier.notionalUpTo);
    if (index === -1) index = tiers.length - 1;
    const required = notional * ((tiers[index] as MaintenanceTier).mmr + fee) - (cums[index] as number);
    return balance + s * quantity * (price - entry) - required;
  };
  let lo = 1e-9;
  let hi = 1e13;
  const gapLo = gap(lo);
  if (Math.sign(gapLo) === Math.sign(gap(hi)) || gapLo === 0) return NaN;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(gap(mid)) === Math.sign(gapLo)) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A random position on a random shipped table: isolated or cross balance, with or without a closing fee. */
function randomPosition(next: () => number): { tiers: MaintenanceTier[]; asset: 'BTC' | 'ETH'; terms: LiquidationTerms; leverage: number } {
  const asset = next() < 0.5 ? 'BTC' : 'ETH';
  const entry = asset === 'BTC' ? 10000 + next() * 90000 : 500 + next() * 4500;
  const notional = 10 ** (2 + next() * 6.5); // 100 … ~300 million USDT
  const leverage = [1.05, 1.2, 1.5, 2, 3, 5, 10, 20, 50, 100][Math.floor(next() * 10)] as number;
  const initialMargin = notional / leverage;
  const balance = next() < 0.5 ? initialMargin : initialMargin * (0.8 + next() * 3) - next() * initialMargin * 0.2 + (next() - 0.5) * initialMargin * 0.5;
  const terms = { s: next() < 0.5 ? 1 : -1, quantity: notional / entry, entry, balance, fee: next() < 0.5 ? next() * 0.001 : 0 };
  return { tiers: shipped[asset], asset, terms, leverage };
}

const btc = (quantity: number, leverage: number, s = 1, fee = 0): LiquidationTerms => ({ s, quantity, entry: 60000, balance: (60000 * quantity) / leverage, fee });

describe('liquidation tier resolution', () => {
  it('17.5 BTC long at 10x: the entry is in tier 4, the liquidation in tier 3', () => {
    const candidates = liquidationTierCandidates(shipped.BTC, btc(17.5, 10));
    expect(candidates.filter((c) => c.fits).map((c) => c.tier)).toEqual([3]);
    expectNear(candidates[2]?.price as number, 54470.41847041847);
    expectNear(candidates[3]?.price as number, 54429.30402930403); // tier 4's price lands in tier 3: does not fit
    expect(candidates[3]?.fits).toBe(false);
  });

  it('crossing several borders needs no extra steps: 500 BTC at 1.5x (tier 6 → 5) and 5,000 BTC at 1.05x (tier 9 → 5)', () => {
    expect(liqTier(shipped.BTC, 1, 500, 60000, 20000000, 0)).toBe(5);
    // (20,000,000 + 266,300 − 30,000,000) / (500 · 0.05 − 500) = 20,492, as scripts/reference/liquidationTiers.py finds.
    expectNear(fittingTiers(shipped.BTC, btc(500, 1.5))[0]?.price as number, 20492);
    expect(liqTier(shipped.BTC, 1, 5000, 60000, 300000000 / 1.05, 0)).toBe(5);
    expectNear(fittingTiers(shipped.BTC, btc(5000, 1.05))[0]?.price as number, 2951.4556390977414);
  });

  it('no tier fits exactly when there is no liquidation price', () => {
    // A long whose (cross) balance covers a fall to zero.
    expect(liqTierCount(shipped.BTC, 1, 0.5, 60000, 100000, 0)).toBe(0);
    expect(liqTier(shipped.BTC, 1, 0.5, 60000, 100000, 0)).toBeNaN();
    // A short whose balance is below −Q·E cannot be held at any price.
    expect(liqTierCount(shipped.BTC, -1, 0.5, 60000, -40000, 0)).toBe(0);
  });

  it('on a border both neighbours fit with the same price, and the lower tier applies (a bracket includes its upper bound)', () => {
    const tiers: MaintenanceTier[] = [
      { notionalUpTo: 50000, mmr: 0.004 },
      { notionalUpTo: 250000, mmr: 0.005 },
    ];
    // Choose the balance so that tier 1's price puts the notional exactly at 50,000: P = 50,000 / Q.
    const quantity = 1;
    const price = 50000;
    const balance = quantity * price * 0.004 - quantity * (price - 60000); // equity = required at P
    expect(liqTierCount(tiers, 1, quantity, 60000, balance, 0)).toBe(2);
    expect(liqTier(tiers, 1, quantity, 60000, balance, 0)).toBe(1);
  });

  // 20,000 positions, each with a 200-step bisection: allow for a busy shared machine.
  it('property: over 20,000 random positions exactly one tier fits when a price exists, its bracket holds Q·P, and P equals a brute-force search', { timeout: 60_000 }, () => {
    const next = random(21);
    let priced = 0;
    let changedTier = 0;
    for (let i = 0; i < 20000; i++) {
      const { tiers, terms } = randomPosition(next);
      const oracle = bruteForceLiquidationPrice(tiers, terms);
      const tier = liqTier(tiers, terms.s, terms.quantity, terms.entry, terms.balance, terms.fee);
      if (Number.isNaN(oracle)) {
        expect(liqTierCount(tiers, terms.s, terms.quantity, terms.entry, terms.balance, terms.fee)).toBe(0);
        continue;
      }
      priced++;
      const chosen = liquidationTierCandidates(tiers, terms)[tier - 1];
      expect(chosen?.fits).toBe(true);
      expect(selectTier(tiers, chosen?.notional as number).index + 1).toBe(tier);
      expectNear(chosen?.price as number, oracle, 1e-9);
      if (tier !== selectTier(tiers, terms.quantity * terms.entry).index + 1) changedTier++;
    }
    expect(priced).toBeGreaterThan(15000);
    expect(changedTier).toBeGreaterThan(500);
  });
});

describe('specs/calculators/liquidation-pro.yaml uses the resolution', () => {
  const compiled = compileCalculator(spec);

  // Each evaluation runs ~40 formulas and a 30-row table: allow for a busy shared machine.
  it('1,000 random inputs: price, tier and the tiers-tried table agree with the oracle', { timeout: 120_000 }, () => {
    const next = random(22);
    for (let i = 0; i < 1000; i++) {
      const { asset, terms, leverage } = randomPosition(next);
      const initialMargin = (terms.quantity * terms.entry) / leverage;
      const cross = Math.abs(terms.balance - initialMargin) > 1e-9 * initialMargin;
      const inputs = {
        asset,
        side: terms.s === 1 ? 'long' : 'short',
        marginMode: cross ? 'cross' : 'isolated',
        entry: terms.entry,
        quantity: terms.quantity,
        leverage,
        mmrMode: 'auto',
        walletBalance: cross ? terms.balance : 0,
        otherMaintenance: 0,
        otherUnrealizedPnl: 0,
        includeCloseFee: terms.fee > 0,
        // The calculator takes the taker fee in percent; the oracle's fee is a fraction of 1.
        takerFee: terms.fee * 100,
      };
      const { outputs, blocked, tables } = evaluateCalculator(compiled, inputs as never);
      expect(blocked).toBe(false);
      const oracle = bruteForceLiquidationPrice(shipped[asset], terms);
      if (Number.isNaN(oracle)) {
        expect(outputs.liquidationPrice).toBeNull();
        expect(outputs.liquidationTier).toBeNull();
      } else {
        expectNear(outputs.liquidationPrice as number, oracle, 1e-9);
        expect(selectTier(shipped[asset], terms.quantity * oracle).index + 1).toBe(outputs.liquidationTier);
      }
      const candidates = liquidationTierCandidates(shipped[asset], terms);
      candidates.forEach((candidate) => {
        const cells = tables.tiers?.rows[`t${candidate.tier}`]?.cells ?? {};
        expect(cells.fits).toBe(candidate.fits ? 1 : 0);
      });
      expect(tables.tiers?.rows.t11?.visible).toBe(false);
    }
  });
});
