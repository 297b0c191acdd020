import type { Lang } from '../../../engine/localize';
import { defineTexts } from '../../../ui/defineTexts';

/**
 * Every text the `pnl-monte-carlo` add-on shows, in English and German (German informal "du",
 * glossary terms). `{{name}}` placeholders are filled with `interpolate` (src/engine/localize.ts); the values are formatted
 * numbers, never user text, and everything is rendered as plain text.
 */

export const PNL_MONTE_CARLO_TEXTS = defineTexts({
  en: {
    heading: 'Monte Carlo: where could this trade end?',
    intro:
      '{{samples}} random price paths over {{days}} days, starting at your entry. Each day the price moves by a random log return with mean μ − σ²/2 and deviation σ (your drift and volatility). At the end the whole position exits at that day’s price, with your fees after kickback. It is a random-walk model of uncertainty, not a forecast: real prices jump, trend and change their volatility.',
    p5Label: 'Net PnL, 5th percentile (bad case)',
    p5Help: '5 % of the paths end with this result or worse.',
    p50Label: 'Net PnL, median',
    p50Help: 'Half of the paths end above, half below.',
    p95Label: 'Net PnL, 95th percentile (good case)',
    p95Help: '5 % of the paths end with this result or better.',
    liquidatedLabel: 'Paths that hit the liquidation price',
    liquidatedHelp: 'Share of paths whose daily close reached the liquidation price at least once.',
    liquidationUsed:
      'Liquidation price used: {{price}} USDT — isolated margin with the exchange formula, wallet balance = your margin {{margin}} USDT, maintenance margin rate {{mmr}}, fees left out. Only daily closes are checked, so intraday wicks that liquidate are missed and the real share is higher.',
    noLiquidationPrice: 'No liquidation price: with this leverage no price move can liquidate the position (leverage about 1x or less for a long).',
    survivorNote:
      'The percentiles assume you hold to the end; a path that hit the liquidation price would in reality have been closed with a loss of about your margin. Percentiles use linear interpolation between ranks (like numpy’s default).',
    running: 'Simulating…',
    runningWorker: 'Simulating {{steps}} steps in the background…',
    done: 'Based on {{samples}} paths × {{days}} days, seed {{seed}}. The same seed gives the same numbers.',
    blocked: 'The Monte Carlo runs once the inputs above are valid.',
    chartTitle: 'Net PnL over time: 5th, 50th and 95th percentile of the paths',
    chartHelp: 'The band holds 90 % of the simulated paths on each day. A wide band means the outcome depends mostly on luck.',
    chartDay: 'Day',
    chartPnl: 'Net PnL (USDT)',
    chartLoading: 'Loading chart…',
    chartFailed: 'The chart could not be loaded; the percentiles above still apply.',
    tableCaption: 'Net PnL percentiles by day (data of the chart)',
    newSeed: 'New random seed',
    samplesInvalid: 'Monte Carlo: the number of paths must be a whole number from 1 to {{max}}.',
    daysInvalid: 'Monte Carlo: the days to simulate must be a whole number from 1 to {{max}}.',
    volInvalid: 'Monte Carlo: the daily volatility must be between 0 and {{max}} %.',
    driftInvalid: 'Monte Carlo: the daily drift must be between −{{max}} and {{max}} %.',
    seedInvalid: 'Monte Carlo: the seed must be a whole number from 0 to {{max}}.',
    failed: 'The Monte Carlo simulation failed. Please change an input to try again.',
  },
  de: {
    heading: 'Monte Carlo: Wo könnte dieser Trade enden?',
    intro:
      '{{samples}} zufällige Preispfade über {{days}} Tage, beginnend bei deinem Einstieg. Jeden Tag bewegt sich der Preis um eine zufällige Log-Rendite mit Mittelwert μ − σ²/2 und Abweichung σ (dein Drift und deine Volatilität). Am Ende wird die ganze Position zum Preis dieses Tages geschlossen, mit deinen Gebühren nach Kickback. Das ist ein Random-Walk-Modell der Unsicherheit, keine Prognose: Echte Preise springen, bilden Trends und ändern ihre Volatilität.',
    p5Label: 'Netto-PnL, 5. Perzentil (schlechter Fall)',
    p5Help: '5 % der Pfade enden mit diesem Ergebnis oder schlechter.',
    p50Label: 'Netto-PnL, Median',
    p50Help: 'Die Hälfte der Pfade endet darüber, die Hälfte darunter.',
    p95Label: 'Netto-PnL, 95. Perzentil (guter Fall)',
    p95Help: '5 % der Pfade enden mit diesem Ergebnis oder besser.',
    liquidatedLabel: 'Pfade, die den Liquidationspreis erreichen',
    liquidatedHelp: 'Anteil der Pfade, deren Tagesschlusskurs den Liquidationspreis mindestens einmal erreicht hat.',
    liquidationUsed:
      'Verwendeter Liquidationspreis: {{price}} USDT – Isolated Margin mit der Börsenformel, Guthaben = deine Margin {{margin}} USDT, Erhaltungsmargensatz {{mmr}}, ohne Gebühren. Geprüft werden nur Tagesschlusskurse: Dochte innerhalb des Tages, die liquidieren würden, fehlen, der echte Anteil ist also höher.',
    noLiquidationPrice: 'Kein Liquidationspreis: Mit diesem Hebel kann keine Preisbewegung die Position liquidieren (bei Long ein Hebel von etwa 1x oder weniger).',
    survivorNote:
      'Die Perzentile nehmen an, dass du bis zum Ende hältst; ein Pfad, der den Liquidationspreis erreicht hat, wäre in Wirklichkeit mit einem Verlust von etwa deiner Margin geschlossen worden. Perzentile werden linear zwischen den Rängen interpoliert (wie der Standard von numpy).',
    running: 'Wird simuliert…',
    runningWorker: '{{steps}} Schritte werden im Hintergrund simuliert…',
    done: 'Auf Basis von {{samples}} Pfaden × {{days}} Tagen, Seed {{seed}}. Derselbe Seed ergibt dieselben Zahlen.',
    blocked: 'Die Monte-Carlo-Simulation läuft, sobald die Eingaben oben gültig sind.',
    chartTitle: 'Netto-PnL im Zeitverlauf: 5., 50. und 95. Perzentil der Pfade',
    chartHelp: 'Das Band enthält an jedem Tag 90 % der simulierten Pfade. Ein breites Band heißt: Das Ergebnis hängt vor allem vom Glück ab.',
    chartDay: 'Tag',
    chartPnl: 'Netto-PnL (USDT)',
    chartLoading: 'Diagramm wird geladen…',
    chartFailed: 'Das Diagramm konnte nicht geladen werden; die Werte oben gelten trotzdem.',
    tableCaption: 'Perzentile des Netto-PnL nach Tag (Daten des Diagramms)',
    newSeed: 'Neuer Zufalls-Seed',
    samplesInvalid: 'Monte Carlo: Die Zahl der Pfade muss eine ganze Zahl von 1 bis {{max}} sein.',
    daysInvalid: 'Monte Carlo: Die simulierten Tage müssen eine ganze Zahl von 1 bis {{max}} sein.',
    volInvalid: 'Monte Carlo: Die tägliche Volatilität muss zwischen 0 und {{max}} % liegen.',
    driftInvalid: 'Monte Carlo: Der tägliche Drift muss zwischen −{{max}} und {{max}} % liegen.',
    seedInvalid: 'Monte Carlo: Der Seed muss eine ganze Zahl von 0 bis {{max}} sein.',
    failed: 'Die Monte-Carlo-Simulation ist fehlgeschlagen. Ändere eine Eingabe, um es erneut zu versuchen.',
  },
});

/** The add-on's texts in `lang`. */
export function pnlMonteCarloTexts(lang: Lang): PnlMonteCarloTexts {
  return PNL_MONTE_CARLO_TEXTS[lang];
}

export type PnlMonteCarloTexts = (typeof PNL_MONTE_CARLO_TEXTS)['en'];
