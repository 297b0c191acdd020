import { defineTexts } from '../defineTexts';

/** The texts every data table shows itself (the caller names the table and words its page status). */
export const dataTableTexts = defineTexts({
  en: {
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    sortBy: 'Sort by {{column}}',
  },
  de: {
    firstPage: 'Erste Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    lastPage: 'Letzte Seite',
    sortBy: 'Nach {{column}} sortieren',
  },
});
