import { formatInputNumber } from './formatNumber';
import type { Lang } from './localize';
import { parseLocaleNumber } from '../market/parseNumber';

/** The most items a sequence or numbers input takes unless its spec sets `maxItems`. */
export const DEFAULT_LIST_MAX_ITEMS = 500;

/** Spaces and commas between the letters of a sequence are ignored ('W W L', 'W,W,L'). */
const SEQUENCE_SEPARATORS = /[\s,;\u00a0\u2009\u202f]+/g;

/**
 * Reads a typed letter sequence such as 'WWLWL' into the numbers its `letters` map gives each letter
 * (case-insensitive). Null when a letter is not in the map.
 */
export function parseLetterSequence(text: string, letters: Readonly<Record<string, number>>): number[] | null {
  const values: number[] = [];
  for (const char of text.replace(SEQUENCE_SEPARATORS, '').toUpperCase()) {
    const value = letters[char];
    if (value === undefined || !Object.hasOwn(letters, char)) return null;
    values.push(value);
  }
  return values;
}

/** A sequence's numbers written back as letters (each number as the first letter the map gives it). */
export function sequenceText(input: { letters?: Readonly<Record<string, number>> }, values: readonly number[]): string {
  const letterOf = new Map<number, string>();
  for (const [letter, value] of Object.entries(input.letters ?? {})) if (!letterOf.has(value)) letterOf.set(value, letter);
  return values.map((value) => letterOf.get(value) ?? '?').join('');
}

/**
 * The items of a typed list of numbers. Items are separated by spaces or semicolons, in English also by
 * commas; in German the comma is the decimal comma ('2,5; -1' is 2.5 and −1). Thousands separators are
 * not read inside a list.
 */
function listItems(text: string, lang: Lang): string[] {
  const separators = lang === 'de' ? /[\s;\u00a0\u2009\u202f]+/ : /[\s;,\u00a0\u2009\u202f]+/;
  return text.split(separators).filter((item) => item !== '');
}

/** Reads a typed list of numbers; an item that is not a number is NaN (the input is then invalid). */
export function parseNumberList(text: string, lang: Lang): number[] {
  return listItems(text, lang).map((item) => parseLocaleNumber(item, lang));
}

/** A list of numbers as the visitor would type it in `lang` ('2; -1; 0,5' in German). */
export function formatNumberList(values: readonly number[], lang: Lang): string {
  return values.map((value) => formatInputNumber(value, lang)).join('; ');
}

/** The same typed list re-written for another language; unchanged when an item is not a number. */
export function convertNumberList(text: string, from: Lang, to: Lang): string {
  const values = parseNumberList(text, from);
  return values.some(Number.isNaN) ? text : formatNumberList(values, to);
}
