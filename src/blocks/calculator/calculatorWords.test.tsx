// @vitest-environment jsdom
/**
 * What the calculators of the tools and the guides say in words, for inputs a visitor types (numbers in
 * the page's language): the validation message, the status line, the notes, the formula disclosure, the
 * formatted outputs and which fields show, in English and German. Spec examples hold the figures and the
 * status levels; the texts and the formatting are checked here, where a spec example cannot express them.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../engine/localize';
import { repoCalculatorSpecs } from '../../engine/build/repoSpecs';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { renderCalculator } from './renderCalculator.testHelper';
import { applyCalculatorInputs, isTableCell } from './uiExampleMismatches';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

beforeEach(() => window.history.replaceState(null, '', '/calculator-words'));
afterEach(cleanup);

const specs = new Map(repoCalculatorSpecs().map(({ spec }) => [spec.id, spec]));

function spec(id: string): CalculatorSpec {
  const found = specs.get(id);
  if (!found) throw new Error(`no calculator ${id}`);
  return found;
}

/** Text as a reader compares it: runs of white space (also the narrow no-break space before %) as one space. */
const words = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

interface Expected {
  /** The alert's text ('' = no message), or a part of it. */
  alert?: string;
  alertContains?: string;
  /** The status element's level and text, or 'none' for no status element. */
  status?: 'none' | { level: 'ok' | 'warn' | 'danger'; text?: string; contains?: string[] };
  /** Texts the notes contain; texts the form shows or must not show anywhere. */
  notes?: string[];
  /** How many notes show. */
  noteCount?: number;
  inForm?: string[];
  notInForm?: string[];
  /** Output name → the text it shows. */
  shown?: Record<string, string>;
  /** Output name → its raw data-value. */
  raw?: Record<string, string>;
  /** Controls or outputs (by name) that are not rendered. */
  absent?: string[];
  /** A formula disclosure containing this text. */
  formula?: string;
}

interface Case {
  name: string;
  calc: string;
  lang: Lang;
  inputs: Record<string, unknown>;
  expected: Expected;
}

function form(calc: string): HTMLFormElement {
  return document.querySelector(`form[data-calc="${calc}"]`) as HTMLFormElement;
}

function check(calc: string, expected: Expected): void {
  const root = form(calc);
  if (expected.alert !== undefined) expect(words(root.querySelector('[role="alert"]')), 'alert').toBe(expected.alert);
  if (expected.alertContains !== undefined) expect(words(root.querySelector('[role="alert"]')), 'alert').toContain(expected.alertContains);
  if (expected.status === 'none') expect(root.querySelector('[data-status]'), 'no status').toBeNull();
  else if (expected.status) {
    const status = root.querySelector('[data-status]');
    expect(status?.getAttribute('data-status'), 'status level').toBe(expected.status.level);
    if (expected.status.text !== undefined) expect(words(status), 'status text').toBe(expected.status.text);
    for (const part of expected.status.contains ?? []) expect(words(status), 'status text').toContain(part);
  }
  for (const note of expected.notes ?? []) expect(words(root.querySelector('.calc-notes')), 'notes').toContain(note);
  if (expected.noteCount !== undefined) expect(root.querySelectorAll('.calc-note'), 'notes shown').toHaveLength(expected.noteCount);
  for (const text of expected.inForm ?? []) expect(words(root)).toContain(text);
  for (const text of expected.notInForm ?? []) expect(words(root)).not.toContain(text);
  for (const [name, text] of Object.entries(expected.shown ?? {})) expect(words(root.querySelector(`output[name="${name}"]`)), `${name} shows`).toBe(text);
  for (const [name, raw] of Object.entries(expected.raw ?? {})) expect(root.querySelector(`output[name="${name}"]`)?.getAttribute('data-value'), `${name} data-value`).toBe(raw);
  const known = new Set([...spec(calc).inputs, ...spec(calc).outputs].map((part) => part.id));
  for (const name of expected.absent ?? []) {
    // Only names the spec has: a misspelt name would pass for the wrong reason.
    expect(known.has(name.split('.')[0] ?? name) || isTableCell(spec(calc), name), `${name} is an input, output or table cell of ${calc}`).toBe(true);
    expect(root.querySelector(`[name="${name}"]`), `${name} not rendered`).toBeNull();
  }
  if (expected.formula !== undefined) {
    const formulas = [...root.querySelectorAll('details')].map(words);
    expect(formulas.some((formula) => formula.includes(expected.formula as string)), `a formula shows "${expected.formula}"`).toBe(true);
  }
}

/** Renders the calculator (without add-ons), types the inputs in the language and checks what it says. */
function runCase({ calc, lang, inputs, expected }: Case): void {
  const ids = new Set(spec(calc).inputs.map((input) => input.id));
  expect(Object.keys(inputs).filter((id) => !ids.has(id)), `inputs of ${calc}`).toEqual([]);
  renderCalculator(spec(calc), lang, {});
  applyCalculatorInputs(spec(calc), inputs, lang);
  check(calc, expected);
}

/** The built-in BTC tiers as the form shows them: rates in percent. */
const DEFAULT_TIERS = [
  { notionalUpTo: 50000, mmr: 0.4 },
  { notionalUpTo: 250000, mmr: 0.5 },
  { notionalUpTo: 1000000, mmr: 1 },
  { notionalUpTo: 10000000, mmr: 2.5 },
  { notionalUpTo: 20000000, mmr: 5 },
  { notionalUpTo: 50000000, mmr: 10 },
  { notionalUpTo: 100000000, mmr: 12.5 },
  { notionalUpTo: 200000000, mmr: 15 },
  { notionalUpTo: 300000000, mmr: 25 },
  { notionalUpTo: 500000000, mmr: 50 },
];
const tiersWith = (row: number, cells: Record<string, unknown>) => DEFAULT_TIERS.map((tier, index) => (index === row - 1 ? { ...tier, ...cells } : tier));

const liquidation = { asset: 'BTC', side: 'long', marginMode: 'isolated', entry: 60000, quantity: 0.5, leverage: 10, mmrMode: 'manual', mmr: 0.5 };
const targetPrice = { side: 'long', entry: 60000, quantity: 0.5, leverage: 10, goalType: 'roi', goal: 20, feeRate: 0.2 };
const targetPricePro = { side: 'long', entry: 60000, quantity: 0.5, leverage: 10, goalType: 'roi', goal: 20, stop: 58800, entryFee: 0.05, exitFee: 0.05, slippage: 0.05, halfSpread: 0.01, fundingRate: 0.01, hours: 24 };
const liquidationPro = { asset: 'BTC', side: 'long', marginMode: 'isolated', entry: 60000, quantity: 0.5, leverage: 10, mmrMode: 'auto' };
const positionMargin = { asset: 'BTC', side: 'long', entry: 60000, stop: 58800, take: 62400, account: 10000, riskPct: 1, sizeMode: 'risk', leverage: 10, quantityMode: 'units', lotSize: 0.001, minNotional: 5 };
const roiPnl = { side: 'long', entry: 60000, exit: 63000, quantity: 0.5, leverage: 10, entryFee: 0.05, exitFee: 0.05 };
const sizePro = { account: 10000, allocationPct: 10, riskMode: 'fixed', riskPct: 1, side: 'long', entry: 100, stop: 95, maxLeverage: 10, fundingPct: 0.01, hours: 24, makerFee: 0.02, takerFee: 0.05 };
const sizeHelper = { account: 10000, riskPct: 1, allocationPct: 20, side: 'long', entry: 60000, stop: 58800, leverage: 5, maxLeverage: 20 };
const futuresVsSpot = { side: 'long', entry: 60000, current: 66000, quantity: 0.5, leverage: 10, mmr: 0.5 };
const CHECK_INPUTS_EN = 'Please check your inputs. Entry, size, and leverage must be > 0.';
const CHECK_INPUTS_DE = 'Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.';
const STOP_SIDE_EN = 'Stop must be beyond entry in the chosen direction.';
const STOP_SIDE_DE = 'Stop muss je nach Richtung hinter dem Einstieg liegen.';

const CASES: Case[] = [
  // Liquidation calculator (/tools/liquidation) and the guide's calculators (/learn/liquidation-risk).
  { name: 'manual MMR long: buffer okay', calc: 'liquidation', lang: 'en', inputs: liquidation, expected: { status: { level: 'ok', text: 'Buffer okay' } } },
  { name: 'what-if price 56,000: caution', calc: 'liquidation', lang: 'en', inputs: { ...liquidation, whatIfPrice: 56000 }, expected: { status: { level: 'warn', text: 'Caution, near liquidation' } } },
  { name: 'a negative entry in German', calc: 'liquidation', lang: 'de', inputs: { entry: -1 }, expected: { alert: CHECK_INPUTS_DE } },
  { name: 'a −10 % move leaves no margin ratio: danger', calc: 'margin-ratio', lang: 'en', inputs: { side: 'long', notional: 10000, leverage: 10, mmr: 0.5, priceChangePct: -10 }, expected: { raw: { marginRatio: '' }, status: { level: 'danger' } } },

  // Target price.
  { name: 'long 20 % ROI: the target price', calc: 'target-price', lang: 'en', inputs: targetPrice, expected: { shown: { targetPrice: '61,321.32' }, status: 'none' } },
  {
    name: 'short ETH, 250 USDT: the formula with the numbers typed',
    calc: 'target-price',
    lang: 'en',
    inputs: { side: 'short', entry: 3000, quantity: 2, leverage: 5, goalType: 'profit', goal: 250, feeRate: 0.1 },
    expected: { formula: '(3,000 · (1 + -1 · 0.0005) + -1 · 250 / 2) / (1 − -1 · 0.0005) = 2,872.06' },
  },
  {
    name: 'current price below the target of a long',
    calc: 'target-price',
    lang: 'en',
    inputs: { ...targetPrice, current: 60500 },
    expected: { status: { level: 'warn', text: 'The current price is below your target price by 821.3213 USDT (1.36%): it still has to rise that much.' } },
  },
  {
    name: 'current price above the target of a long',
    calc: 'target-price',
    lang: 'en',
    inputs: { ...targetPrice, current: 62000 },
    expected: { status: { level: 'ok', text: 'The current price is above your target price by 678.6787 USDT (1.09%): your goal is reached at this price.' } },
  },
  {
    name: 'current price above the target of a short',
    calc: 'target-price',
    lang: 'en',
    inputs: { ...targetPrice, side: 'short', current: 62000 },
    expected: { status: { level: 'warn', contains: ['above your target price by 3,318.68 USDT', 'it still has to fall that much.'] } },
  },
  {
    name: 'current price exactly at the target',
    calc: 'target-price',
    lang: 'en',
    inputs: { side: 'long', entry: 100, quantity: 1, leverage: 10, goalType: 'profit', goal: 10, feeRate: 0, current: 110 },
    expected: { status: { level: 'ok', text: 'The current price is exactly at your target price.' } },
  },
  { name: 'zero leverage in German', calc: 'target-price', lang: 'de', inputs: { ...targetPrice, leverage: 0 }, expected: { alert: CHECK_INPUTS_DE } },
  {
    name: 'current price below the target in German',
    calc: 'target-price',
    lang: 'de',
    inputs: { ...targetPrice, current: 60500 },
    expected: { status: { level: 'warn', text: 'Der aktuelle Preis liegt 821,3213 USDT (1,36 %) unter deinem Zielpreis: Er muss noch so weit steigen.' } },
  },

  // Target price Pro.
  { name: 'no stop: no R multiple', calc: 'target-price-pro', lang: 'en', inputs: { ...targetPricePro, side: 'short', stop: Number.NaN }, expected: { absent: ['rMultiple'], raw: { 'targets.r1.targetPrice': '' } } },
  {
    name: 'a goal in R with the stop on the profit side of a short',
    calc: 'target-price-pro',
    lang: 'en',
    inputs: { ...targetPricePro, side: 'short', goalType: 'r', goal: 3, stop: 58800 },
    expected: { alert: 'For a goal in R the stop must be on the loss side: below the entry for a long, above the entry for a short.', raw: { targetPrice: '' } },
  },
  {
    name: 'a goal in R without a stop',
    calc: 'target-price-pro',
    lang: 'en',
    inputs: { ...targetPricePro, goalType: 'r', goal: 2, stop: Number.NaN },
    expected: { alert: 'A goal in R needs a stop: enter a stop price below the entry for a long or above the entry for a short.' },
  },
  { name: 'a negative quantity in German', calc: 'target-price-pro', lang: 'de', inputs: { ...targetPricePro, quantity: -1 }, expected: { alert: CHECK_INPUTS_DE } },
  {
    name: 'a goal in R without a stop in German',
    calc: 'target-price-pro',
    lang: 'de',
    inputs: { ...targetPricePro, goalType: 'r', stop: Number.NaN },
    expected: { alert: 'Ein Ziel in R braucht einen Stop: Gib einen Stop-Preis unter dem Einstieg (Long) oder über dem Einstieg (Short) ein.' },
  },

  // Liquidation Pro.
  { name: 'long, auto tier 1', calc: 'liquidation-pro', lang: 'en', inputs: liquidationPro, expected: { shown: { liquidationPrice: '54,216.87' }, status: { level: 'ok', text: 'Buffer okay' }, absent: ['walletBalance', 'takerFee'] } },
  {
    name: 'short, auto tier 1: the formula with the numbers typed',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, side: 'short' },
    expected: { formula: '(3,000 − 0 + 0 + 0.00 − -1 · 0.5 · 60,000) / (0.5 · (0.004 + 0) − -1 · 0.5) = 65,737.05' },
  },
  { name: 'long 17.5 BTC: the tier changes on the way', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, quantity: 17.5 }, expected: { notes: ['The tier changes on the way to liquidation'] } },
  { name: '500 BTC at 1.5x settles across two borders', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, quantity: 500, leverage: 1.5 }, expected: { notInForm: ['does not settle'] } },
  {
    name: 'cross with other positions: what backs the position',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, marginMode: 'cross', walletBalance: 5000, otherMaintenance: 200, otherUnrealizedPnl: -300 },
    expected: { notes: ['= 4,500.00 USDT backs this position'] },
  },
  {
    name: 'cross wallet below the initial margin',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, marginMode: 'cross', walletBalance: 2000, otherMaintenance: 0, otherUnrealizedPnl: 0 },
    expected: { notes: ['Your cross balance does not cover the initial margin'] },
  },
  {
    name: 'long with the closing fee: the difference it makes',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, includeCloseFee: true, takerFee: 0.05 },
    expected: { notes: ['Without the closing fee the liquidation price would be 54,216.87 USDT', '27.23 USDT'] },
  },
  { name: 'short with the closing fee', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, side: 'short', includeCloseFee: true, takerFee: 0.05 }, expected: { notes: ['would be 65,737.05 USDT'] } },
  { name: 'the closing fee unticked', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, side: 'short', includeCloseFee: false }, expected: { notInForm: ['Without the closing fee'] } },
  {
    name: 'tier 2 not above tier 1',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, tierTable: tiersWith(2, { notionalUpTo: 40000 }) },
    expected: { alert: 'Tier 2: “Notional up to” must be above 0 and larger than in the row above — the tiers must increase.', raw: { liquidationPrice: '' } },
  },
  { name: 'an MMR of 150 % in tier 3', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, tierTable: tiersWith(3, { mmr: 150 }) }, expected: { alert: 'Tier 3: enter the MMR in percent, from 0 up to (not including) 100: 0.5 means 0.5 %.' } },
  { name: 'an MMR of 100 % in tier 3, in German', calc: 'liquidation-pro', lang: 'de', inputs: { ...liquidationPro, tierTable: tiersWith(3, { mmr: 100 }) }, expected: { alert: 'Stufe 3: Gib den MMR in Prozent ein, von 0 bis unter 100: 0,5 heißt 0,5 %.' } },
  { name: 'tier 1 typed as 1 %', calc: 'liquidation-pro', lang: 'de', inputs: { ...liquidationPro, tierTable: tiersWith(1, { mmr: 1 }) }, expected: { shown: { appliedMmr: '1,00 %' } } },
  {
    name: 'a blank 11th tier',
    calc: 'liquidation-pro',
    lang: 'en',
    inputs: { ...liquidationPro, tierTable: [...DEFAULT_TIERS, {}] },
    expected: { alert: 'Tier 11: fill in both “Notional up to” and “MMR”, or remove the row.' },
  },
  { name: 'no tiers', calc: 'liquidation-pro', lang: 'en', inputs: { ...liquidationPro, tierTable: [] }, expected: { alert: 'The tier table has no rows: add at least one tier or press “Restore default rows”.' } },
  { name: 'zero leverage in German', calc: 'liquidation-pro', lang: 'de', inputs: { ...liquidationPro, leverage: 0 }, expected: { alert: CHECK_INPUTS_DE } },
  {
    name: 'tier 2 not above tier 1, in German',
    calc: 'liquidation-pro',
    lang: 'de',
    inputs: { ...liquidationPro, tierTable: tiersWith(2, { notionalUpTo: 40000 }) },
    expected: { alert: 'Stufe 2: „Nominalwert bis“ muss über 0 und größer als in der Zeile darüber sein – die Stufen müssen aufsteigen.' },
  },
  { name: '17.5 BTC typed with a decimal comma', calc: 'liquidation-pro', lang: 'de', inputs: { ...liquidationPro, quantity: 17.5 }, expected: { shown: { liquidationPrice: '54.470,42' } } },

  // Position & margin Pro.
  {
    name: 'long worked example: size, liquidation, the stop before it',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: positionMargin,
    expected: {
      shown: { units: '0.075', liquidationPrice: '54,216.87' },
      absent: ['contracts', 'contractValue', 'contractMultiplier', 'quantity'],
      status: { level: 'ok', text: 'Stop before liquidation: your stop triggers 4,583.13 USDT before the liquidation price.' },
      formula: '(450.00 + 0 − 1 · 0.075 · 60,000) / (0.075 · 0.004 − 1 · 0.075) = 54,216.87',
    },
  },
  { name: 'without a take no profit', calc: 'position-margin-pro', lang: 'en', inputs: { ...positionMargin, take: Number.NaN }, expected: { raw: { profitAtTake: '', rewardRiskNet: '' }, shown: { profitAtTake: '—' } } },
  {
    name: 'direct mode, tier 2',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, sizeMode: 'direct', quantity: 1.2345, leverage: 20 },
    expected: { absent: ['riskPct'], notes: ['Maintenance-margin tier 2: rate 0.50%, maintenance amount 50.00 USDT.'] },
  },
  {
    name: 'linear contracts: no multiplier field',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, quantityMode: 'linear', contractValue: 100 },
    expected: { absent: ['contractMultiplier'] },
  },
  {
    name: 'too small for one contract',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, side: 'short', stop: 61500, take: 57000, account: 25000, riskPct: 0.5, lotSize: 0.0001, quantityMode: 'multiplier', contractMultiplier: 1 },
    expected: { alert: 'Rounded down to whole contracts, your size is 0 contracts: 0.0765 BTC is less than one contract (1.00 BTC). Raise the risk or the quantity.', raw: { units: '' } },
  },
  {
    name: 'the stop beyond the liquidation price at 50x',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, leverage: 50 },
    expected: {
      status: {
        level: 'danger',
        text: 'Liquidated before the stop: your stop (58,800 USDT) lies at or beyond the liquidation price (59,036.14 USDT). The exchange closes the position on a smaller move than your stop and keeps its whole margin, so your result is -92.25 USDT (the margin and the entry fee lost); your stop would never trigger. Lower the leverage or move the stop closer to the entry.',
      },
    },
  },
  {
    name: 'the stop close to the liquidation price at 25x',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, stop: 58300, take: 63400, leverage: 25 },
    expected: { status: { level: 'warn', contains: ['Caution: your stop is only 468.67 USDT before the liquidation price (57,831.33 USDT)'] } },
  },
  {
    name: 'a long stop above the entry',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, stop: 61000 },
    expected: { alert: 'Please check your inputs (entry, stop, leverage, account).', raw: { units: '' }, shown: { liquidationPrice: '—' }, status: 'none' },
  },
  { name: 'a zero account', calc: 'position-margin-pro', lang: 'en', inputs: { ...positionMargin, account: 0 }, expected: { alert: 'Please check your inputs (entry, stop, leverage, account).' } },
  { name: 'valid again', calc: 'position-margin-pro', lang: 'en', inputs: positionMargin, expected: { alert: '' } },
  {
    name: 'below the minimum notional',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, account: 1000, riskPct: 0.5, minNotional: 200 },
    expected: { alert: "The notional of 180.00 USDT is below the exchange's minimum of 200.00 USDT: the order would be rejected. Raise the risk or the quantity until the notional reaches the minimum." },
  },
  {
    name: 'nothing left after rounding to the lot',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, account: 100, riskPct: 1 },
    expected: { alertContains: 'Rounded down to the lot size of 0.001 BTC, your size is 0 (before rounding 0.0007515 BTC).' },
  },
  {
    name: 'tier row 2 not above row 1',
    calc: 'position-margin-pro',
    lang: 'en',
    inputs: { ...positionMargin, tierTable: tiersWith(2, { notionalUpTo: 40000 }) },
    expected: { alert: 'Row 2 of the tier table: “Notional up to” must be above 0 and above the row before — the limits must increase from row to row.' },
  },
  {
    name: 'a tier rate of 100 % in German',
    calc: 'position-margin-pro',
    lang: 'de',
    inputs: { ...positionMargin, tierTable: tiersWith(2, { mmr: 100 }) },
    expected: { alert: 'Zeile 2 der Stufentabelle: Gib den Erhaltungsmargensatz in Prozent ein, von 0 bis unter 100: 0,5 heißt 0,5 %.' },
  },
  { name: 'zero leverage in German', calc: 'position-margin-pro', lang: 'de', inputs: { ...positionMargin, leverage: 0 }, expected: { alert: 'Bitte Eingaben prüfen (Einstieg, Stop, Hebel, Konto).' } },
  { name: 'a short stop below the entry in German', calc: 'position-margin-pro', lang: 'de', inputs: { ...positionMargin, side: 'short', stop: 59000 }, expected: { alert: 'Bitte Eingaben prüfen (Einstieg, Stop, Hebel, Konto).' } },
  {
    name: 'below the minimum notional in German',
    calc: 'position-margin-pro',
    lang: 'de',
    inputs: { ...positionMargin, side: 'short', stop: 61200, take: 57600, account: 1000, riskPct: 0.5, minNotional: 200 },
    expected: { alert: 'Der Nominalwert von 180,00 USDT liegt unter dem Minimum der Börse von 200,00 USDT: Die Order würde abgelehnt. Erhöhe Risiko oder Menge, bis der Nominalwert das Minimum erreicht.' },
  },
  {
    name: '0.5 % typed with a decimal comma',
    calc: 'position-margin-pro',
    lang: 'de',
    inputs: { ...positionMargin, side: 'short', stop: 61200, take: 57600, account: 1000, riskPct: 0.5 },
    expected: { alert: '', raw: { units: '0.003' }, shown: { liquidationPrice: '65.737,05' } },
  },

  // ROI & PnL Pro.
  { name: 'long: the net PnL', calc: 'roi-pnl-pro', lang: 'en', inputs: roiPnl, expected: { shown: { netPnl: '1,469.25' }, status: { level: 'ok' } } },
  { name: 'a taxed loss is a credit', calc: 'roi-pnl-pro', lang: 'en', inputs: { ...roiPnl, side: 'short', exit: 61200, taxRatePct: 25, taxOnlyProfits: false }, expected: { notes: ['The tax is negative'] } },
  {
    name: 'two partial exits: the exits table',
    calc: 'roi-pnl-pro',
    lang: 'en',
    inputs: { ...roiPnl, exitFee: 0.02, taxRatePct: 25, legs: [{ share: 30, price: 62000 }, { share: 40, price: 64000 }] },
    expected: { shown: { 'exits.leg1.net': '293.64', 'exits.rest.share': '30.00%', afterTaxPnl: '1,146.52' }, inForm: ['Your exits', 'Partial exit 1', 'Rest at the exit price'] },
  },
  { name: 'exits above 100 % are scaled', calc: 'roi-pnl-pro', lang: 'en', inputs: { ...roiPnl, legs: [{ share: 90, price: 62000 }, { share: 60, price: 64000 }] }, expected: { notes: ['Your partial exits add up to 150 %'] } },
  { name: 'one exit: one row', calc: 'roi-pnl-pro', lang: 'en', inputs: { ...roiPnl, legs: [{ share: 90, price: 62000 }] }, expected: { absent: ['exits.leg2.net'] } },
  { name: 'zero quantity', calc: 'roi-pnl-pro', lang: 'en', inputs: { ...roiPnl, quantity: 0 }, expected: { alert: CHECK_INPUTS_EN, raw: { netPnl: '' }, shown: { netPnl: '—' } } },
  { name: 'zero leverage in German', calc: 'roi-pnl-pro', lang: 'de', inputs: { ...roiPnl, leverage: 0 }, expected: { alert: CHECK_INPUTS_DE } },
  { name: 'a negative entry in German', calc: 'roi-pnl-pro', lang: 'de', inputs: { ...roiPnl, entry: -1 }, expected: { alert: CHECK_INPUTS_DE } },
  { name: 'the net PnL in German', calc: 'roi-pnl-pro', lang: 'de', inputs: roiPnl, expected: { alert: '', shown: { netPnl: '1.469,25' } } },

  // Size tool Pro.
  {
    name: 'the worked example',
    calc: 'size-pro',
    lang: 'en',
    inputs: sizePro,
    expected: { shown: { notional: '2,000.00', units: '20.00' }, raw: { pnlAtTake: '' }, status: { level: 'ok' }, alert: '', formula: '100.00 / |100 − 95.00| = 20.00' },
  },
  {
    name: "Kelly f* ≤ 0: don't trade",
    calc: 'size-pro',
    lang: 'en',
    inputs: { ...sizePro, allocationPct: 100, riskMode: 'kelly', winRate: 30, rewardRisk: 1.5, kellyFraction: 25, maxLeverage: 5 },
    expected: { status: { level: 'warn', contains: ["Kelly says don't trade"] }, shown: { pnlAtStop: '0.00' } },
  },
  { name: 'ATR mode: no stop field, the stop is computed', calc: 'size-pro', lang: 'en', inputs: { ...sizePro, riskMode: 'atr', atrValue: 500, entry: 60000 }, expected: { absent: ['stop'], raw: { stopPrice: '59250' } } },
  { name: 'a long stop above the entry', calc: 'size-pro', lang: 'en', inputs: { ...sizePro, stop: 105 }, expected: { alert: STOP_SIDE_EN, raw: { units: '' }, shown: { units: '—' } } },
  { name: 'a short stop below the entry', calc: 'size-pro', lang: 'en', inputs: { ...sizePro, side: 'short', stop: 95 }, expected: { alert: STOP_SIDE_EN } },
  { name: 'a short stop above the entry', calc: 'size-pro', lang: 'en', inputs: { ...sizePro, side: 'short', stop: 103 }, expected: { alert: '' } },
  {
    name: 'leverage too low for a short',
    calc: 'size-pro',
    lang: 'en',
    inputs: { ...sizePro, side: 'short', stop: 103, maxLeverage: 3 },
    expected: { status: { level: 'danger', text: 'Your leverage is too low. At least 3.34x required – or adjust size/stop/allocation.' }, raw: { minLeverage: '3.3333333333333335' } },
  },
  {
    name: 'leverage too low for a long',
    calc: 'size-pro',
    lang: 'en',
    inputs: { ...sizePro, allocationPct: 7, maxLeverage: 2 },
    expected: { status: { level: 'danger', text: 'Your leverage is too low. At least 2.86x required – or adjust size/stop/allocation.' }, raw: { units: '20' } },
  },
  { name: '2.86x is enough', calc: 'size-pro', lang: 'en', inputs: { ...sizePro, allocationPct: 7, maxLeverage: 2.86 }, expected: { status: { level: 'ok' } } },
  { name: 'a long stop above the entry in German', calc: 'size-pro', lang: 'de', inputs: { ...sizePro, allocationPct: 7, stop: 105 }, expected: { alert: STOP_SIDE_DE } },
  { name: 'the same stop for a short in German', calc: 'size-pro', lang: 'de', inputs: { ...sizePro, allocationPct: 7, side: 'short', stop: 105 }, expected: { alert: '' } },
  { name: 'a short stop below the entry in German', calc: 'size-pro', lang: 'de', inputs: { ...sizePro, allocationPct: 7, side: 'short', stop: 95 }, expected: { alert: STOP_SIDE_DE } },
  {
    name: 'leverage too low in German',
    calc: 'size-pro',
    lang: 'de',
    inputs: { ...sizePro, allocationPct: 7, maxLeverage: 2 },
    expected: { status: { level: 'danger', text: 'Dein Hebel ist zu niedrig. Mindestens 2,86x erforderlich – oder Größe/Stop/Allokation anpassen.' }, shown: { notional: '2.000,00' } },
  },

  // Guides: PnL & ROI, order types, risk management, trading psychology.
  {
    name: 'the PnL worked example in German',
    calc: 'pnl-roi',
    lang: 'de',
    inputs: { side: 'long', entry: 60000, exit: 63000, quantity: 0.2, leverage: 10, feeRate: 0.05, fundingPaid: 6 },
    expected: { shown: { netPnl: '581,70' }, status: { level: 'ok' } },
  },
  {
    name: 'the order bracket worked example in German',
    calc: 'order-bracket',
    lang: 'de',
    inputs: { side: 'long', entryType: 'limit', entry: 60000, quantity: 0.1, stop: 58800, takeProfit: 63000, makerFee: 0.02, takerFee: 0.05 },
    expected: { shown: { lossAtStop: '-124,14' }, status: { level: 'ok' } },
  },
  {
    name: 'a long stop above the entry in German (order bracket)',
    calc: 'order-bracket',
    lang: 'de',
    inputs: { side: 'long', entryType: 'limit', entry: 60000, quantity: 0.1, stop: 61000, takeProfit: 63000 },
    expected: { alert: STOP_SIDE_DE, raw: { lossAtStop: '' } },
  },
  { name: '2 % over 10 losses in German', calc: 'fixed-fractional-drawdown', lang: 'de', inputs: { account: 10000, riskPct: 2, losses: 10 }, expected: { shown: { balanceAfter: '8.170,73' }, status: { level: 'danger' } } },
  { name: '2.5 losses in German', calc: 'fixed-fractional-drawdown', lang: 'de', inputs: { account: 10000, riskPct: 2, losses: 2.5 }, expected: { alert: 'Gib die Zahl der Verluste als ganze Zahl von 0 bis 1.000 ein.' } },
  { name: 'the loss-recovery worked example in German', calc: 'loss-recovery', lang: 'de', inputs: { account: 10000, lossPct: 20, gainPerTradePct: 2 }, expected: { shown: { balanceAfter: '8.000,00' }, status: { level: 'warn' } } },

  // Guides: margin & funding, leverage & sizing, funding & carry.
  { name: 'margin at 10x', calc: 'margin-quick', lang: 'en', inputs: { notional: 10000, leverage: 10, mmr: 0.5 }, expected: { shown: { initialMargin: '1,000.00' }, status: { level: 'ok' } } },
  { name: 'no position: n/a', calc: 'margin-quick', lang: 'en', inputs: { notional: 0, leverage: 250, mmr: 0.5 }, expected: { raw: { marginRatio: '' }, shown: { marginRatio: 'n/a' }, alert: '' } },
  { name: 'maintenance margin in German', calc: 'margin-quick', lang: 'de', inputs: { notional: 20000, leverage: 20, mmr: 0.4 }, expected: { shown: { maintenanceMargin: '80,00' } } },
  { name: 'no position in German: n. v.', calc: 'margin-quick', lang: 'de', inputs: { notional: 0, leverage: 20, mmr: 0.4 }, expected: { raw: { marginRatio: '' }, shown: { marginRatio: 'n. v.' } } },
  { name: 'zero leverage in German', calc: 'margin-quick', lang: 'de', inputs: { notional: 0, leverage: 0, mmr: 0.4 }, expected: { alert: 'Bitte Eingaben prüfen. Der Nominalwert muss 0 oder mehr und der Hebel > 0 sein.' } },
  { name: 'a day of funding', calc: 'funding-quick', lang: 'en', inputs: { notional: 10000, ratePer8h: 0.05, hours: 24 }, expected: { shown: { fundingCost: '15.00' } } },
  { name: 'a negative holding time', calc: 'funding-quick', lang: 'en', inputs: { notional: 25000, ratePer8h: -0.02, hours: -8 }, expected: { alert: 'The holding time cannot be negative.', raw: { fundingCost: '' } } },
  { name: 'the carry example in German', calc: 'funding-quick', lang: 'de', inputs: { notional: 30000, ratePer8h: 0.01, hours: 720 }, expected: { shown: { fundingCost: '270,00' } } },
  { name: 'the long sizing example', calc: 'size-helper', lang: 'en', inputs: sizeHelper, expected: { shown: { units: '0.083333', minLeverage: '2.5x' }, alert: '' } },
  { name: 'leverage below the minimum', calc: 'size-helper', lang: 'en', inputs: { ...sizeHelper, leverage: 2 }, expected: { alert: 'Your leverage is too low. At least 2.5x required – or adjust size/stop.', raw: { units: '' } } },
  { name: 'the stop on the wrong side', calc: 'size-helper', lang: 'en', inputs: { ...sizeHelper, stop: 61200 }, expected: { alert: STOP_SIDE_EN, raw: { notional: '' } } },
  { name: 'the same stop for a short', calc: 'size-helper', lang: 'en', inputs: { ...sizeHelper, side: 'short', stop: 61200 }, expected: { alert: '' } },
  {
    name: 'the short sizing example in German',
    calc: 'size-helper',
    lang: 'de',
    inputs: { account: 5000, riskPct: 2, allocationPct: 10, side: 'short', entry: 3000, stop: 3090, leverage: 10, maxLeverage: 20 },
    expected: { shown: { notional: '3.333,33', minLeverage: '6,67x' } },
  },
  {
    name: 'leverage below the minimum in German',
    calc: 'size-helper',
    lang: 'de',
    inputs: { account: 5000, riskPct: 2, allocationPct: 10, side: 'short', entry: 3000, stop: 3090, leverage: 5, maxLeverage: 20 },
    expected: { alert: 'Dein Hebel ist zu niedrig. Mindestens 6,67x erforderlich – oder Größe/Stop anpassen.', raw: { units: '' } },
  },
  {
    name: 'the stop on the wrong side in German',
    calc: 'size-helper',
    lang: 'de',
    inputs: { account: 5000, riskPct: 2, allocationPct: 10, side: 'short', entry: 3000, stop: 2900, leverage: 10, maxLeverage: 20 },
    expected: { alert: STOP_SIDE_DE, raw: { units: '' } },
  },
  {
    name: 'a minimum above the maximum leverage',
    calc: 'size-helper',
    lang: 'en',
    inputs: { ...sizeHelper, allocationPct: 5, stop: 59940, leverage: 20 },
    expected: { alert: 'Your leverage is too low. At least 200x required – or adjust size/stop.' },
  },

  // Guides: futures versus spot, futures versus arbitrage, types of futures.
  {
    name: 'long 10x after +10 %',
    calc: 'futures-vs-spot',
    lang: 'en',
    inputs: futuresVsSpot,
    expected: {
      shown: { liquidationPrice: '54,300.00', futuresRoi: '100%' },
      status: { level: 'ok', text: 'The futures position is still open: the current price is 17.73% away from the estimated liquidation price.' },
      notes: [
        'A move of 9.5% against your futures position — to about 54,300.00 USDT — ends it.',
        'The price moved by 10%. On spot you paid the full 30,000.00 USDT and made 10%; on futures you deposited 3,000.00 USDT and made 100%',
      ],
      formula: '60,000 · 0.5 / 10 = 3,000.00',
    },
  },
  {
    name: 'short 10x after +10 %: liquidated',
    calc: 'futures-vs-spot',
    lang: 'en',
    inputs: { ...futuresVsSpot, side: 'short' },
    expected: { status: { level: 'danger', contains: ['Liquidated: at 66,000 USDT the futures position would already have been closed at about 65,700.00 USDT'] } },
  },
  { name: 'long 10x after −10 %: liquidated', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, current: 54000 }, expected: { status: { level: 'danger' } } },
  { name: 'long 10x near liquidation', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, current: 54843 }, expected: { status: { level: 'warn', contains: ['Caution, near liquidation: the current price is only 0.99% away'] } } },
  { name: 'the futures loss stops at the margin', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, current: 48000 }, expected: { status: { level: 'danger' } } },
  { name: 'zero quantity', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, quantity: 0 }, expected: { alert: CHECK_INPUTS_EN, raw: { futuresMargin: '' }, shown: { futuresMargin: '—' } } },
  { name: 'a current price of 0', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, current: 0 }, expected: { alert: 'The current price must be > 0.' } },
  { name: '0.5x: no liquidation price', calc: 'futures-vs-spot', lang: 'en', inputs: { ...futuresVsSpot, leverage: 0.5 }, expected: { alert: '', raw: { liquidationPrice: '' }, notes: ['No liquidation price'], notInForm: ['NaN'] } },
  {
    name: 'the hedge example in German',
    calc: 'futures-vs-spot',
    lang: 'de',
    inputs: { side: 'short', entry: 3000, current: 2850, quantity: 2, leverage: 20, mmr: 0.5 },
    expected: { shown: { liquidationPrice: '3.135,00', spotPnl: '-300,00' }, status: { level: 'ok', contains: ['Die Futures-Position ist noch offen'] }, notes: ['bis etwa 3.135,00 USDT'] },
  },
  { name: 'zero leverage in German', calc: 'futures-vs-spot', lang: 'de', inputs: { ...futuresVsSpot, leverage: 0 }, expected: { alert: CHECK_INPUTS_DE } },
  {
    name: 'the defaults: a clear futures tendency',
    calc: 'choice-helper',
    lang: 'en',
    inputs: {},
    expected: { status: { level: 'ok', text: 'Tendency: futures (9 : 1 points, confidence 80%).' } },
  },
  {
    name: 'the worked example: a slight futures tendency for directional exposure',
    calc: 'choice-helper',
    lang: 'en',
    inputs: { horizon: 'swing', exposure: 'directional', complexity: 'high', capital: 'lean' },
    expected: {
      status: { level: 'warn', text: 'Slight tendency: futures (6 : 4 points, confidence 20%) — read both sides before you decide.' },
      notes: ['Strongest factor: you want directional exposure (4 points for futures)'],
      noteCount: 1,
    },
  },
  {
    name: 'a tie decided by directional exposure',
    calc: 'choice-helper',
    lang: 'en',
    inputs: { horizon: 'long-term', exposure: 'directional', complexity: 'high', capital: 'lean' },
    expected: { status: { level: 'warn', text: 'Tie at 5 : 5 — tendency: futures, because a tie is decided by your exposure answer (directional).' } },
  },
  {
    name: 'arbitrage for high complexity despite a directional wish',
    calc: 'choice-helper',
    lang: 'en',
    inputs: { horizon: 'long-term', exposure: 'directional', complexity: 'high', capital: 'ample' },
    expected: {
      status: { level: 'warn', text: 'Slight tendency: arbitrage (6 : 4 points, confidence 20%) — read both sides before you decide.' },
      notes: ['Strongest factor: you accept high complexity (3 points for arbitrage)'],
    },
  },
  {
    name: 'a tie decided by market-neutral exposure',
    calc: 'choice-helper',
    lang: 'en',
    inputs: { horizon: 'swing', exposure: 'market-neutral', complexity: 'low', capital: 'lean' },
    expected: {
      status: { level: 'warn', text: 'Tie at 5 : 5 — tendency: arbitrage, because a tie is decided by your exposure answer (market-neutral).' },
      notes: ['Strongest factor: you want to be market-neutral (4 points for arbitrage)'],
    },
  },
  {
    name: 'futures for low complexity despite a market-neutral wish',
    calc: 'choice-helper',
    lang: 'en',
    inputs: { horizon: 'intraday', exposure: 'market-neutral', complexity: 'low', capital: 'lean' },
    expected: {
      status: { level: 'warn', text: 'Slight tendency: futures (6 : 4 points, confidence 20%) — read both sides before you decide.' },
      notes: ['Strongest factor: you want low complexity (3 points for futures)'],
    },
  },
  {
    name: 'a clear arbitrage tendency in German',
    calc: 'choice-helper',
    lang: 'de',
    inputs: { horizon: 'long-term', exposure: 'market-neutral', complexity: 'high', capital: 'ample' },
    expected: { status: { level: 'ok', text: 'Tendenz: Arbitrage (10 : 0 Punkte, Eindeutigkeit 100 %).' }, notes: ['Stärkster Faktor: Du willst marktneutral bleiben (4 Punkte für Arbitrage)'] },
  },
  {
    name: 'a slight futures tendency in German',
    calc: 'choice-helper',
    lang: 'de',
    inputs: { horizon: 'swing', exposure: 'directional', complexity: 'high', capital: 'lean' },
    expected: { status: { level: 'warn', contains: ['Leichte Tendenz: Futures (6 : 4 Punkte, Eindeutigkeit 20 %)'] } },
  },
  { name: 'a 1x inverse short is never liquidated (German)', calc: 'coin-m-liquidation', lang: 'de', inputs: { side: 'short', leverage: 1 }, expected: { raw: { inverseLiquidationPrice: '' }, notes: ['nie liquidiert'] } },
];

describe('what the calculators say', () => {
  for (const testCase of CASES) {
    it(`${testCase.calc} [${testCase.lang}]: ${testCase.name}`, () => runCase(testCase));
  }
});

describe('fields that follow other fields until the visitor edits them', () => {
  it('target-price-pro: the stop follows the side (2 % from the entry) until it is edited', () => {
    renderCalculator(spec('target-price-pro'), 'en', {});
    applyCalculatorInputs(spec('target-price-pro'), { side: 'short', goalType: 'r', goal: 3 }, 'en');
    expect((screen.getByLabelText('Stop price (optional)') as HTMLInputElement).value).toBe('61200');
  });

  it('roi-pnl-pro: the fee preset fills both fee fields; an edited field keeps its rate, the other still follows', () => {
    renderCalculator(spec('roi-pnl-pro'), 'en', {});
    const preset = screen.getByLabelText('Fee preset');
    const entryFee = screen.getByLabelText('Entry fee rate') as HTMLInputElement;
    const exitFee = screen.getByLabelText('Exit fee rate') as HTMLInputElement;
    expect(entryFee.value).toBe('0.05');
    fireEvent.change(preset, { target: { value: 'mexc' } });
    expect([entryFee.value, exitFee.value]).toEqual(['0.02', '0.02']);
    expect(words(form('roi-pnl-pro').querySelector('.calc-notes'))).toContain('Preset rates: maker 0.000%, taker 0.020%');
    fireEvent.change(preset, { target: { value: 'kraken' } });
    expect([entryFee.value, exitFee.value]).toEqual(['0.05', '0.05']);
    fireEvent.change(exitFee, { target: { value: '0.01' } });
    fireEvent.change(preset, { target: { value: 'mexc' } });
    expect([entryFee.value, exitFee.value]).toEqual(['0.02', '0.01']);
  });
});

describe('the tier choice says which table it selects and how old it is', () => {
  /** The texts the asset select's aria-describedby points at. */
  const description = (select: HTMLElement) =>
    (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => words(document.getElementById(id)))
      .join(' | ');

  for (const id of ['liquidation', 'liquidation-pro', 'position-margin-pro']) {
    it(`${id}: the BTC table's publication date next to the choice, in English and German; ETH is called illustrative`, () => {
      renderCalculator(spec(id), 'en', {});
      const select = screen.getByLabelText('Asset');
      expect(description(select)).toContain('Binance USDS-M BTCUSDT perpetual table as published — your exchange\'s current table may differ (as of Mar 18, 2021)');
      fireEvent.change(select, { target: { value: 'ETH' } });
      expect(description(select)).toContain('Tiers: an illustrative table, not one published by an exchange');
      expect(description(select)).not.toContain('2021');
      cleanup();
      // The choice of ETH went into the URL; the German form starts from the default again.
      window.history.replaceState(null, '', '/calculator-words');
      renderCalculator(spec(id), 'de', {});
      expect(description(screen.getByLabelText('Asset'))).toContain('Binance-Tabelle für das USDS-M-Perpetual BTCUSDT, wie veröffentlicht – die aktuelle Tabelle deiner Börse kann abweichen (Stand: 18.03.2021)');
    });
  }
});

describe('the editable tier rows show and take their rates in percent', () => {
  const rateCell = (row: number) => document.querySelector<HTMLInputElement>(`input[name="tierTable.${row}.mmr"]`);

  for (const id of ['liquidation-pro', 'position-margin-pro']) {
    it(`${id}: the built-in BTC rates read 0,4 %, 0,5 %, … in German, and ETH's when ETH is chosen`, () => {
      renderCalculator(spec(id), 'de', {});
      expect([rateCell(0)?.value, rateCell(1)?.value, rateCell(3)?.value]).toEqual(['0,4', '0,5', '2,5']);
      expect(words(rateCell(0)?.parentElement)).toContain('%');
      fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'ETH' } });
      expect(rateCell(1)?.value).toBe('0,65');
    });
  }
});
