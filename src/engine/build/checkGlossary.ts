import { didYouMean } from '../didYouMean';
import { LANGUAGES } from '../localize';
import type { SpecIssue } from '../specIssue';
import type { GlossarySpec } from '../specTypes.generated';

const LANGUAGE_NAMES = { en: 'English', de: 'German' } as const;

/**
 * The checks of a schema-valid glossary beyond its schema: every related id names a term of the glossary
 * (not the term itself), and no two terms carry the same name in one language, as a visitor could not tell
 * them apart on the page. The page each term names (`to`) is checked with every other link.
 */
export function checkGlossary(glossary: GlossarySpec): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const ids = Object.keys(glossary.terms);
  const known = new Set(ids);
  for (const [id, term] of Object.entries(glossary.terms)) {
    term.related?.forEach((related, i) => {
      const path = ['terms', id, 'related', i];
      if (related === id) issues.push({ path, message: `"${id}" lists itself as a related term` });
      else if (!known.has(related)) issues.push({ path, message: `unknown glossary term "${related}"${didYouMean(related, ids)}` });
    });
  }
  for (const lang of LANGUAGES) {
    const firstOf = new Map<string, string>();
    for (const [id, term] of Object.entries(glossary.terms)) {
      const name = term.term[lang].trim().toLowerCase();
      const first = firstOf.get(name);
      if (first) issues.push({ path: ['terms', id, 'term', lang], message: `the ${LANGUAGE_NAMES[lang]} term "${term.term[lang]}" is also the term of "${first}"` });
      else firstOf.set(name, id);
    }
  }
  return issues;
}
