import { isLang, type Lang } from '../engine/localize';

/**
 * A strict BCP 47-like shape: a 2–3 letter primary subtag, then up to three alphanumeric subtags
 * of 2–8 characters ('de', 'de-DE', 'de-AT', 'en-US', 'zh-Hant-TW'). Anything else (markup,
 * quotes, spaces, path tricks, over-long values) is refused outright.
 */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3}$/;

/**
 * The site language a detected value (query `lng`, cookie, storage, navigator, html `lang`) stands
 * for, or `undefined` when the value is not a plain language code or not one of the site's languages.
 * 'de-DE' and 'de-AT' give 'de'; 'fr', '' and `<script>…` give `undefined`.
 */
export function sanitizeLanguage(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!LANGUAGE_CODE.test(trimmed)) return undefined;
  const primary = trimmed.split(/[-_]/)[0]?.toLowerCase();
  return isLang(primary) ? primary : undefined;
}
