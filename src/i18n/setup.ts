import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Newable, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Lang } from '../engine/localize';
import { localeBackend } from './localeBackend';

/** The UI string namespaces, one JSON file per language under `public/locales/<lng>/<ns>.json`. */
export const NAMESPACES = ['common', 'blocks', 'calc', 'newsletter'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The i18next options of the site for a page in `lng`. The language comes from the page's URL
 * (languageChoice.ts decides, before anything renders, whether the visitor belongs on the other
 * language's URL), so i18next detects nothing itself.
 */
export function i18nOptions(lng: Lang): InitOptions {
  return {
    lng,
    supportedLngs: [...LANGUAGES],
    // 'de-AT' → 'de': region variants count as the language itself, and only `de.json` files exist.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    // At most 10 parallel reads, up to 5 retries, the first after 350 ms. i18next's
    // BackendConnector doubles the wait on every retry: `read()` re-schedules itself with
    // `setTimeout(() => this.read(lng, ns, fcName, tried + 1, wait * 2, callback), wait)`
    // (node_modules/i18next/dist/esm/i18next.js, BackendConnector.read, 26.7.2) → 350, 700, 1400, 2800,
    // 5600 ms. The backend (localeBackend.ts) marks only network errors and 5xx answers as retriable; a 404 is final.
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    // React escapes text itself; i18next must not produce HTML entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/**
 * Creates and initialises the browser's i18next instance for a page in `lng` (the locale backend unless
 * another is given, react-i18next binding). `ready` resolves once every namespace of the language is
 * loaded (or finally failed), so the first render shows the same text as the prerendered HTML.
 */
export function createI18n(lng: Lang, backend: Newable<BackendModule> | BackendModule = localeBackend): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(backend).use(initReactI18next);
  const ready = instance.init(i18nOptions(lng));
  return { i18n: instance, ready };
}

/** An i18next instance with its catalogues given, initialised synchronously (prerendering). */
export function createStaticI18n(lng: Lang, resources: Resource): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({ ...i18nOptions(lng), resources, initAsync: false });
  return instance;
}
