import { localeOf, type Lang } from '../../engine/localize';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * Texts already made: the same bars' times are written again on every new result (trade marks, tables),
 * and each Intl format costs tens of microseconds. Emptied when it grows large (another data set).
 */
const texts = new Map<string, string>();
const MAX_TEXTS = 20_000;

/** A bar's time (Unix ms) as the language writes a date and time, in UTC ('14.03.2025, 10:00 UTC'). */
export function barTimeText(ms: number, lang: Lang): string {
  if (!Number.isFinite(ms)) return '—';
  const key = `${lang}${ms}`;
  let text = texts.get(key);
  if (text === undefined) {
    let formatter = formatters.get(lang);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
      formatters.set(lang, formatter);
    }
    if (texts.size >= MAX_TEXTS) texts.clear();
    text = `${formatter.format(ms)} UTC`;
    texts.set(key, text);
  }
  return text;
}
