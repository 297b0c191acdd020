import { defineTexts } from '../../../ui/defineTexts';

/**
 * The texts of the ohlc-atr-import add-on in both languages (kept next to the add-on instead of
 * public/locales, so the add-on's chunk carries its own strings). `{{name}}` placeholders are filled
 * with `interpolate`; texts.test.ts checks that both languages have the same keys and placeholders.
 * The error texts are quoted word for word.
 */
export const ohlcTexts = defineTexts({
  en: {
    heading: 'ATR from price data (OHLC)',
    intro: 'Open a CSV or JSON file of candles, oldest first, with open, high, low and close columns (other columns such as time are ignored). The ATR over the period above — Wilder’s ATR, the one charting tools show: the mean of the first N true ranges, then each new true range moves it 1/N of the way — is computed in your browser and filled into “ATR value”. The file is never uploaded.',
    fileLabel: 'OHLC file (CSV or JSON)',
    reading: 'Reading {{file}}…',
    read: 'Read {{rows}} rows from {{file}}: ATR({{period}}) = {{atr}} — filled into “ATR value”.',
    rowsLabel: 'Rows read',
    atrLabel: 'ATR',
    recalculate: 'Recalculate ATR with period {{period}}',
    notEnoughRows: 'Not enough OHLC rows for ATR.',
    notFinite: 'ATR could not be calculated.',
    invalidJson: 'Invalid JSON file.',
    missingColumns: 'The file needs open, high, low and close columns (or fields).',
    tooLarge: 'The file is larger than {{size}}. Use fewer candles.',
    wrongType: 'Choose a .csv or .json file.',
    readFailed: 'The file could not be read.',
    badPeriod: 'Set the ATR period to a whole number of at least 1 first.',
  },
  de: {
    heading: 'ATR aus Kursdaten (OHLC)',
    intro: 'Öffne eine CSV- oder JSON-Datei mit Kerzen, älteste zuerst, mit den Spalten open, high, low und close (weitere Spalten wie time werden ignoriert). Der ATR über die Periode oben – Wilders ATR, den auch Chart-Tools zeigen: das Mittel der ersten N True Ranges, danach rückt jede neue True Range ihn um 1/N des Wegs weiter – wird in deinem Browser berechnet und in „ATR-Wert“ eingetragen. Die Datei wird nie hochgeladen.',
    fileLabel: 'OHLC-Datei (CSV oder JSON)',
    reading: '{{file}} wird gelesen…',
    read: '{{rows}} Reihen aus {{file}} gelesen: ATR({{period}}) = {{atr}} – in „ATR-Wert“ eingetragen.',
    rowsLabel: 'Gelesene Reihen',
    atrLabel: 'ATR',
    recalculate: 'ATR mit Periode {{period}} neu berechnen',
    notEnoughRows: 'Nicht genug OHLC-Reihen für ATR.',
    notFinite: 'ATR konnte nicht berechnet werden.',
    invalidJson: 'Ungültige JSON-Datei.',
    missingColumns: 'Die Datei braucht die Spalten (oder Felder) open, high, low und close.',
    tooLarge: 'Die Datei ist größer als {{size}}. Nimm weniger Kerzen.',
    wrongType: 'Wähle eine .csv- oder .json-Datei.',
    readFailed: 'Die Datei konnte nicht gelesen werden.',
    badPeriod: 'Setz die ATR-Periode zuerst auf eine ganze Zahl ab 1.',
  },
});

export type OhlcTextKey = keyof (typeof ohlcTexts)['en'];
