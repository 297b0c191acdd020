import { localeOf, type Lang } from '../engine/localize';
import { valueAt } from '../finance/valueAt';

export type SortDirection = 'ascending' | 'descending';

/** A cell's sort key. Missing (`undefined`, NaN or '') sorts last in both directions. */
export type SortKey = number | string | undefined;

// Kinds of key, in table order: numbers (0, the typed array's initial value), texts, missing.
const TEXT = 1;
const MISSING = 2;

function compareNumbers(x: number, y: number): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The positions 0…count−1 in table order: by `keyOf(position)` and `direction`, stable (ties keep
 * their position order in both directions). Numbers come before texts; texts compare by the
 * language's collation, case-insensitively and digit runs numerically ('20x' before '125x'); missing
 * keys stay last. Each distinct text is collated once, so 100,000 rows stay one typed-array sort.
 */
export function sortPositions(count: number, keyOf: (position: number) => SortKey, direction: SortDirection, lang: Lang): Int32Array {
  const kinds = new Uint8Array(count);
  const values = new Float64Array(count);
  const texts = new Map<string, number[]>();
  for (let position = 0; position < count; position++) {
    const key = keyOf(position);
    if (typeof key === 'number' && !Number.isNaN(key)) {
      values[position] = key;
    } else if (typeof key === 'string' && key !== '') {
      kinds[position] = TEXT;
      const positions = texts.get(key);
      if (positions) positions.push(position);
      else texts.set(key, [position]);
    } else {
      kinds[position] = MISSING;
    }
  }
  rankTexts(texts, values, lang);

  const sign = direction === 'ascending' ? 1 : -1;
  const positions = new Int32Array(count);
  for (let position = 0; position < count; position++) positions[position] = position;
  return positions.sort((a, b) => {
    const kindA = valueAt(kinds, a);
    const kindB = valueAt(kinds, b);
    if (kindA === MISSING || kindB === MISSING) return kindA === kindB ? a - b : kindA === MISSING ? 1 : -1;
    const order = kindA - kindB || compareNumbers(valueAt(values, a), valueAt(values, b));
    return order === 0 ? a - b : sign * order;
  });
}

/** Writes each text's rank among the distinct texts into `values`; texts the collation calls equal share a rank. */
function rankTexts(texts: ReadonlyMap<string, readonly number[]>, values: Float64Array, lang: Lang): void {
  const collator = new Intl.Collator(localeOf(lang), { numeric: true, sensitivity: 'base' });
  const distinct = [...texts.keys()].sort(collator.compare);
  let rank = 0;
  distinct.forEach((text, index) => {
    if (index > 0 && collator.compare(distinct[index - 1] as string, text) !== 0) rank++;
    for (const position of texts.get(text) ?? []) values[position] = rank;
  });
}

/** The page of a paged table: the wanted page clamped to the pages there are, and its rows `first`…`end − 1`. */
export interface PageWindow {
  page: number;
  pages: number;
  first: number;
  end: number;
}

export function pageWindow(total: number, pageWanted: number, pageSize: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(0, pageWanted), pages - 1);
  const first = page * pageSize;
  return { page, pages, first, end: Math.min(total, first + pageSize) };
}
