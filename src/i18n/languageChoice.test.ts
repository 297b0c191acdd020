// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieValue, languageToShow, rememberLanguage, type LanguageSignals } from './languageChoice';

const signals = (overrides: Partial<LanguageSignals>): LanguageSignals => ({
  pathname: '/tools',
  query: null,
  cookie: undefined,
  localStorage: undefined,
  sessionStorage: undefined,
  navigator: ['en-US'],
  ...overrides,
});

describe('languageToShow', () => {
  it('follows query, cookie, local storage, session storage, then the browser language', () => {
    expect(languageToShow(signals({ query: 'de', cookie: 'en', localStorage: 'en' }))).toBe('de');
    expect(languageToShow(signals({ cookie: 'de', localStorage: 'en' }))).toBe('de');
    expect(languageToShow(signals({ localStorage: 'de', sessionStorage: 'en' }))).toBe('de');
    expect(languageToShow(signals({ sessionStorage: 'de' }))).toBe('de');
    expect(languageToShow(signals({ navigator: ['fr-FR', 'de-AT', 'en'] }))).toBe('de');
    expect(languageToShow(signals({ navigator: ['fr-FR'] }))).toBe('en');
  });

  it('keeps a German URL German unless the visitor chose English', () => {
    expect(languageToShow(signals({ pathname: '/de/tools', navigator: ['en-US'] }))).toBe('de');
    expect(languageToShow(signals({ pathname: '/de/tools', cookie: 'en' }))).toBe('en');
    expect(languageToShow(signals({ pathname: '/de/tools', query: 'en-GB' }))).toBe('en');
  });

  it('drops injection attempts and unsupported values and falls through to the next source', () => {
    expect(languageToShow(signals({ query: '<script>alert(1)</script>', localStorage: 'de' }))).toBe('de');
    expect(languageToShow(signals({ query: 'fr', localStorage: 'en"><img src=x onerror=alert(1)>', navigator: ['de'] }))).toBe('de');
  });
});

describe('cookies and the remembered choice', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; i18nextLng=de; b=2', 'i18nextLng')).toBe('de');
    expect(cookieValue('a=1', 'i18nextLng')).toBeUndefined();
    expect(cookieValue('i18nextLng=%E0%A4%A', 'i18nextLng')).toBeUndefined();
  });

  it('keeps the choice in local storage and a cookie', () => {
    rememberLanguage('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(cookieValue(document.cookie, 'i18nextLng')).toBe('de');
  });
});
