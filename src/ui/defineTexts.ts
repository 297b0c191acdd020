import type { Lang } from '../engine/localize';

/** A catalogue's texts in one language: strings and lists of strings, grouped in nested records (no keys built from strings). */
export type TextTree = { readonly [key: string]: string | readonly string[] | TextTree };

/** The shape of a catalogue with every text a plain string: what German must mirror, key by key. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Texts<T[K]> };

export type TextCatalogue<T> = Readonly<Record<Lang, Texts<T>>>;

/**
 * A text catalogue of an extension or a UI part, kept next to its code (so its texts load with its
 * chunk): English defines the keys, German must have exactly the same ones (a missing or extra key does
 * not compile). Placeholders are `{{name}}`, filled with `interpolate` (src/engine/localize.ts).
 * Catalogues live in files named `texts.ts`; src/ui/textCatalogues.test.ts finds each one and checks
 * that both languages have the same keys and placeholders.
 */
export function defineTexts<const T extends TextTree>(catalogue: { en: T; de: Texts<T> }): TextCatalogue<T> {
  return catalogue as TextCatalogue<T>;
}
