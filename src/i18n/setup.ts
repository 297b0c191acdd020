import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Newable } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '../engine/localize';
import { sanitizeLanguage } from './sanitizeLanguage';

/** The UI string namespaces, one JSON file per language under `public/locales/<lng>/<ns>.json`. */
export const NAMESPACES = ['common', 'blocks', 'calc', 'newsletter'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One year, in minutes: the lifetime of the `i18nextLng` cookie (without it the detector sets a session cookie). */
const COOKIE_MINUTES = 60 * 24 * 365;

/**
 * Language detection: query `lng`, cookie,
 * local storage, session storage, browser languages, html `lang`; the choice is cached as `i18nextLng`
 * in local storage and in a cookie.
 */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18nextLng',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'],
  cookieMinutes: COOKIE_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' },
  // Every detected value passes the allow-list. A refused value becomes '', which matches no supported
  // language, so i18next moves on to the next detector's value (and finally to `fallbackLng`) instead
  // of promoting the refused one; the detector then overwrites the bad cached value with the result.
  convertDetectedLanguage: (detected: string) => sanitizeLanguage(detected) ?? '',
};

/** Where the HTTP backend fetches a namespace: `/locales/de/common.json`. */
export const backendOptions: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
};

/** The i18next options of the site. */
export function i18nOptions(): InitOptions<HttpBackendOptions> {
  return {
    supportedLngs: [...LANGUAGES],
    // 'de-AT' → 'de': region variants count as the language itself, and only `de.json` files exist.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    detection: detectionOptions,
    backend: backendOptions,
    // Loading (§9): at most 10 parallel reads, up to 5 retries, the first after 350 ms. i18next's
    // BackendConnector doubles the wait on every retry: `read()` re-schedules itself with
    // `setTimeout(() => this.read(lng, ns, fcName, tried + 1, wait * 2, callback), wait)`
    // (node_modules/i18next/dist/esm/i18next.js, BackendConnector.read, 26.7.2) → 350, 700, 1400, 2800,
    // 5600 ms. The HTTP backend marks only network errors and 5xx answers as retriable; a 404 is final.
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    // React escapes text itself; i18next must not produce HTML entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/** Keeps `<html lang>` in step with the active language. */
function syncHtmlLang(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = sanitizeLanguage(lng) ?? 'en';
}

/**
 * Creates and initialises the site's i18next instance (HTTP backend unless another is given, browser
 * language detector, react-i18next binding). `ready` resolves once the detected language and all
 * namespaces are loaded (or finally failed), so the first render shows translated text.
 */
export function createI18n(backend: Newable<BackendModule> | BackendModule = HttpBackend): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(backend).use(LanguageDetector).use(initReactI18next);
  instance.on('languageChanged', syncHtmlLang);
  const ready = instance.init(i18nOptions());
  return { i18n: instance, ready };
}
