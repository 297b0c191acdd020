import { localeOf, type Lang } from '../localize';
import { withTermNames } from '../markdown';
import type { GlossarySpec, LocalizedText } from '../specTypes.generated';

/** One glossary term in one language, as the glossary page shows it. */
export interface GlossaryEntry {
  /** The term's id: its anchor on the glossary page (`/glossary#mark-price`). */
  id: string;
  term: string;
  /** Markdown. */
  definition: string;
  /** Other names and abbreviations in this language (possibly none). */
  synonyms: string[];
  /** The related terms, with their names in this language. */
  related: { id: string; term: string }[];
  /** The page that explains the term, and its title in this language. */
  page: { to: string; title: string };
}

/**
 * The letter a term is listed under: its first letter without accents (Ä under A), upper case;
 * '#' for a term that starts with a digit or a sign.
 */
export function letterOf(term: string): string {
  const first = term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/**
 * The glossary in one language: every term with its names resolved (related terms by their name in
 * `lang`, the explaining page by its title), sorted by term in that language's alphabetical order.
 * `titleOf` gives a page's title by path; an anchor in `to` is kept in the link.
 */
export function glossaryEntries(glossary: GlossarySpec, lang: Lang, titleOf: (path: string) => LocalizedText | undefined): GlossaryEntry[] {
  const terms = glossary.terms;
  const collator = new Intl.Collator(localeOf(lang), { sensitivity: 'base', numeric: true });
  return Object.entries(terms)
    .map(([id, entry]): GlossaryEntry => {
      const path = entry.to.split('#', 1)[0] ?? entry.to;
      return {
        id,
        term: entry.term[lang],
        definition: withTermNames(entry.definition[lang], (termId) => terms[termId]?.term[lang]),
        synonyms: entry.synonyms?.[lang] ?? [],
        related: (entry.related ?? []).flatMap((relatedId) => {
          const related = terms[relatedId];
          return related ? [{ id: relatedId, term: related.term[lang] }] : [];
        }),
        page: { to: entry.to, title: titleOf(path)?.[lang] ?? path },
      };
    })
    .sort((a, b) => collator.compare(a.term, b.term) || a.id.localeCompare(b.id));
}
