import type { GlossaryEntry } from '../../engine/glossary/glossaryEntries';

/** Lower case without accents, so 'Margin-Quote' matches 'margin quote' and 'Prämie' matches 'pramie'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[-‐–_/]+/g, ' ');
}

/**
 * The entries a filter text keeps: every word of the filter appears in the term, one of its synonyms
 * or its definition (case and accents ignored). An empty filter keeps every entry.
 */
export function filterGlossary(entries: readonly GlossaryEntry[], filter: string): GlossaryEntry[] {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = folded([entry.term, ...entry.synonyms, entry.definition].join(' \n '));
    return words.every((word) => haystack.includes(word));
  });
}
