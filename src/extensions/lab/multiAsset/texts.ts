import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Texts of the lab's multi-asset data source. */
export const MULTI_ASSET_TEXTS = defineTexts({
  en: {
    data: 'Market data (several assets)',
    dataset: 'Data',
    datasetUpload: 'Your file (one time column, one close column per asset)',
    file: 'Wide CSV or JSON file',
    fileHelp: 'One time column and one close column per asset (2 to 8 assets), for example time,BTC,ETH,SOL; up to 50 MB. It is read in your browser only and is not part of the page link.',
    loading: 'Loading the data…',
    noFile: 'Choose a wide CSV or JSON file: a time column and one close column per asset.',
    loaded: '{{assets}} assets, {{bars}} bars from {{from}} to {{to}}.',
    fileReport: '{{rows}} rows read; {{bad}} bad rows skipped; {{duplicates}} duplicate times left out.',
    fileSorted: 'The rows were not in time order and were sorted.',
    badRow: 'Row {{row}} ({{column}}): {{reason}}',
    badRowReasons: {
      missingValue: 'a value is missing',
      notANumber: 'not a number',
      notPositive: 'not above 0',
      badTime: 'the time cannot be read',
    },
    fileErrors: {
      tooLarge: 'The file is larger than 50 MB.',
      empty: 'The file is empty.',
      invalidJson: 'The file is not valid JSON.',
      unsupportedJson: 'The JSON must be a list of rows (objects or arrays).',
      tooFewAssets: 'The file needs a time column and at least two close columns.',
      tooManyAssets: 'The file has more than 8 asset columns.',
      notEnoughRows: 'Not enough valid rows: at least 30 are needed.',
      tooManyBadRows: 'More than half of the rows could not be read: check the separator and the columns.',
      readFailed: 'The file could not be read.',
      wrongType: 'Choose a .csv or .json file.',
    },
    keptPrevious: 'The previous result stays on screen.',
    real: {
      option: 'Daily closes of {{markets}} on {{exchange}} (as of {{asOf}})',
      source: 'Source: public market data of {{exchange}}, daily closes on the days all {{count}} markets traded, as of {{asOf}}. Your browser loads it from this site only; the site’s server fetches it from the exchange.',
      missing: 'These exchange data are not available here. Choose another dataset.',
      failed: 'The exchange data could not be loaded. Try again later or choose another dataset.',
    },
    synthetic: 'Synthetic data from a seeded model of correlated assets (names with s: sBTC is BTC-like, not BTC). It proves nothing about real markets.',
  },
  de: {
    data: 'Marktdaten (mehrere Assets)',
    dataset: 'Daten',
    datasetUpload: 'Deine Datei (eine Zeitspalte, eine Schlusskurs-Spalte je Asset)',
    file: 'Breite CSV- oder JSON-Datei',
    fileHelp: 'Eine Zeitspalte und eine Schlusskurs-Spalte je Asset (2 bis 8 Assets), zum Beispiel time,BTC,ETH,SOL; bis 50 MB. Sie wird nur in deinem Browser gelesen und ist nicht Teil des Seitenlinks.',
    loading: 'Daten werden geladen…',
    noFile: 'Wähle eine breite CSV- oder JSON-Datei: eine Zeitspalte und eine Schlusskurs-Spalte je Asset.',
    loaded: '{{assets}} Assets, {{bars}} Kerzen vom {{from}} bis {{to}}.',
    fileReport: '{{rows}} Zeilen gelesen; {{bad}} fehlerhafte Zeilen übersprungen; {{duplicates}} doppelte Zeitpunkte weggelassen.',
    fileSorted: 'Die Zeilen waren nicht zeitlich sortiert und wurden sortiert.',
    badRow: 'Zeile {{row}} ({{column}}): {{reason}}',
    badRowReasons: {
      missingValue: 'ein Wert fehlt',
      notANumber: 'keine Zahl',
      notPositive: 'nicht größer als 0',
      badTime: 'die Zeit ist nicht lesbar',
    },
    fileErrors: {
      tooLarge: 'Die Datei ist größer als 50 MB.',
      empty: 'Die Datei ist leer.',
      invalidJson: 'Die Datei ist kein gültiges JSON.',
      unsupportedJson: 'Das JSON muss eine Liste von Zeilen sein (Objekte oder Arrays).',
      tooFewAssets: 'Die Datei braucht eine Zeitspalte und mindestens zwei Schlusskurs-Spalten.',
      tooManyAssets: 'Die Datei hat mehr als 8 Asset-Spalten.',
      notEnoughRows: 'Zu wenige gültige Zeilen: Es werden mindestens 30 gebraucht.',
      tooManyBadRows: 'Mehr als die Hälfte der Zeilen war nicht lesbar: Prüfe Trennzeichen und Spalten.',
      readFailed: 'Die Datei konnte nicht gelesen werden.',
      wrongType: 'Wähle eine .csv- oder .json-Datei.',
    },
    keptPrevious: 'Das vorherige Ergebnis bleibt stehen.',
    real: {
      option: 'Tagesschlusskurse von {{markets}} bei {{exchange}} (Stand {{asOf}})',
      source: 'Quelle: öffentliche Marktdaten von {{exchange}}, Tagesschlusskurse an den Tagen, an denen alle {{count}} Märkte gehandelt wurden, Stand {{asOf}}. Dein Browser lädt sie nur von dieser Website; der Server der Website holt sie bei der Börse ab.',
      missing: 'Diese Börsendaten sind hier nicht verfügbar. Wähle einen anderen Datensatz.',
      failed: 'Die Börsendaten konnten nicht geladen werden. Versuch es später noch einmal oder wähle einen anderen Datensatz.',
    },
    synthetic: 'Synthetische Daten aus einem Modell korrelierter Assets mit Seed (Namen mit s: sBTC ist BTC-ähnlich, nicht BTC). Sie beweisen nichts über echte Märkte.',
  },
});

export type MultiAssetTexts = Texts<(typeof MULTI_ASSET_TEXTS)['en']>;

export function multiAssetTexts(lang: Lang): MultiAssetTexts {
  return MULTI_ASSET_TEXTS[lang];
}
