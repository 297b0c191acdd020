// @ts-check
import { describe, expect, it } from 'vitest';
import { parseServeOptions } from './parseServeOptions.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_DIST_DIR } from './projectPaths.mjs';

describe('parseServeOptions', () => {
  it('has defaults that need no configuration', () => {
    expect(parseServeOptions([], {})).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      distDir: DEFAULT_DIST_DIR,
      publicUrl: null,
      apiOrigin: null,
      allowedOrigin: null,
      trustProxy: false,
      mailConcurrency: 5,
      mailRate: 0,
      metricsToken: null,
    });
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses and networks, never as "trust everyone"', () => {
    expect(parseServeOptions([], { TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseServeOptions([], { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseServeOptions([], { TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseServeOptions([], { TRUST_PROXY: '10.0.0.5, 10.0.0.0/8,2001:db8::/32 , loopback' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.0/8', '2001:db8::/32', 'loopback']);
    expect(() => parseServeOptions([], { TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would take the client address/);
    expect(() => parseServeOptions([], { TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an IP address, a CIDR network/);
    expect(() => parseServeOptions([], { TRUST_PROXY: 'proxy.example' })).toThrow(/not an IP address/);
  });

  it('reads the sending settings and the metrics token', () => {
    expect(parseServeOptions([], { MAIL_CONCURRENCY: '8', MAIL_RATE: '14', METRICS_TOKEN: 'a'.repeat(24) })).toMatchObject({ mailConcurrency: 8, mailRate: 14, metricsToken: 'a'.repeat(24) });
    expect(() => parseServeOptions([], { MAIL_CONCURRENCY: '0' })).toThrow(/MAIL_CONCURRENCY/);
    expect(() => parseServeOptions([], { METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
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
