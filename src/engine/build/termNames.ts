import { LANGUAGES } from '../localize';
import { withTermNames } from '../markdown';
import type { GlossarySpec } from '../specTypes.generated';
import { isLocalizedText } from './checkLinks';

/**
 * A copy of `node` in which every `[[term-id]]` of its `{ en, de }` texts shows the term's name in that
 * text's language (`[[mark-price]]` → `[[mark-price|Markpreis]]` in German), so the browser needs no
 * glossary to label a reference. Texts that name their own label are left as they are.
 */
export function withGlossaryTermNames<T>(node: T, glossary: GlossarySpec | undefined): T {
  if (!glossary) return node;
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill);
    if (isLocalizedText(value)) {
      const filled = { ...value };
      for (const lang of LANGUAGES) filled[lang] = withTermNames(value[lang], (id) => glossary.terms[id]?.term[lang]);
      return filled;
    }
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(node) as T;
}
