import { defineTexts } from '../defineTexts';

/** The site search's texts (the dialog and the search page), loaded with the search's code. */
export const searchTexts = defineTexts({
  en: {
    dialogLabel: 'Search the site',
    fieldLabel: 'Search',
    placeholder: 'Search guides, strategies, tools…',
    close: 'Close',
    hint: 'Type a word such as “funding”, “liquidation price” or “grid bot”.',
    loading: 'Searching…',
    none: 'No page matches “{{query}}”. Try a shorter or different word.',
    error: 'The search is not available right now. Please try again later, or find the page through the menu.',
    count: '{{count}} results for “{{query}}”',
    countOne: '1 result for “{{query}}”',
    countBest: 'The best {{count}} of {{total}} results for “{{query}}”',
    results: 'Results',
    keys: 'Arrow keys choose a result, Enter opens it, Escape closes the search.',
    submit: 'Search',
  },
  de: {
    dialogLabel: 'Website durchsuchen',
    fieldLabel: 'Suche',
    placeholder: 'Guides, Strategien, Tools durchsuchen …',
    close: 'Schließen',
    hint: 'Gib ein Wort ein, etwa „Funding“, „Liquidationspreis“ oder „Grid-Bot“.',
    loading: 'Suche läuft …',
    none: 'Keine Seite passt zu „{{query}}“. Versuch es mit einem kürzeren oder anderen Wort.',
    error: 'Die Suche ist gerade nicht verfügbar. Versuch es später noch einmal oder finde die Seite über das Menü.',
    count: '{{count}} Ergebnisse für „{{query}}“',
    countOne: '1 Ergebnis für „{{query}}“',
    countBest: 'Die besten {{count}} von {{total}} Ergebnissen für „{{query}}“',
    results: 'Ergebnisse',
    keys: 'Mit den Pfeiltasten wählst du ein Ergebnis, Enter öffnet es, Escape schließt die Suche.',
    submit: 'Suchen',
  },
});
