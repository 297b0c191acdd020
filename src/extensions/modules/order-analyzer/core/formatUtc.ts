import { localeOf, type Lang } from '../../../../engine/localize';

const cache = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    cache.set(key, formatter);
  }
  return formatter;
}

/** A UTC day in the language's date format (14.03.2025 in German, 03/14/2025 in English). */
export function formatUtcDay(time: number, lang: Lang): string {
  return Number.isFinite(time) ? format(lang, false).format(time) : '—';
}

/** A UTC date and time (24 h) in the language's format. */
export function formatUtcDateTime(time: number, lang: Lang): string {
  return Number.isFinite(time) ? format(lang, true).format(time) : '—';
}
