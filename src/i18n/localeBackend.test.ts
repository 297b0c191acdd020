import { describe, expect, it } from 'vitest';
import { localePath, readLocale } from './localeBackend';

type Outcome = { error: unknown; data: unknown };

/** Reads `de/common` through a stand-in for `fetch` and returns what i18next's callback received. */
function read(load: typeof fetch): Promise<Outcome> {
  return new Promise((resolve) => readLocale('de', 'common', (error, data) => resolve({ error, data }), load));
}

const answer = (body: string, status = 200): typeof fetch => () => Promise.resolve(new Response(body, { status }));

describe('the locale backend', () => {
  it('serves a namespace from public/locales', () => {
    expect(localePath('de', 'common')).toBe('/locales/de/common.json');
  });

  it('hands the parsed catalogue to i18next', async () => {
    const urls: string[] = [];
    const load: typeof fetch = (input) => {
      urls.push(String(input));
      return answer('{"skipToContent":"Zum Inhalt"}')(input);
    };
    expect(await read(load)).toEqual({ error: null, data: { skipToContent: 'Zum Inhalt' } });
    expect(urls).toEqual(['/locales/de/common.json']);
  });

  it('lets i18next retry a network failure and a server error, but not a missing file or broken JSON', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await read(offline)).toEqual({ error: 'failed loading /locales/de/common.json: Failed to fetch', data: true });
    expect(await read(answer('busy', 503))).toEqual({ error: 'failed loading /locales/de/common.json; status code: 503', data: true });
    expect(await read(answer('not found', 404))).toEqual({ error: 'failed loading /locales/de/common.json; status code: 404', data: false });
    expect(await read(answer('{broken'))).toEqual({ error: 'failed parsing /locales/de/common.json to json', data: false });
  });
});
