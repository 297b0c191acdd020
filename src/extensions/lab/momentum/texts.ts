import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Every text of the momentum tracker besides the lab's data-source texts. */
export const MOMENTUM_TEXTS = defineTexts({
  en: {
    title: 'Momentum tracker',
    frame: 'The indicators describe the bars behind you, not the next one. A signal here is a summary of recent momentum under fixed rules — test it before you trade on it, and size every trade from its stop.',
    rulesTitle: 'How the signal is decided (RSI 14, rate of change over 10 bars, MACD 12/26/9, EMA 20), in this order',
    rules: [
      'Exit when RSI is at or above 70 or at or below 30: the move is stretched — take profit or tighten the stop of a position in its direction, and open no new one. Strength very strong at RSI 80 or above or 20 or below, else strong.',
      'Buy when at least three of the four readings are bullish: RSI above 50, rate of change above 0, MACD histogram above 0, close above EMA 20. Sell when at least three are bearish: RSI below 50, rate of change below 0, histogram below 0, close below EMA 20.',
      'Strength of a buy or sell: moderate when three of four agree, strong when all four agree, very strong when all four agree and RSI is at or above 60 (buy) or at or below 40 (sell).',
      'Hold/wait when the readings disagree: strength weak. A reading exactly at its level counts for neither side.',
    ],
    latest: 'Latest bar: {{time}}',
    measure: 'Reading',
    value: 'Value',
    rows: {
      signal: 'Signal',
      strength: 'Strength',
      rsi: 'RSI (14)',
      roc: 'Rate of change (10 bars)',
      macdHist: 'MACD histogram (12/26/9)',
      emaDistPct: 'Close against EMA 20',
    },
    signals: { buy: 'Buy', sell: 'Sell', hold: 'Hold/wait', exit: 'Exit' },
    strengths: { weak: 'weak', moderate: 'moderate', strong: 'strong', 'very-strong': 'very strong' },
    tooShort: 'The data has {{bars}} bars; the tracker needs at least {{min}} to compute all four indicators.',
    shares: 'Over all {{bars}} bars with a signal: buy {{buy}}, sell {{sell}}, hold/wait {{hold}}, exit {{exit}}.',
    chart: 'Signals of the last {{bars}} bars on the close',
    historyTable: 'Signal changes in the last {{bars}} bars',
    signalColumn: 'Signal',
    strengthColumn: 'Strength',
  },
  de: {
    title: 'Momentum-Tracker',
    frame: 'Die Indikatoren beschreiben die Kerzen hinter dir, nicht die nächste. Ein Signal hier ist eine Zusammenfassung des jüngsten Momentums nach festen Regeln – teste es, bevor du danach handelst, und bemiss jeden Trade von seinem Stop aus.',
    rulesTitle: 'So entsteht das Signal (RSI 14, Kursänderungsrate über 10 Kerzen, MACD 12/26/9, EMA 20), in dieser Reihenfolge',
    rules: [
      'Ausstieg, wenn der RSI bei 70 oder darüber oder bei 30 oder darunter liegt: Die Bewegung ist überdehnt – nimm bei einer Position in ihrer Richtung Gewinn mit oder zieh den Stop nach, und eröffne keine neue. Stärke sehr stark ab RSI 80 oder bis 20, sonst stark.',
      'Kaufen, wenn mindestens drei der vier Werte bullisch sind: RSI über 50, Kursänderungsrate über 0, MACD-Histogramm über 0, Schlusskurs über EMA 20. Verkaufen, wenn mindestens drei bärisch sind: RSI unter 50, Kursänderungsrate unter 0, Histogramm unter 0, Schlusskurs unter EMA 20.',
      'Stärke beim Kaufen oder Verkaufen: moderat, wenn drei von vier übereinstimmen, stark, wenn alle vier übereinstimmen, sehr stark, wenn alle vier übereinstimmen und der RSI bei 60 oder darüber (Kaufen) bzw. bei 40 oder darunter (Verkaufen) liegt.',
      'Halten/Abwarten, wenn die Werte sich widersprechen: Stärke schwach. Ein Wert genau auf seiner Schwelle zählt für keine Seite.',
    ],
    latest: 'Letzte Kerze: {{time}}',
    measure: 'Wert',
    value: 'Stand',
    rows: {
      signal: 'Signal',
      strength: 'Stärke',
      rsi: 'RSI (14)',
      roc: 'Kursänderungsrate (10 Kerzen)',
      macdHist: 'MACD-Histogramm (12/26/9)',
      emaDistPct: 'Schlusskurs gegenüber EMA 20',
    },
    signals: { buy: 'Kaufen', sell: 'Verkaufen', hold: 'Halten/Abwarten', exit: 'Ausstieg' },
    strengths: { weak: 'schwach', moderate: 'moderat', strong: 'stark', 'very-strong': 'sehr stark' },
    tooShort: 'Die Daten haben {{bars}} Kerzen; der Tracker braucht mindestens {{min}}, um alle vier Indikatoren zu berechnen.',
    shares: 'Über alle {{bars}} Kerzen mit Signal: Kaufen {{buy}}, Verkaufen {{sell}}, Halten/Abwarten {{hold}}, Ausstieg {{exit}}.',
    chart: 'Signale der letzten {{bars}} Kerzen auf dem Schlusskurs',
    historyTable: 'Signalwechsel in den letzten {{bars}} Kerzen',
    signalColumn: 'Signal',
    strengthColumn: 'Stärke',
  },
});

export type MomentumTexts = Texts<(typeof MOMENTUM_TEXTS)['en']>;

export function momentumTexts(lang: Lang): MomentumTexts {
  return MOMENTUM_TEXTS[lang];
}
