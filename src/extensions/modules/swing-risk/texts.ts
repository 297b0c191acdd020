import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Every text of the swing risk dashboard. */
export const SWING_RISK_TEXTS = defineTexts({
  en: {
    title: 'Risk dashboard for open swing positions',
    intro: 'Type your open positions. Each one risks what it loses if its stop is hit: (entry − stop) · size for a long, (stop − entry) · size for a short, before fees and slippage. Nothing you type leaves your browser.',
    account: 'Account size',
    positions: 'Open positions',
    symbol: 'Symbol',
    side: 'Side',
    long: 'Long',
    short: 'Short',
    entry: 'Entry',
    stop: 'Stop',
    size: 'Size (coins)',
    rowLabel: 'Position {{row}}',
    add: 'Add a position',
    remove: 'Remove position {{row}}',
    accountError: 'The account size must be a number greater than 0.',
    problems: {
      entry: 'Position {{row}}: the entry must be a number greater than 0.',
      stop: 'Position {{row}}: the stop must be a number greater than 0.',
      size: 'Position {{row}}: the size must be a number greater than 0.',
      stopAtEntry: 'Position {{row}}: the stop must differ from the entry.',
    },
    noPositions: 'Add a position to see its risk.',
    caption: 'Risk per position and in total, in USDT and in % of the account',
    risk: 'Risk at the stop',
    riskPct: 'Risk in % of the account',
    notional: 'Notional',
    level: 'Risk level',
    total: 'All positions',
    stopInProfit: 'stop in profit',
    levels: { low: 'low', medium: 'medium', high: 'high', critical: 'critical' },
    thresholdsTitle: 'Risk levels',
    thresholdsPosition: 'Per position: low up to 1 %, medium above 1 % up to 2 %, high above 2 % up to 5 %, critical above 5 % of the account.',
    thresholdsTotal: 'All open positions together: low up to 3 %, medium above 3 % up to 6 %, high above 6 % up to 10 %, critical above 10 % of the account.',
    verdict: 'Together your open positions risk {{pct}} of the account: {{level}}.',
  },
  de: {
    title: 'Risiko-Dashboard für offene Swing-Positionen',
    intro: 'Gib deine offenen Positionen ein. Jede riskiert, was sie verliert, wenn ihr Stop erreicht wird: (Einstieg − Stop) · Größe bei einem Long, (Stop − Einstieg) · Größe bei einem Short, vor Gebühren und Slippage. Nichts, was du eingibst, verlässt deinen Browser.',
    account: 'Kontogröße',
    positions: 'Offene Positionen',
    symbol: 'Symbol',
    side: 'Richtung',
    long: 'Long',
    short: 'Short',
    entry: 'Einstieg',
    stop: 'Stop',
    size: 'Größe (Coins)',
    rowLabel: 'Position {{row}}',
    add: 'Position hinzufügen',
    remove: 'Position {{row}} entfernen',
    accountError: 'Die Kontogröße muss eine Zahl größer als 0 sein.',
    problems: {
      entry: 'Position {{row}}: Der Einstieg muss eine Zahl größer als 0 sein.',
      stop: 'Position {{row}}: Der Stop muss eine Zahl größer als 0 sein.',
      size: 'Position {{row}}: Die Größe muss eine Zahl größer als 0 sein.',
      stopAtEntry: 'Position {{row}}: Der Stop muss sich vom Einstieg unterscheiden.',
    },
    noPositions: 'Füge eine Position hinzu, um ihr Risiko zu sehen.',
    caption: 'Risiko pro Position und insgesamt, in USDT und in % des Kontos',
    risk: 'Risiko am Stop',
    riskPct: 'Risiko in % des Kontos',
    notional: 'Nominalwert',
    level: 'Risikostufe',
    total: 'Alle Positionen',
    stopInProfit: 'Stop im Gewinn',
    levels: { low: 'niedrig', medium: 'mittel', high: 'hoch', critical: 'kritisch' },
    thresholdsTitle: 'Risikostufen',
    thresholdsPosition: 'Pro Position: niedrig bis 1 %, mittel über 1 % bis 2 %, hoch über 2 % bis 5 %, kritisch über 5 % des Kontos.',
    thresholdsTotal: 'Alle offenen Positionen zusammen: niedrig bis 3 %, mittel über 3 % bis 6 %, hoch über 6 % bis 10 %, kritisch über 10 % des Kontos.',
    verdict: 'Zusammen riskieren deine offenen Positionen {{pct}} des Kontos: {{level}}.',
  },
});

export type SwingRiskTexts = Texts<(typeof SWING_RISK_TEXTS)['en']>;

export function swingRiskTexts(lang: Lang): SwingRiskTexts {
  return SWING_RISK_TEXTS[lang];
}
