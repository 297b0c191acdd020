import { seriesAt, type SimulatorDefinition } from '../kit/simulation';
import { runKellyBacktest } from './core';
import { kellyBacktestManifest } from './manifest';


/** The Kelly backtest of /strategies/kelly (simulator `kelly-backtest`). */
export const kellyBacktestDefinition: SimulatorDefinition = {
  id: kellyBacktestManifest.section.id,
  title: { en: 'Kelly backtest: full, half and quarter Kelly against a fixed fraction', de: 'Kelly-Backtest: volles, halbes und Viertel-Kelly gegen einen festen Anteil' },
  intro: {
    en: 'Many seeded sequences of the same bet, each played four ways: betting full Kelly f* = (p·(b + 1) − 1)/b of the current bankroll, half and quarter of it, and a fixed fraction you choose. All four see the same wins and losses. The results are medians over the runs: the typical outcome, not the best or the worst.',
    de: 'Viele Folgen derselben Wette mit Seed, jede auf vier Arten gespielt: volles Kelly f* = (p·(b + 1) − 1)/b des aktuellen Guthabens, die Hälfte und ein Viertel davon und ein fester Anteil nach deiner Wahl. Alle vier sehen dieselben Gewinne und Verluste. Die Ergebnisse sind Mediane über die Läufe: der typische Ausgang, nicht der beste oder schlechteste.',
  },
  params: [
    { id: 'winProbability', kind: 'number', label: { en: 'Win probability p', de: 'Gewinnwahrscheinlichkeit p' }, unit: '%', wasFraction: true, default: 55, min: 0, max: 100, exclusiveMin: true },
    { id: 'payoff', kind: 'number', label: { en: 'Payoff b (net win per 1 risked)', de: 'Auszahlung b (Nettogewinn pro 1 Risiko)' }, default: 1, min: 0, max: 100, exclusiveMin: true },
    { id: 'fixedFractionPct', kind: 'number', label: { en: 'Fixed fraction', de: 'Fester Anteil' }, unit: '%', default: 2, min: 0, max: 100 },
    { id: 'bets', kind: 'number', label: { en: 'Bets per run', de: 'Wetten pro Lauf' }, default: 300, min: 1, max: 10000, integer: true },
    { id: 'runs', kind: 'number', label: { en: 'Runs', de: 'Läufe' }, help: { en: 'The medians are taken over this many runs. From 100,000 bets in all the backtest runs in the background.', de: 'Die Mediane werden über so viele Läufe gebildet. Ab 100.000 Wetten insgesamt läuft der Backtest im Hintergrund.' }, default: 200, min: 1, max: 2000, integer: true },
    { id: 'bankroll', kind: 'number', label: { en: 'Starting bankroll', de: 'Startguthaben' }, unit: 'USDT', default: 1000, min: 0, max: 1e12, exclusiveMin: true },
  ],
  steps: (params) => Number(params.bets),
  work: (params) => Number(params.bets) * Number(params.runs),
  run: runKellyBacktest,
  outputs: [
    { id: 'fullFinal', label: { en: 'Full Kelly: median bankroll', de: 'Volles Kelly: Median-Guthaben' }, format: 'money', unit: 'USDT', value: seriesAt('fullMedian') },
    { id: 'halfFinal', label: { en: 'Half Kelly: median bankroll', de: 'Halbes Kelly: Median-Guthaben' }, format: 'money', unit: 'USDT', value: seriesAt('halfMedian') },
    { id: 'quarterFinal', label: { en: 'Quarter Kelly: median bankroll', de: 'Viertel-Kelly: Median-Guthaben' }, format: 'money', unit: 'USDT', value: seriesAt('quarterMedian') },
    { id: 'fixedFinal', label: { en: 'Fixed fraction: median bankroll', de: 'Fester Anteil: Median-Guthaben' }, format: 'money', unit: 'USDT', value: seriesAt('fixedMedian') },
    { id: 'fullMaxDrawdown', label: { en: 'Full Kelly: median max drawdown', de: 'Volles Kelly: Median des max. Drawdowns' }, format: 'percent', value: seriesAt('fullDrawdown') },
    { id: 'halfMaxDrawdown', label: { en: 'Half Kelly: median max drawdown', de: 'Halbes Kelly: Median des max. Drawdowns' }, format: 'percent', value: seriesAt('halfDrawdown') },
    { id: 'quarterMaxDrawdown', label: { en: 'Quarter Kelly: median max drawdown', de: 'Viertel-Kelly: Median des max. Drawdowns' }, format: 'percent', value: seriesAt('quarterDrawdown') },
    { id: 'fixedMaxDrawdown', label: { en: 'Fixed fraction: median max drawdown', de: 'Fester Anteil: Median des max. Drawdowns' }, format: 'percent', value: seriesAt('fixedDrawdown') },
  ],
  charts: [
    {
      id: 'chart',
      title: { en: 'Median bankroll over the bets', de: 'Median-Guthaben über die Wetten' },
      x: { en: 'Bet', de: 'Wette' },
      y: { en: 'USDT', de: 'USDT' },
      lines: [
        { series: 'fullMedian', label: { en: 'Full Kelly', de: 'Volles Kelly' } },
        { series: 'halfMedian', label: { en: 'Half Kelly', de: 'Halbes Kelly' } },
        { series: 'quarterMedian', label: { en: 'Quarter Kelly', de: 'Viertel-Kelly' } },
        { series: 'fixedMedian', label: { en: 'Fixed fraction', de: 'Fester Anteil' } },
      ],
    },
  ],
  exports: [
    {
      id: 'medians',
      label: { en: 'medians per bet', de: 'Mediane pro Wette' },
      fileName: 'kelly-backtest-medians',
      header: ['bet', 'fullKelly', 'halfKelly', 'quarterKelly', 'fixedFraction', 'fullKellyMaxDrawdown', 'halfKellyMaxDrawdown', 'quarterKellyMaxDrawdown', 'fixedFractionMaxDrawdown'],
      rows: (trace, step) =>
        Array.from({ length: step + 1 }, (_, k) => [k, ...['fullMedian', 'halfMedian', 'quarterMedian', 'fixedMedian', 'fullDrawdown', 'halfDrawdown', 'quarterDrawdown', 'fixedDrawdown'].map((name) => trace.series[name]?.[k] ?? null)]),
    },
  ],
};
