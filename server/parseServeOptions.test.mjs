// @ts-check
import { describe, expect, it } from 'vitest';
import { parseServeOptions } from './parseServeOptions.mjs';

describe('parseServeOptions', () => {
  it('has defaults that need no configuration', () => {
    expect(parseServeOptions([], {})).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      dataDir: '.data',
      distDir: 'dist',
      publicUrl: null,
      apiOrigin: null,
      allowedOrigin: null,
      trustProxy: false,
    });
  });

  it('reads flags before environment variables', () => {
    const env = { PORT: '8080', DATA_DIR: '/var/lib/futureslab' };
    expect(parseServeOptions([], env)).toMatchObject({ port: 8080, dataDir: '/var/lib/futureslab' });
    expect(parseServeOptions(['--port', '4317', '--data-dir=.e2e-data', '--dist', 'build', '--host', '0.0.0.0'], env)).toMatchObject({
      port: 4317,
      dataDir: '.e2e-data',
      distDir: 'build',
      host: '0.0.0.0',
    });
  });

  it('reduces CORS and CSP origins to their origin', () => {
    const options = parseServeOptions([], {
      VITE_API_BASE: 'https://api.futureslab.example/v1/',
      ALLOWED_ORIGIN: 'https://futureslab.example/',
      PUBLIC_URL: 'https://api.futureslab.example/v1/',
    });
    expect(options.apiOrigin).toBe('https://api.futureslab.example');
    expect(options.allowedOrigin).toBe('https://futureslab.example');
    expect(options.publicUrl).toBe('https://api.futureslab.example/v1');
  });

  it('refuses unknown flags and bad values', () => {
    expect(() => parseServeOptions(['--prot', '1'], {})).toThrow(/unknown option/);
    expect(() => parseServeOptions(['--port'], {})).toThrow(/needs a value/);
    expect(() => parseServeOptions(['--port', '99999'], {})).toThrow(/invalid port/);
    expect(() => parseServeOptions([], { PORT: 'abc' })).toThrow(/invalid port/);
    expect(() => parseServeOptions([], { ALLOWED_ORIGIN: "javascript:alert('x')" })).toThrow(/ALLOWED_ORIGIN/);
    expect(() => parseServeOptions([], { API_ORIGIN: 'not a url; script-src *' })).toThrow(/API_ORIGIN/);
  });
});
