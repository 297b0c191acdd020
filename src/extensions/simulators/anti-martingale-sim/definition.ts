import { eventRows, seriesAt, type SimulatorDefinition } from '../kit/simulation';
import { runAntiMartingaleSim } from './core';
import { antiMartingaleSimManifest } from './manifest';


/** The progression simulator of /strategies/anti-martingale (simulator `anti-martingale-sim`). */
export const antiMartingaleSimDefinition: SimulatorDefinition = {
  id: antiMartingaleSimManifest.section.id,
  title: { en: 'Progression simulator: anti-martingale against martingale', de: 'Progressions-Simulator: Anti-Martingale gegen Martingale' },
  intro: {
    en: 'Seeded wins and losses, played twice: with the anti-martingale (raise after a win, back to the base by your reset rule) and with a martingale (raise after a loss, back to the base after a win). Both see exactly the same outcomes, so the difference is the sizing rule alone.',
    de: 'Gewinne und Verluste mit Seed, zweimal gespielt: mit der Anti-Martingale (nach einem Gewinn erhöhen, nach deiner Reset-Regel zurück auf den Grundeinsatz) und mit einer Martingale (nach einem Verlust erhöhen, nach einem Gewinn zurück auf den Grundeinsatz). Beide sehen genau dieselben Ergebnisse – der Unterschied liegt allein in der Größenregel.',
  },
  params: [
    { id: 'winProbability', kind: 'number', label: { en: 'Win probability', de: 'Gewinnwahrscheinlichkeit' }, unit: '%', wasFraction: true, default: 50, min: 0, max: 100 },
    { id: 'payout', kind: 'number', label: { en: 'Payout per unit staked', de: 'Auszahlung pro eingesetzter Einheit' }, help: { en: 'Net win per 1 staked: 1 = even money, 2 = a 2R winner.', de: 'Nettogewinn pro 1 Einsatz: 1 = 1:1, 2 = ein 2R-Gewinner.' }, default: 1, min: 0, max: 100, exclusiveMin: true },
    { id: 'bets', kind: 'number', label: { en: 'Bets', de: 'Einsätze' }, default: 200, min: 1, max: 500000, integer: true },
    { id: 'base', kind: 'number', label: { en: 'Base stake', de: 'Grundeinsatz' }, unit: 'USDT', default: 10, min: 0, max: 1e9, exclusiveMin: true },
    { id: 'multiplier', kind: 'number', label: { en: 'Anti-martingale multiplier', de: 'Anti-Martingale-Multiplikator' }, help: { en: 'Conservative 1.2, moderate 1.5, aggressive 2.0.', de: 'Konservativ 1,2, moderat 1,5, aggressiv 2,0.' }, default: 1.5, min: 1, max: 10 },
    {
      id: 'resetMode',
      kind: 'choice',
      label: { en: 'Reset', de: 'Reset' },
      options: [
        { value: 'oneLoss', label: { en: 'After one loss', de: 'Nach einem Verlust' } },
        { value: 'twoLosses', label: { en: 'After two losses in a row', de: 'Nach zwei Verlusten in Folge' } },
        { value: 'profit', label: { en: 'At a profit target (and after a loss)', de: 'Bei einem Gewinnziel (und nach einem Verlust)' } },
      ],
      default: 'oneLoss',
    },
    { id: 'resetProfitPct', kind: 'number', label: { en: 'Profit target of a run', de: 'Gewinnziel eines Laufs' }, help: { en: 'Used with the profit-target reset: % of the bankroll.', de: 'Gilt beim Reset mit Gewinnziel: % des Guthabens.' }, unit: '%', default: 3, min: 0, max: 1000, exclusiveMin: true },
    { id: 'martingaleMultiplier', kind: 'number', label: { en: 'Martingale multiplier (comparison)', de: 'Martingale-Multiplikator (Vergleich)' }, default: 2, min: 1, max: 10 },
    { id: 'bankroll', kind: 'number', label: { en: 'Bankroll', de: 'Guthaben' }, unit: 'USDT', default: 1000, min: 0, max: 1e12, exclusiveMin: true },
  ],
  steps: (params) => Number(params.bets),
  run: runAntiMartingaleSim,
  outputs: [
    { id: 'amBankroll', label: { en: 'Anti-martingale bankroll', de: 'Guthaben Anti-Martingale' }, format: 'money', unit: 'USDT', value: seriesAt('amBankroll') },
    { id: 'mgBankroll', label: { en: 'Martingale bankroll', de: 'Guthaben Martingale' }, format: 'money', unit: 'USDT', value: seriesAt('mgBankroll') },
    { id: 'amLargestStake', label: { en: 'Anti-martingale: largest stake', de: 'Anti-Martingale: größter Einsatz' }, format: 'money', unit: 'USDT', value: seriesAt('amLargestStake') },
    { id: 'mgLargestStake', label: { en: 'Martingale: largest stake', de: 'Martingale: größter Einsatz' }, format: 'money', unit: 'USDT', value: seriesAt('mgLargestStake') },
    { id: 'amMaxDrawdown', label: { en: 'Anti-martingale: max drawdown', de: 'Anti-Martingale: max. Drawdown' }, format: 'percent', value: seriesAt('amDrawdown') },
    { id: 'mgMaxDrawdown', label: { en: 'Martingale: max drawdown', de: 'Martingale: max. Drawdown' }, format: 'percent', value: seriesAt('mgDrawdown') },
    { id: 'winShare', label: { en: 'Share of wins so far', de: 'Anteil Gewinne bisher' }, format: 'percent', value: (trace, step) => (step === 0 ? NaN : (trace.series.wins?.[step] ?? NaN) / step) },
  ],
  charts: [
    {
      id: 'chart',
      title: { en: 'Bankroll: anti-martingale and martingale on the same outcomes', de: 'Guthaben: Anti-Martingale und Martingale auf denselben Ergebnissen' },
      x: { en: 'Bet', de: 'Einsatz' },
      y: { en: 'USDT', de: 'USDT' },
      lines: [
        { series: 'amBankroll', label: { en: 'Anti-martingale', de: 'Anti-Martingale' } },
        { series: 'mgBankroll', label: { en: 'Martingale', de: 'Martingale' } },
      ],
    },
  ],
  exports: [
    {
      id: 'bets',
      label: { en: 'bets', de: 'Einsätze' },
      fileName: 'anti-martingale-bets',
      header: ['bet', 'outcome', 'antiMartingaleStake', 'antiMartingaleBankroll', 'martingaleStake', 'martingaleBankroll'],
      rows: (trace, step) => eventRows(trace.events.bets, step).map(([bet, outcome, ...rest]) => [bet, outcome === 1 ? 'win' : 'loss', ...rest]),
    },
  ],
};
