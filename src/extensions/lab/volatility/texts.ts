import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Every text of the volatility estimators besides the lab's data-source texts. */
export const VOLATILITY_TEXTS = defineTexts({
  en: {
    title: 'Realised volatility: four estimators side by side',
    frame: 'Past or synthetic data proves nothing about the future: realised volatility describes the chosen window, not the next one. Compare it with the implied volatility of an option before you trade.',
    settings: 'Window',
    window: 'Bars in the window',
    tooLong: 'The data has {{bars}} bars; a window needs one bar more than its length (the close before it). Choose at most {{max}} bars.',
    caption: 'Volatility per year over the last {{window}} bars ({{perYear}} bars a year)',
    estimator: 'Estimator',
    formula: 'Variance per bar',
    perYear: 'Volatility per year',
    names: {
      closeToClose: 'Close-to-close',
      parkinson: 'Parkinson',
      garmanKlass: 'Garman–Klass',
      yangZhang: 'Yang–Zhang',
    },
    formulas: {
      closeToClose: 'Σ (rᵢ − m)² ÷ (n − 1), rᵢ = ln(Cᵢ/Cᵢ₋₁), m = mean of the rᵢ',
      parkinson: 'Σ ln(Hᵢ/Lᵢ)² ÷ (4 · ln 2 · n)',
      garmanKlass: 'Σ [½ · ln(Hᵢ/Lᵢ)² − (2 · ln 2 − 1) · ln(Cᵢ/Oᵢ)²] ÷ n',
      yangZhang: 'σ²(open) + k · σ²(close) + (1 − k) · σ²(RS), k = 0.34 ÷ (1.34 + (n + 1) ÷ (n − 1))',
    },
    annualised: 'Annualised: √(variance per bar · bars per year), with 365 days a year.',
    barsPerYear: 'Bars per year',
    bars: 'Bars in the data',
    barsNote: 'The window reads its bars and the close of the bar before it.',
    rangeRatio: 'Parkinson ÷ close-to-close',
    rangeRatioNote: 'Near 1: the ranges and the closes tell the same story. Far below 1: gaps between bars or highs and lows that miss the true extremes.',
    chart: 'Rolling volatility per year, {{window}}-bar window',
    valueAxis: 'Volatility per year',
  },
  de: {
    title: 'Realisierte Volatilität: vier Schätzer nebeneinander',
    frame: 'Vergangene oder synthetische Daten beweisen nichts über die Zukunft: Die realisierte Volatilität beschreibt das gewählte Zeitfenster, nicht das nächste. Vergleiche sie vor dem Traden mit der impliziten Volatilität einer Option.',
    settings: 'Zeitfenster',
    window: 'Kerzen im Zeitfenster',
    tooLong: 'Die Daten haben {{bars}} Kerzen; ein Zeitfenster braucht eine Kerze mehr als seine Länge (den Schluss davor). Wähle höchstens {{max}} Kerzen.',
    caption: 'Volatilität pro Jahr über die letzten {{window}} Kerzen ({{perYear}} Kerzen pro Jahr)',
    estimator: 'Schätzer',
    formula: 'Varianz pro Kerze',
    perYear: 'Volatilität pro Jahr',
    names: {
      closeToClose: 'Close-to-Close',
      parkinson: 'Parkinson',
      garmanKlass: 'Garman–Klass',
      yangZhang: 'Yang–Zhang',
    },
    formulas: {
      closeToClose: 'Σ (rᵢ − m)² ÷ (n − 1), rᵢ = ln(Cᵢ/Cᵢ₋₁), m = Mittelwert der rᵢ',
      parkinson: 'Σ ln(Hᵢ/Lᵢ)² ÷ (4 · ln 2 · n)',
      garmanKlass: 'Σ [½ · ln(Hᵢ/Lᵢ)² − (2 · ln 2 − 1) · ln(Cᵢ/Oᵢ)²] ÷ n',
      yangZhang: 'σ²(open) + k · σ²(close) + (1 − k) · σ²(RS), k = 0,34 ÷ (1,34 + (n + 1) ÷ (n − 1))',
    },
    annualised: 'Auf ein Jahr hochgerechnet: √(Varianz pro Kerze · Kerzen pro Jahr), mit 365 Tagen im Jahr.',
    barsPerYear: 'Kerzen pro Jahr',
    bars: 'Kerzen in den Daten',
    barsNote: 'Das Zeitfenster liest seine Kerzen und den Schluss der Kerze davor.',
    rangeRatio: 'Parkinson ÷ Close-to-Close',
    rangeRatioNote: 'Nahe 1: Spannen und Schlusskurse erzählen dasselbe. Weit unter 1: Lücken zwischen den Kerzen oder Hochs und Tiefs, die die wahren Extreme verfehlen.',
    chart: 'Rollierende Volatilität pro Jahr, Zeitfenster {{window}} Kerzen',
    valueAxis: 'Volatilität pro Jahr',
  },
});

export type VolatilityTexts = Texts<(typeof VOLATILITY_TEXTS)['en']>;

export function volatilityTexts(lang: Lang): VolatilityTexts {
  return VOLATILITY_TEXTS[lang];
}
