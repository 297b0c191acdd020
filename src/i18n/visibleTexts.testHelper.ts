import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { repoSpecFiles } from '../engine/build/repoSpecs';
import { withTermNames } from '../engine/markdown';
import type { GlossarySpec } from '../engine/specTypes.generated';

/**
 * Every text a visitor can read, in one language, with the file it comes from: the `{ en, de }` texts of every
 * spec under specs/, the locale files public/locales/<lang>/*.json, the `texts.ts` catalogues of the code, the
 * simulator definitions and the lab's sample lists. Shared by the German terminology test and the test that
 * visible texts speak about the market, not about the project.
 */
export type Lang = 'en' | 'de';

export interface VisibleText {
  source: string;
  text: string;
}

const root = resolve(import.meta.dirname, '../..');

export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every value of the `lang` key of a parsed structure, wherever the `{ en, de }` pair sits. */
export function sideOf(value: unknown, lang: Lang): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => sideOf(item, lang));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === lang ? stringsIn(inner) : sideOf(inner, lang)));
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(root, dir, file));
}

/** A glossary term reference reads as its label or the term's name, never as its id: `[[round-trip]]` reads "Roundtrip". */
function withTermRefsAsRead(text: string, lang: Lang, glossary: GlossarySpec | undefined): string {
  return withTermNames(text, (id) => glossary?.terms[id]?.term[lang]).replace(/\[\[[a-z0-9-]+\|([^\]|\n]+)\]\]/g, '$1');
}

export function specTexts(lang: Lang): VisibleText[] {
  const files = repoSpecFiles(root);
  const glossary = files.find((spec) => spec.kind === 'glossary')?.data as GlossarySpec | undefined;
  return files.flatMap((spec) => sideOf(spec.data, lang).map((text) => ({ source: spec.file, text: withTermRefsAsRead(text, lang, glossary) })));
}

export function localeTexts(lang: Lang): VisibleText[] {
  return filesUnder(`public/locales/${lang}`, '.json').flatMap((file) => stringsIn(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ source: relative(root, file), text })));
}

const catalogues = import.meta.glob<Record<string, unknown>>('/src/**/texts.ts', { eager: true });

export function catalogueTexts(lang: Lang): VisibleText[] {
  return Object.entries(catalogues).flatMap(([file, exports]) =>
    Object.values(exports).flatMap((value) =>
      typeof value === 'object' && value !== null && lang in value ? stringsIn((value as Record<Lang, unknown>)[lang]).map((text) => ({ source: file.slice(1), text })) : [],
    ),
  );
}

const simulators = import.meta.glob<Record<string, unknown>>('/src/extensions/simulators/*/definition.ts', { eager: true });
const samples = import.meta.glob<Record<string, unknown>>('/src/extensions/lab/data/*amples.ts', { eager: true });

/** The `lang` side of every simulator definition (title, parameters, outputs, chart, exports) and of the lab's sample lists. */
export function moduleTexts(lang: Lang): VisibleText[] {
  return Object.entries({ ...simulators, ...samples }).flatMap(([file, exports]) => sideOf(Object.values(exports), lang).map((text) => ({ source: file.slice(1), text })));
}
