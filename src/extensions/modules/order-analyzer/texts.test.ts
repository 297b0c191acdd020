import { describe, expect, it } from 'vitest';
import { LOAD_ERRORS_FOR_TEST } from './texts.testHelper';
import { interpolate } from '../../../engine/localize';
import { ORDER_ANALYZER_TEXTS } from './texts';

/** Every leaf text with its path ('errors.notExcel', 'weekdays.0'). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [];
}

/** Texts that are the same word in German (loanwords and names the glossary keeps). */
const SAME_IN_BOTH = new Set([
  'symbol',
  'long',
  'short',
  'tradesHeading',
  'tradesColumn',
  'ordersColumn',
  'exportHeading',
  'axisDrawdown',
  'drawdownTitle',
  'axisTrades',
  'heatmapSymbol',
  'axisEquity',
  'equityLine',
  'kpiLabels.trades',
  'kpiLabels.sharpe',
  'kpiLabels.sortino',
  'tradeColumns.symbol',
  'sessionNames.eu',
  'sessionNames.us',
]);

describe('order analyzer texts', () => {
  const en = leaves(ORDER_ANALYZER_TEXTS.en);
  const de = new Map(leaves(ORDER_ANALYZER_TEXTS.de));

  // Key and placeholder parity of every catalogue: src/ui/textCatalogues.test.ts.
  it('translates every text but known loanwords', () => {
    for (const [key, text] of en) {
      if (!SAME_IN_BOTH.has(key) && !key.startsWith('weekdays.')) expect(de.get(key), `${key} is translated`).not.toBe(text);
    }
  });

  it('has a message for every load error and the exact labels', () => {
    for (const code of LOAD_ERRORS_FOR_TEST) {
      expect(ORDER_ANALYZER_TEXTS.en.errors[code]).toBeTruthy();
      expect(ORDER_ANALYZER_TEXTS.de.errors[code]).toBeTruthy();
    }
    expect(ORDER_ANALYZER_TEXTS.en.headerMissing).toBe('Header missing');
    expect(ORDER_ANALYZER_TEXTS.en.noData).toBe('No data');
    expect(ORDER_ANALYZER_TEXTS.de.noData).toBe('Keine Daten');
    expect(interpolate(ORDER_ANALYZER_TEXTS.en.duplicates, { count: '3' })).toBe('3 duplicate rows (same Order No.) were skipped');
  });
});
