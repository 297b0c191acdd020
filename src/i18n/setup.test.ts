// @vitest-environment jsdom
import type { BackendModule, ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, createStaticI18n, i18nOptions } from './setup';

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

describe('i18n options', () => {
  it('follow the product spec', () => {
    const options = i18nOptions('de');
    expect(options.lng).toBe('de');
    expect(options.supportedLngs).toEqual(['en', 'de']);
    expect(options.fallbackLng).toBe('en');
    expect(options.maxParallelReads).toBe(10);
    expect(options.maxRetries).toBe(5);
    expect(options.retryTimeout).toBe(350);
    expect(options.ns).toEqual(['common', 'blocks', 'calc', 'newsletter']);
  });
});

describe('i18n instances', () => {
  it('load every namespace of the page language before they are ready', async () => {
    const reads: string[] = [];
    const { i18n, ready } = createI18n('de', fakeBackend(reads));
    await ready;
    expect(i18n.language).toBe('de');
    expect(reads).toEqual(expect.arrayContaining(['de/blocks', 'de/calc', 'de/common', 'de/newsletter']));
  });

  it('are ready at once with the catalogues given (prerendering)', () => {
    const i18n = createStaticI18n('de', { de: { common: { skipToContent: 'Zum Inhalt' } }, en: { common: { skipToContent: 'Skip' } } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('skipToContent')).toBe('Zum Inhalt');
  });
});
