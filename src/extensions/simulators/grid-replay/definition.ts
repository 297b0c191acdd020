import { eventRows, seriesAt, type SimulatorDefinition } from '../kit/simulation';
import { BUY, fillPoints, gridLevels, gridReplayParams, runGridReplay, SELL, SETUP_LEVEL, toyPnlAt, unrealizedAt } from './core';
import { gridReplayManifest } from './manifest';

const MINUTES_PER_YEAR = 525_600;

function allocated(params: Readonly<Record<string, number | string>>): number {
  return (Number(params.capital) * Number(params.allocationPct)) / 100;
}

/** The Random-Walk Replay of /strategies/grid (simulator `grid-replay`). */
export const gridReplayDefinition: SimulatorDefinition = {
  id: gridReplayManifest.section.id,
  title: { en: 'Random-Walk Replay', de: 'Random-Walk-Replay' },
  intro: {
    en: 'A toy backtest: a seeded random price path and the fills of your grid on it, step by step. Every step the price moves by exp(drift + σ·Z). As on grid bots, one order rests per level and the level nearest the start stays empty. Buys fill when the price falls through their level and place a sell one level up, on the empty level; sells fill when it rises through theirs and place a buy one level down. Fills pay maker fee + slippage; no gaps, funding, partial fills or liquidation.',
    de: 'Ein Spielzeug-Backtest: ein Zufallspfad mit Seed und die Ausführungen deines Grids darauf, Schritt für Schritt. Jeder Schritt bewegt den Preis um exp(Drift + σ·Z). Wie bei Grid-Bots liegt pro Stufe eine Order, und die Stufe nahe am Start bleibt leer. Käufe werden ausgeführt, wenn der Preis durch ihre Stufe fällt, und legen einen Verkauf eine Stufe höher, auf die leere Stufe; Verkäufe werden ausgeführt, wenn er durch ihre Stufe steigt, und legen einen Kauf eine Stufe tiefer. Ausführungen zahlen Maker-Gebühr + Slippage; keine Kurslücken, kein Funding, keine Teilausführungen, keine Liquidation.',
  },
  params: [
    { id: 'startPrice', kind: 'number', label: { en: 'Start price', de: 'Startpreis' }, unit: 'USDT', default: 60000, min: 0, max: 1e9, exclusiveMin: true },
    { id: 'steps', kind: 'number', label: { en: 'Steps', de: 'Schritte' }, help: { en: 'From 100,000 steps on the run is computed in the background.', de: 'Ab 100.000 Schritten wird der Lauf im Hintergrund berechnet.' }, default: 500, min: 1, max: 500000, integer: true },
    { id: 'sigmaPct', kind: 'number', label: { en: 'Volatility σ per step', de: 'Volatilität σ pro Schritt' }, unit: '%', default: 0.5, min: 0, max: 20 },
    { id: 'driftPct', kind: 'number', label: { en: 'Drift per step', de: 'Drift pro Schritt' }, unit: '%', default: 0, min: -5, max: 5 },
    { id: 'stepMinutes', kind: 'number', label: { en: 'Minutes per step', de: 'Minuten pro Schritt' }, help: { en: 'Only for the toy APY: how much time one step stands for.', de: 'Nur für die Spielzeug-APY: wie viel Zeit ein Schritt darstellt.' }, default: 60, min: 0, max: 525600, exclusiveMin: true },
    { id: 'lower', kind: 'number', label: { en: 'Lower bound', de: 'Untergrenze' }, unit: 'USDT', default: 58000, min: 0, max: 1e9, exclusiveMin: true },
    { id: 'upper', kind: 'number', label: { en: 'Upper bound', de: 'Obergrenze' }, unit: 'USDT', default: 62000, min: 0, max: 1e9, exclusiveMin: true },
    { id: 'grids', kind: 'number', label: { en: 'Number of grids', de: 'Anzahl Grids' }, default: 20, min: 2, max: 500, integer: true },
    {
      id: 'spacing',
      kind: 'choice',
      label: { en: 'Spacing', de: 'Abstände' },
      options: [
        { value: 'arithmetic', label: { en: 'Arithmetic (equal price steps)', de: 'Arithmetisch (gleiche Preisschritte)' } },
        { value: 'geometric', label: { en: 'Geometric (equal % steps)', de: 'Geometrisch (gleiche %-Schritte)' } },
      ],
      default: 'arithmetic',
    },
    { id: 'capital', kind: 'number', label: { en: 'Capital', de: 'Kapital' }, unit: 'USDT', default: 1000, min: 0, max: 1e12, exclusiveMin: true },
    { id: 'allocationPct', kind: 'number', label: { en: 'Allocated capital', de: 'Eingesetztes Kapital' }, unit: '%', default: 100, min: 0, max: 100, exclusiveMin: true },
    { id: 'makerFeeBps', kind: 'number', label: { en: 'Maker fee', de: 'Maker-Gebühr' }, unit: 'bps', default: 2, min: 0, max: 100 },
    { id: 'takerFeeBps', kind: 'number', label: { en: 'Taker fee', de: 'Taker-Gebühr' }, unit: 'bps', default: 5, min: 0, max: 100 },
    { id: 'slippageBps', kind: 'number', label: { en: 'Slippage', de: 'Slippage' }, unit: 'bps', default: 1, min: 0, max: 100 },
    {
      id: 'bias',
      kind: 'choice',
      label: { en: 'Bias', de: 'Ausrichtung' },
      help: { en: 'Long buys the coins for the sell orders at the start; short sells short what the buy orders will buy back.', de: 'Long kauft am Start die Coins für die Verkaufsorders; Short verkauft leer, was die Kauforders zurückkaufen.' },
      options: [
        { value: 'long', label: { en: 'Long', de: 'Long' } },
        { value: 'short', label: { en: 'Short', de: 'Short' } },
      ],
      default: 'long',
    },
  ],
  check: (params) =>
    Number(params.lower) < Number(params.upper)
      ? []
      : [{ en: 'The lower bound must be below the upper bound.', de: 'Die Untergrenze muss unter der Obergrenze liegen.' }],
  steps: (params) => Number(params.steps),
  run: runGridReplay,
  outputs: [
    { id: 'price', label: { en: 'Price', de: 'Preis' }, format: 'price', unit: 'USDT', value: seriesAt('price') },
    { id: 'transitions', label: { en: 'Level crossings', de: 'Stufenübergänge' }, format: 'integer', value: seriesAt('transitions') },
    { id: 'fills', label: { en: 'Fills', de: 'Ausführungen' }, format: 'integer', value: seriesAt('fills') },
    { id: 'roundTrips', label: { en: 'Round trips', de: 'Roundtrips' }, format: 'integer', value: seriesAt('roundTrips') },
    { id: 'realizedPnl', label: { en: 'Realized PnL', de: 'Realisierter PnL' }, format: 'money', unit: 'USDT', value: seriesAt('realized') },
    { id: 'inventory', label: { en: 'Inventory (coins, − = short)', de: 'Bestand (Coins, − = Short)' }, format: 'number', decimals: 6, value: seriesAt('inventory') },
    { id: 'unrealizedPnl', label: { en: 'Unrealized PnL', de: 'Unrealisierter PnL' }, format: 'money', unit: 'USDT', value: unrealizedAt },
    { id: 'fees', label: { en: 'Fees and slippage', de: 'Gebühren und Slippage' }, format: 'money', unit: 'USDT', value: seriesAt('fees') },
    { id: 'toyPnl', label: { en: 'Toy PnL (realized + unrealized − fees)', de: 'Spielzeug-PnL (realisiert + unrealisiert − Gebühren)' }, format: 'money', unit: 'USDT', value: toyPnlAt },
    {
      id: 'toyApy',
      label: { en: 'Toy APY (simple, not compounded)', de: 'Spielzeug-APY (einfach, ohne Zinseszins)' },
      format: 'percent',
      value: (trace, step, params) => (step === 0 ? NaN : (toyPnlAt(trace, step) / allocated(params)) * (MINUTES_PER_YEAR / (step * Number(params.stepMinutes)))),
    },
  ],
  charts: [
    {
      id: 'price',
      title: { en: 'Price path, grid levels and fills', de: 'Preisverlauf, Grid-Stufen und Ausführungen' },
      x: { en: 'Step', de: 'Schritt' },
      y: { en: 'USDT', de: 'USDT' },
      lines: [{ series: 'price', label: { en: 'Price', de: 'Preis' } }],
      levels: { label: { en: 'Grid levels', de: 'Grid-Stufen' }, values: (params) => { const p = gridReplayParams(params); return gridLevels(p.lower, p.upper, p.grids, p.spacing); } },
      marks: [
        { label: { en: 'Buys', de: 'Käufe' }, kind: 'up', points: (trace, step) => fillPoints(trace, step, BUY) },
        { label: { en: 'Sells', de: 'Verkäufe' }, kind: 'down', points: (trace, step) => fillPoints(trace, step, SELL) },
      ],
    },
    {
      id: 'equity',
      title: { en: 'Equity over the replay', de: 'Equity im Replay' },
      x: { en: 'Step', de: 'Schritt' },
      y: { en: 'USDT', de: 'USDT' },
      lines: [{ series: 'equity', label: { en: 'Equity (capital + toy PnL)', de: 'Equity (Kapital + Spielzeug-PnL)' } }],
    },
  ],
  exports: [
    {
      id: 'path',
      label: { en: 'price path', de: 'Preispfad' },
      fileName: 'grid-replay-path',
      header: ['step', 'price'],
      rows: (trace, step) => Array.from({ length: step + 1 }, (_, t) => [t, trace.series.price?.[t] ?? null]),
    },
    {
      id: 'fills',
      label: { en: 'fills', de: 'Ausführungen' },
      fileName: 'grid-replay-fills',
      header: ['step', 'side', 'level', 'price', 'quantity', 'fee'],
      rows: (trace, step) => eventRows(trace.events.fills, step).map(([t, side, level, price, quantity, fee]) => [t, side === BUY ? 'buy' : 'sell', level === SETUP_LEVEL ? 'setup' : level, price, quantity, fee]),
    },
  ],
};
