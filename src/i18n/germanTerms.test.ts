import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import denylist from '../../docs/glossary-denylist.json';

/**
 * The German terminology of docs/glossary.md, enforced: no German text may contain a term of
 * docs/glossary-denylist.json. Scans the `de` side of every spec, every German locale file and the German
 * side of every `texts.ts` catalogue and of every simulator definition.
 */
const root = resolve(import.meta.dirname, '../..');

interface GermanText {
  source: string;
  text: string;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every `de` value of a parsed spec, wherever the `{ en, de }` pair sits. */
function germanSideOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(germanSideOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'de' ? stringsIn(inner) : germanSideOf(inner)));
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(root, dir, file));
}

function specTexts(): GermanText[] {
  return filesUnder('specs', '.yaml').flatMap((file) =>
    germanSideOf(parse(readFileSync(file, 'utf8'))).map((text) => ({ source: relative(root, file), text })),
  );
}

function localeTexts(): GermanText[] {
  return filesUnder('public/locales/de', '.json').flatMap((file) =>
    stringsIn(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ source: relative(root, file), text })),
  );
}

const catalogues = import.meta.glob<Record<string, unknown>>('/src/**/texts.ts', { eager: true });

function catalogueTexts(): GermanText[] {
  return Object.entries(catalogues).flatMap(([file, exports]) =>
    Object.values(exports).flatMap((value) =>
      typeof value === 'object' && value !== null && 'de' in value ? stringsIn((value as { de: unknown }).de).map((text) => ({ source: file.slice(1), text })) : [],
    ),
  );
}

const simulators = import.meta.glob<Record<string, unknown>>('/src/extensions/simulators/*/definition.ts', { eager: true });

/** The German side of every simulator definition (its title, parameters, outputs, chart and exports). */
function simulatorTexts(): GermanText[] {
  return Object.entries(simulators).flatMap(([file, exports]) => germanSideOf(Object.values(exports)).map((text) => ({ source: file.slice(1), text })));
}

function violations(texts: GermanText[]): string[] {
  return texts.flatMap(({ source, text }) =>
    denylist.terms
      .filter(({ term }) => text.toLowerCase().includes(term.toLowerCase()))
      .map(({ term, use }) => `${source}: "${term}" (use ${use}) in "${text.slice(0, 120)}"`),
  );
}

describe('German terminology (docs/glossary.md)', () => {
  it.each([
    ['specs', specTexts, 2000],
    ['locale files', localeTexts, 80],
    ['text catalogues', catalogueTexts, 400],
    ['simulator definitions', simulatorTexts, 100],
  ] as const)('%s contain no deny-listed term', (_name, collect, atLeast) => {
    const texts = collect();
    expect(texts.length).toBeGreaterThan(atLeast);
    expect(violations(texts)).toEqual([]);
  });

  it('finds a deny-listed term, whatever its case', () => {
    expect(violations([{ source: 'x.yaml', text: 'Ein USDT-Margined Perpetual' }])).toEqual([
      'x.yaml: "margined" (use mit USDT-Margin / mit Coin-Margin) in "Ein USDT-Margined Perpetual"',
    ]);
  });
});
