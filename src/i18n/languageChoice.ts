import type { Lang } from '../engine/localize';
import { languageOfPath } from './languagePath';
import { sanitizeLanguage } from './sanitizeLanguage';

/** Where the visitor's language choice is kept: local storage and a cookie of this name. */
export const CHOICE_KEY = 'i18nextLng';

/** One year, in seconds: the lifetime of the choice cookie. */
const COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** What the browser tells about the visitor's language, read once at start. */
export interface LanguageSignals {
  /** The page's URL path ('/de/tools'). */
  pathname: string;
  /** The `lng` query parameter, if any. */
  query: string | null;
  cookie: string | undefined;
  localStorage: string | null | undefined;
  sessionStorage: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  navigator: readonly string[];
}

/**
 * The language a page is shown in, following the detection order query `lng` → cookie → local
 * storage → session storage → browser languages. A German URL (`/de/…`) is itself a choice, stronger
 * than the browser language: only an explicit choice (query, cookie, storage) moves it to English.
 * An English URL is also the default for everyone (`x-default`), so there the browser language counts
 * too. Every value passes the allow-list; an injection attempt is dropped like a missing value.
 */
export function languageToShow(signals: LanguageSignals): Lang {
  const explicit = [signals.query, signals.cookie, signals.localStorage, signals.sessionStorage].map(sanitizeLanguage).find((lang) => lang !== undefined);
  if (explicit) return explicit;
  const urlLang = languageOfPath(signals.pathname);
  if (urlLang === 'de') return 'de';
  return signals.navigator.map(sanitizeLanguage).find((lang) => lang !== undefined) ?? 'en';
}

/** The value of cookie `name` in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Storage can be blocked (private modes, strict settings): then it simply holds nothing. */
function storageValue(storage: () => Storage): string | null | undefined {
  try {
    return storage().getItem(CHOICE_KEY);
  } catch {
    return undefined;
  }
}

/** The browser's signals (only in the browser). */
export function readLanguageSignals(): LanguageSignals {
  return {
    pathname: window.location.pathname,
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: cookieValue(document.cookie, CHOICE_KEY),
    localStorage: storageValue(() => window.localStorage),
    sessionStorage: storageValue(() => window.sessionStorage),
    navigator: navigator.languages ?? [navigator.language],
  };
}

/** Keeps the visitor's choice in local storage and in a cookie (which the server can read too). */
export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Blocked storage: the cookie still carries the choice.
  }
  document.cookie = `${CHOICE_KEY}=${lang}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
}
