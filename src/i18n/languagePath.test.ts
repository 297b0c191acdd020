import { describe, expect, it } from 'vitest';
import { basenameOf, languageOfPath, pathInLanguage, sitePathOf } from './languagePath';

describe('language paths', () => {
  it('reads the language from the path prefix, and only from a whole segment', () => {
    expect(languageOfPath('/de/tools')).toBe('de');
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/de/')).toBe('de');
    expect(languageOfPath('/tools')).toBe('en');
    expect(languageOfPath('/delta-neutral')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('maps site paths to each language and back', () => {
    for (const sitePath of ['/', '/tools', '/learn/liquidation-risk']) {
      for (const lang of ['en', 'de'] as const) expect(sitePathOf(pathInLanguage(sitePath, lang))).toBe(sitePath);
    }
    expect(pathInLanguage('/', 'de')).toBe('/de/');
    expect(pathInLanguage('/tools', 'de')).toBe('/de/tools');
    expect(sitePathOf('/de')).toBe('/');
    expect(basenameOf('de')).toBe('/de');
    expect(basenameOf('en')).toBe('/');
  });
});
