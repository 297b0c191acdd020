import type { Lang } from './lang';

const SPACES = /[\s\u00a0\u2009\u202f]/g;

function isGrouping(body: string, separator: string): boolean {
  const sep = separator === '.' ? '\\.' : separator;
  // The first group may not start with 0, so that '0.005' is never read as 5.
  return new RegExp(`^[1-9]\\d{0,2}(${sep}\\d{3})+$`).test(body);
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function toNumber(integerPart: string, fraction: string | undefined): number {
  if (!/^\d*$/.test(integerPart) || (fraction !== undefined && !/^\d*$/.test(fraction))) return NaN;
  if (integerPart === '' && (fraction === undefined || fraction === '')) return NaN;
  return Number(`${integerPart || '0'}.${fraction || '0'}`);
}

/**
 * Reads a number typed in the given language; NaN when the text is not a number.
 *
 * Spaces (also no-break and thin spaces) around the number and between thousands groups are
 * ignored; a leading '+', '-' or '−' sets the sign. German uses ',' as the decimal separator and
 * '.' for thousands, English the reverse. When only the other language's separator appears and it
 * does not form a valid thousands grouping, it is taken as the decimal separator, so '0,005' and
 * '0.005' both mean 0.005 in both languages, while '1.234' is 1234 in German and 1.234 in English.
 * With both separators present, the last one is the decimal separator ('1.234,5' → 1234.5).
 */
export function parseLocaleNumber(text: string, lang: Lang): number {
  let body = text.trim().replace(/^[\s\u00a0\u2009\u202f]+|[\s\u00a0\u2009\u202f]+$/g, '');
  if (body === '') return NaN;
  let sign = 1;
  const first = body[0];
  if (first === '-' || first === '−' || first === '+') {
    sign = first === '+' ? 1 : -1;
    body = body.slice(1).replace(/^[\s\u00a0\u2009\u202f]+/, '');
  }
  if (SPACES.test(body)) {
    SPACES.lastIndex = 0;
    // Spaces only as thousands separators: '1 234 567,5'.
    if (!/^[1-9]\d{0,2}([\s\u00a0\u2009\u202f]\d{3})+([.,]\d*)?$/.test(body)) return NaN;
    body = body.replace(SPACES, '');
  }
  SPACES.lastIndex = 0;
  if (!/^[\d.,]+$/.test(body)) return NaN;

  const decimal = lang === 'de' ? ',' : '.';
  const group = lang === 'de' ? '.' : ',';
  const decimals = count(body, decimal);
  const groups = count(body, group);

  let value: number;
  if (decimals > 0 && groups > 0) {
    const lastDecimal = body.lastIndexOf(decimal);
    const lastGroup = body.lastIndexOf(group);
    const [dec, grp] = lastDecimal > lastGroup ? [decimal, group] : [group, decimal];
    const cut = body.lastIndexOf(dec);
    const integerPart = body.slice(0, cut);
    if (count(body, dec) !== 1 || !isGrouping(integerPart, grp)) return NaN;
    value = toNumber(integerPart.split(grp).join(''), body.slice(cut + 1));
  } else if (decimals > 0 || groups > 0) {
    const sep = decimals > 0 ? decimal : group;
    if (isGrouping(body, sep) && (sep === group || count(body, sep) > 1)) {
      value = toNumber(body.split(sep).join(''), undefined);
    } else if (count(body, sep) === 1) {
      const [integerPart = '', fraction] = body.split(sep);
      value = toNumber(integerPart, fraction);
    } else {
      return NaN;
    }
  } else {
    value = toNumber(body, undefined);
  }
  return sign * value;
}
