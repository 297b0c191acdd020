import type { BackendModule, ReadCallback } from 'i18next';

/** Where a namespace's UI strings are served: `/locales/de/common.json` (files of `public/locales/`). */
export function localePath(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}.json`;
}

/**
 * Reads one namespace with `fetch`. The second argument of an error callback tells i18next whether to
 * retry: a network failure or a 5xx answer may pass, so they are retried; a 4xx answer or a file that
 * is not JSON will not change, so they are final.
 */
export function readLocale(language: string, namespace: string, callback: ReadCallback, load: typeof fetch = fetch): void {
  const url = localePath(language, namespace);
  load(url).then(
    (response) => {
      if (!response.ok) {
        callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500 || response.status === 0);
        return;
      }
      response.json().then(
        (catalogue: unknown) => callback(null, catalogue as Parameters<ReadCallback>[1]),
        () => callback(`failed parsing ${url} to json`, false),
      );
    },
    (error: unknown) => callback(`failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`, true),
  );
}

/** The browser's i18next backend: one small `fetch` per namespace instead of a general HTTP backend library. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => readLocale(language, namespace, callback),
};
