// @vitest-environment jsdom
import type { BackendModule, ReadCallback } from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, detectionOptions, i18nOptions } from './setup';

/** A backend that answers every namespace with an empty catalog and records what was asked for. */
function fakeBackend(reads: string[]): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      reads.push(`${language}/${namespace}`);
      callback(null, {});
    },
  };
}

function setUrl(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

async function detect(): Promise<{ language: string; reads: string[] }> {
  const reads: string[] = [];
  const { i18n, ready } = createI18n(fakeBackend(reads));
  await ready;
  return { language: i18n.language, reads };
}

describe('i18n options', () => {
  it('follow the product spec', () => {
    const options = i18nOptions();
    expect(options.supportedLngs).toEqual(['en', 'de']);
    expect(options.fallbackLng).toBe('en');
    expect(options.maxParallelReads).toBe(10);
    expect(options.maxRetries).toBe(5);
    expect(options.retryTimeout).toBe(350);
    expect(options.backend).toEqual({ loadPath: '/locales/{{lng}}/{{ns}}.json' });
    expect(options.ns).toEqual(['common', 'blocks', 'calc', 'newsletter']);
    expect(detectionOptions.order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect(detectionOptions.caches).toEqual(['localStorage', 'cookie']);
    expect(detectionOptions.lookupCookie).toBe('i18nextLng');
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
  });
});

describe('language detection', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    setUrl('');
    document.documentElement.lang = 'en';
  });
  afterEach(() => setUrl(''));

  it('takes the query parameter lng first and caches it in local storage and the cookie', async () => {
    localStorage.setItem('i18nextLng', 'en');
    setUrl('?lng=de');
    const { language, reads } = await detect();
    expect(language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).toContain('i18nextLng=de');
    // Every namespace of the detected language (English, the fallback, loads alongside).
    expect(reads).toEqual(expect.arrayContaining(['de/blocks', 'de/calc', 'de/common', 'de/newsletter']));
  });

  it('maps a regional variant to its language', async () => {
    setUrl('?lng=de-AT');
    expect((await detect()).language).toBe('de');
  });

  it('uses the cookie before local storage', async () => {
    document.cookie = 'i18nextLng=de; path=/';
    localStorage.setItem('i18nextLng', 'en');
    expect((await detect()).language).toBe('de');
  });

  it('uses local storage when nothing earlier is set', async () => {
    localStorage.setItem('i18nextLng', 'de');
    expect((await detect()).language).toBe('de');
  });

  it('drops an injection attempt in the query and falls through to the next source', async () => {
    localStorage.setItem('i18nextLng', 'de');
    setUrl(`?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    const { language } = await detect();
    expect(language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('drops an attribute-breaking value in storage and overwrites it with a safe one', async () => {
    localStorage.setItem('i18nextLng', 'en"><img src=x onerror=alert(1)>');
    setUrl('?lng=fr');
    const { language } = await detect();
    expect(language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('switching the language updates <html lang> and the caches', async () => {
    const { i18n, ready } = createI18n(fakeBackend([]));
    await ready;
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).toContain('i18nextLng=de');
  });
});
