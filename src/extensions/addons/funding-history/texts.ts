import { defineTexts } from '../../../ui/defineTexts';

/** The texts of the funding-history add-on in both languages (its chunk carries its own strings). */
export const fundingHistoryTexts = defineTexts({
  en: {
    heading: 'What funding actually paid',
    intro: 'The funding history of {{market}}/USDT perpetuals on each exchange, as this site keeps it. Your browser loads it from this site only; the site’s server fetches it from the exchanges.',
    market: 'Market',
    loading: 'Loading the funding history…',
    unavailable: 'The exchanges’ funding history is not available here right now; type the rate you expect instead.',
    failed: 'The funding history of {{exchange}} could not be loaded.',
    chartTitle: 'Funding rate per period, by exchange',
    chartTime: 'Funding time (UTC)',
    chartRate: 'Rate per period (%)',
    chartLoading: 'Loading the chart…',
    chartFailed: 'The chart could not be loaded; the table below has the numbers.',
    tableCaption: 'Funding statistics by exchange',
    exchange: 'Exchange',
    stats: {
      mean: 'Mean per period',
      median: 'Median per period',
      positiveShare: 'Periods with a positive rate',
      annualYield: 'Annual yield (mean, no compounding)',
      worstMonth: 'Worst month (sum of rates)',
    },
    range: '{{records}} periods of {{hours}} h from {{from}} to {{to}}, as of {{asOf}}',
    useMean: 'Use the mean of {{exchange}}',
    used: 'The mean of {{exchange}} per 8 h is in “{{input}}” now.',
    note: 'Past funding is not a forecast: rates swing with the market and turn negative in sell-offs.',
  },
  de: {
    heading: 'Was Funding tatsächlich gezahlt hat',
    intro: 'Der Funding-Verlauf der {{market}}/USDT-Perpetuals an jeder Börse, wie diese Website ihn speichert. Dein Browser lädt ihn nur von dieser Website; der Server der Website holt ihn bei den Börsen ab.',
    market: 'Markt',
    loading: 'Funding-Verlauf wird geladen …',
    unavailable: 'Der Funding-Verlauf der Börsen ist hier gerade nicht verfügbar; gib stattdessen die Rate ein, die du erwartest.',
    failed: 'Der Funding-Verlauf von {{exchange}} konnte nicht geladen werden.',
    chartTitle: 'Funding-Rate je Periode, nach Börse',
    chartTime: 'Funding-Zeitpunkt (UTC)',
    chartRate: 'Rate je Periode (%)',
    chartLoading: 'Diagramm wird geladen …',
    chartFailed: 'Das Diagramm konnte nicht geladen werden; die Tabelle unten enthält die Zahlen.',
    tableCaption: 'Funding-Kennzahlen nach Börse',
    exchange: 'Börse',
    stats: {
      mean: 'Mittelwert je Periode',
      median: 'Median je Periode',
      positiveShare: 'Perioden mit positiver Rate',
      annualYield: 'Jahresrendite (Mittelwert, ohne Zinseszins)',
      worstMonth: 'Schlechtester Monat (Summe der Raten)',
    },
    range: '{{records}} Perioden à {{hours}} Std. vom {{from}} bis {{to}}, Stand {{asOf}}',
    useMean: 'Mittelwert von {{exchange}} übernehmen',
    used: 'Der Mittelwert von {{exchange}} je 8 Std. steht jetzt in „{{input}}“.',
    note: 'Vergangenes Funding ist keine Prognose: Die Raten schwanken mit dem Markt und werden bei Abverkäufen negativ.',
  },
});

export type FundingHistoryTexts = (typeof fundingHistoryTexts)['en'];
