import { localeOf, type Lang } from '../../engine/localize';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** A bar's time (Unix ms) as the language writes a date and time, in UTC ('14.03.2025, 10:00'). */
export function barTimeText(ms: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    formatters.set(lang, formatter);
  }
  return Number.isFinite(ms) ? `${formatter.format(ms)} UTC` : '—';
}
