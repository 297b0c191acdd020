import { loadGlossary as loadEnglish } from 'virtual:futureslab/glossary/en';
import { loadGlossary as loadGerman } from 'virtual:futureslab/glossary/de';
import type { GlossaryEntry } from '../../engine/glossary/glossaryEntries';
import { oncePerLanguage } from '../oncePerLanguage';

/** The glossary's terms in a language (a JSON file in the browser), loaded once per page visit. */
export const glossaryOf = oncePerLanguage<GlossaryEntry[]>({ en: loadEnglish, de: loadGerman });
