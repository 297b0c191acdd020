import { loadFaq as loadEnglish } from 'virtual:futureslab/faq/en';
import { loadFaq as loadGerman } from 'virtual:futureslab/faq/de';
import type { FaqGroupEntry } from '../../engine/faq/faqEntries';
import { oncePerLanguage } from '../oncePerLanguage';

/** The FAQ in a language (a JSON file in the browser), loaded once per page visit. */
export const faqOf = oncePerLanguage<FaqGroupEntry[]>({ en: loadEnglish, de: loadGerman });
