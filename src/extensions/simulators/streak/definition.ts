import { eventRows, seriesAt, type SimulatorDefinition } from '../kit/simulation';
import { runStreak } from './core';
import { streakManifest } from './manifest';


/** The Streak Simulator of /strategies/martingale (simulator `streak`). */
export const streakDefinition: SimulatorDefinition = {
  id: streakManifest.section.id,
  title: { en: 'Streak Simulator', de: 'Serien-Simulator' },
  intro: {
    en: 'A martingale on seeded coin flips: each bet wins with your win probability and pays even money. After a loss the stake is multiplied, after a win it goes back to the base. When the bankroll cannot pay the next stake, the run is busted.',
    de: 'Eine Martingale auf Münzwürfe mit Seed: Jeder Einsatz gewinnt mit deiner Gewinnwahrscheinlichkeit und zahlt 1:1. Nach einem Verlust wird der Einsatz multipliziert, nach einem Gewinn geht er zurück auf den Grundeinsatz. Kann das Guthaben den nächsten Einsatz nicht mehr bezahlen, ist der Lauf pleite.',
  },
  params: [
    { id: 'winProbability', kind: 'number', label: { en: 'Win probability', de: 'Gewinnwahrscheinlichkeit' }, help: { en: '50 % is a fair coin; 48.6 % is red on a European roulette wheel.', de: '50 % ist eine faire Münze; 48,6 % ist Rot beim europäischen Roulette.' }, unit: '%', wasFraction: true, default: 50, min: 0, max: 100 },
    { id: 'bets', kind: 'number', label: { en: 'Bets', de: 'Einsätze' }, default: 1000, min: 1, max: 500000, integer: true },
    { id: 'base', kind: 'number', label: { en: 'Base stake', de: 'Grundeinsatz' }, unit: 'USDT', default: 10, min: 0, max: 1e9, exclusiveMin: true },
    { id: 'multiplier', kind: 'number', label: { en: 'Multiplier after a loss', de: 'Multiplikator nach Verlust' }, default: 2, min: 1, max: 10 },
    { id: 'bankroll', kind: 'number', label: { en: 'Bankroll', de: 'Guthaben' }, unit: 'USDT', default: 5000, min: 0, max: 1e12, exclusiveMin: true },
  ],
  steps: (params) => Number(params.bets),
  run: runStreak,
  outputs: [
    { id: 'finalBankroll', label: { en: 'Bankroll', de: 'Guthaben' }, format: 'money', unit: 'USDT', value: seriesAt('bankroll') },
    { id: 'longestLosingStreak', label: { en: 'Longest losing streak', de: 'Längste Verlustserie' }, format: 'integer', value: seriesAt('longestLosingRun') },
    { id: 'currentLosingStreak', label: { en: 'Current losing streak', de: 'Aktuelle Verlustserie' }, format: 'integer', value: seriesAt('losingRun') },
    { id: 'maxStakeUsed', label: { en: 'Largest stake used', de: 'Größter Einsatz' }, format: 'money', unit: 'USDT', value: seriesAt('maxStake') },
    { id: 'nextStake', label: { en: 'Next stake', de: 'Nächster Einsatz' }, format: 'money', unit: 'USDT', value: seriesAt('stake') },
    { id: 'busted', label: { en: 'Busted (1 = yes)', de: 'Pleite (1 = ja)' }, help: { en: 'The bankroll cannot pay the next stake.', de: 'Das Guthaben kann den nächsten Einsatz nicht bezahlen.' }, format: 'integer', value: seriesAt('busted') },
  ],
  charts: [
    {
      id: 'chart',
      title: { en: 'Bankroll over the bets', de: 'Guthaben über die Einsätze' },
      x: { en: 'Bet', de: 'Einsatz' },
      y: { en: 'USDT', de: 'USDT' },
      lines: [{ series: 'bankroll', label: { en: 'Bankroll', de: 'Guthaben' } }],
    },
  ],
  exports: [
    {
      id: 'bets',
      label: { en: 'bets', de: 'Einsätze' },
      fileName: 'streak-bets',
      header: ['bet', 'outcome', 'stake', 'bankroll'],
      rows: (trace, step) => eventRows(trace.events.bets, step).map(([bet, outcome, stake, bankroll]) => [bet, outcome === 1 ? 'win' : 'loss', stake, bankroll]),
    },
  ],
};
