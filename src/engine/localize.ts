import type { Lang } from '../market/lang';
import type { LocalizedText } from './specTypes.generated';

// The languages live in market, the lowest layer that reads typed text; the engine and above keep importing them from here.
export { LANGUAGES, isLang, type Lang } from '../market/lang';

/** The BCP 47 locale used for number and date formatting. */
export function localeOf(lang: Lang): string {
  return lang === 'de' ? 'de-DE' : 'en-US';
}

/** The text of a spec `{ en, de }` pair in the given language. */
export function localize(text: LocalizedText, lang: Lang): string {
  return text[lang];
}

/** Replaces `{{name}}` placeholders; unknown names stay visible so a spec mistake is noticed. */
export function interpolate(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}
