import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Every text of the DCA comparison besides the lab's data-source texts. */
export const DCA_TEXTS = defineTexts({
  en: {
    title: 'DCA against a lump sum',
    frame: 'Past or synthetic data proves nothing about the future: the same plan on another stretch of data can rank the other way round. The comparison only shows how each plan behaves on the data you choose, fees included.',
    plan: 'Plan',
    amount: 'Amount per buy (fee included)',
    intervalDays: 'Days between buys',
    feePct: 'Fee per buy',
    noBuys: 'The data is shorter than one interval: no buy falls within it.',
    caption: 'DCA and a lump sum of the same total, on the chosen data',
    measure: 'Measure',
    dca: 'DCA',
    lumpSum: 'Lump sum at the start',
    rows: {
      buys: 'Buys',
      invested: 'Invested (USDT, fees included)',
      fees: 'Fees paid (USDT)',
      finalValue: 'Final value (USDT)',
      totalReturn: 'Total return',
      averageCost: 'Average cost per unit (USDT, fees included)',
      maxDrawdown: 'Maximum drawdown (of value ÷ invested)',
      worstLoss: 'Worst loss on the money put in',
      timeUnderWater: 'Time under water (value below invested)',
    },
    pinned: { dcaValue: 'DCA final value (USDT)', lumpValue: 'Lump-sum final value (USDT)', dcaReturn: 'DCA return', lumpReturn: 'Lump-sum return' },
    summary: 'On this data, DCA ended {{difference}} {{direction}} the lump sum.',
    above: 'above',
    below: 'below',
    chart: 'Value of both plans and the money put in by DCA',
    valueAxis: 'USDT',
    dcaValue: 'DCA value',
    lumpValue: 'Lump-sum value',
    dcaInvested: 'Invested by DCA',
  },
  de: {
    title: 'DCA gegen Einmalanlage',
    frame: 'Vergangene oder synthetische Daten beweisen nichts über die Zukunft: Derselbe Plan kann auf einem anderen Datenabschnitt genau umgekehrt abschneiden. Der Vergleich zeigt nur, wie sich jeder Plan auf den Daten verhält, die du wählst – Gebühren eingerechnet.',
    plan: 'Plan',
    amount: 'Betrag pro Kauf (inkl. Gebühr)',
    intervalDays: 'Tage zwischen den Käufen',
    feePct: 'Gebühr pro Kauf',
    noBuys: 'Die Daten sind kürzer als ein Intervall: Kein Kauf fällt hinein.',
    caption: 'DCA und eine Einmalanlage mit derselben Summe auf den gewählten Daten',
    measure: 'Kennzahl',
    dca: 'DCA',
    lumpSum: 'Einmalanlage am Anfang',
    rows: {
      buys: 'Käufe',
      invested: 'Investiert (USDT, inkl. Gebühren)',
      fees: 'Gezahlte Gebühren (USDT)',
      finalValue: 'Endwert (USDT)',
      totalReturn: 'Gesamtrendite',
      averageCost: 'Durchschnittlicher Einstandspreis (USDT, inkl. Gebühren)',
      maxDrawdown: 'Maximaler Drawdown (von Wert ÷ investiert)',
      worstLoss: 'Größter Verlust auf das eingezahlte Geld',
      timeUnderWater: 'Zeit unter Wasser (Wert unter investiert)',
    },
    pinned: { dcaValue: 'Endwert DCA (USDT)', lumpValue: 'Endwert Einmalanlage (USDT)', dcaReturn: 'Rendite DCA', lumpReturn: 'Rendite Einmalanlage' },
    summary: 'Auf diesen Daten endete DCA {{difference}} {{direction}} der Einmalanlage.',
    above: 'über',
    below: 'unter',
    chart: 'Wert beider Pläne und das von DCA eingezahlte Geld',
    valueAxis: 'USDT',
    dcaValue: 'Wert DCA',
    lumpValue: 'Wert Einmalanlage',
    dcaInvested: 'Von DCA investiert',
  },
});

export type DcaTexts = Texts<(typeof DCA_TEXTS)['en']>;

export function dcaTexts(lang: Lang): DcaTexts {
  return DCA_TEXTS[lang];
}
