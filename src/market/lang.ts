/** The site's languages. Anything else is refused at every entry point (URL, cookie, storage). */
export const LANGUAGES = ['en', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}
