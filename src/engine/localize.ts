import type { LocalizedText } from './specTypes.generated';

/** The site's languages. Anything else is refused at every entry point (URL, cookie, storage). */
export const LANGUAGES = ['en', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}

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
