import { localeOf, type Lang } from './localize';
import type { Format } from './specTypes.generated';

export type { Format };

/** Shown for a value that cannot be computed (null, NaN). */
export const NOT_COMPUTABLE = '—';

const cache = new Map<string, Intl.NumberFormat>();

/**
 * The language's number format with these fraction digits (a percentage when `percent`), made once and
 * kept: a table of results formats hundreds of numbers per render.
 */
function numberFormat(lang: Lang, [min, max]: readonly [number, number], percent = false): Intl.NumberFormat {
  const key = `${lang}|${min}|${max}|${percent ? '%' : ''}`;
  let format = cache.get(key);
  if (!format) {
    // signDisplay 'negative': a small loss rounded to zero shows as 0, never as a puzzling "-0".
    format = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: 'negative', ...(percent ? { style: 'percent' } : {}) });
    cache.set(key, format);
  }
  return format;
}

/** The fraction digits [min, max]: the format's own, or exactly `decimals`. */
function digits(min: number, max: number, decimals: number | undefined): [number, number] {
  return decimals === undefined ? [min, max] : [decimals, decimals];
}

function priceDigits(value: number): [number, number] {
  const size = Math.abs(value);
  if (size >= 1000) return [2, 2];
  if (size >= 1) return [2, 4];
  return [2, 8];
}

/**
 * A value formatted for display in the language's conventions (Intl.NumberFormat; German 1.234,56).
 * - price: 2 decimals when |x| ≥ 1000, 2–4 when ≥ 1, 2–8 below
 * - money: 2 decimals; ratio: 2 decimals; number: up to 4; integer: none
 * - percent: the value is a fraction (0.125) shown as a percentage with up to 2 decimals ('12.5%', '12,5 %')
 * - leverage: up to 2 decimals and an 'x' ('12.5x')
 * `decimals` fixes the number of decimals instead. null or NaN → '—'; ±Infinity → '∞' / '−∞'.
 */
export function formatValue(value: number | null, format: Format, lang: Lang, decimals?: number): string {
  if (value === null || Number.isNaN(value)) return NOT_COMPUTABLE;
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  switch (format) {
    case 'price': {
      const [min, max] = priceDigits(value);
      return numberFormat(lang, digits(min, max, decimals)).format(value);
    }
    case 'money':
    case 'ratio':
      return numberFormat(lang, digits(2, 2, decimals)).format(value);
    case 'percent':
      return numberFormat(lang, digits(0, 2, decimals), true).format(value);
    case 'integer':
      return numberFormat(lang, digits(0, 0, decimals)).format(value);
    case 'leverage':
      return `${numberFormat(lang, digits(0, 2, decimals)).format(value)}x`;
    case 'number':
    default:
      return numberFormat(lang, digits(0, 4, decimals)).format(value);
  }
}

/**
 * A number as text for an input field: full precision, no grouping, the language's decimal
 * separator ('0,005' in German), never exponent notation. NaN → ''.
 */
export function formatInputNumber(value: number, lang: Lang): string {
  if (Number.isNaN(value)) return '';
  if (!Number.isFinite(value)) return String(value);
  let text = String(value);
  if (/e/i.test(text)) {
    const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
    const mantissaDecimals = mantissa.split('.')[1]?.length ?? 0;
    text = Math.abs(value) < 1
      ? value.toFixed(Math.min(100, mantissaDecimals - Number(exponent)))
      : BigInt(Math.round(value)).toString();
  }
  return lang === 'de' ? text.replace('.', ',') : text;
}
