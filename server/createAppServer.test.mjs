// @ts-check
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from './createAppServer.mjs';
import { precompressSite } from './precompress.mjs';
import { rawRequest } from './rawRequest.mjs';

/** @type {string} */ let dir;
/** @type {string} */ let base;
/** @type {import('./createAppServer.mjs').AppServer} */ let app;

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** Prerendered documents, by file under dist/. */
const PAGES = {
  'learn/liquidation-risk/index.html': '<html lang="en"><h1>Liquidation risk</h1></html>',
  'de/learn/liquidation-risk/index.html': '<html lang="de"><h1>Liquidationsrisiko</h1></html>',
  'de/index.html': '<html lang="de"><h1>Start</h1></html>',
  '404.html': '<html lang="en"><h1>Page not found</h1></html>',
  'de/404.html': '<html lang="de"><h1>Seite nicht gefunden</h1></html>',
};
/** A file of the site search's index: gzip data that the browser's search script unpacks itself. */
const SEARCH_INDEX_FILE = zlib.gzipSync(Buffer.from('pagefind_dcd'.repeat(400)));
const SCRIPT = `export const text = ${JSON.stringify('FuturesLab '.repeat(500))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futureslab-serve-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'locales', 'en'), { recursive: true });
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  for (const [file, html] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), html);
  }
  await writeFile(path.join(dist, 'redirects.json'), JSON.stringify({ '/strategies/trend-follow': '/strategies/trend-following' }));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'font-abc.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(path.join(dist, 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
  await mkdir(path.join(dist, 'pagefind'), { recursive: true });
  await writeFile(path.join(dist, 'pagefind', 'wasm.en.pagefind'), SEARCH_INDEX_FILE);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'site.webmanifest'), '{}');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, 'secret.txt'), 'outside dist');
  await precompressSite(dist);
  // Written after the build's precompression: compressed per request.
  await writeFile(path.join(dist, 'assets', 'late-abc123.js'), SCRIPT);
  app = await createAppServer({ distDir: dist, dataDir: path.join(dir, 'data'), logStream: { write: () => {} } });
  base = await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves index.html at / with no-cache and every security header', async () => {
    const res = await rawRequest(base, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(INDEX);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Inline styles only (plotly injects <style>); scripts never inline, never eval; WebAssembly may be
    // compiled (the site search's index reader), which runs no JavaScript from text.
    const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
    expect(csp).not.toContain("'unsafe-eval'");
    for (const directive of ["img-src 'self' data:", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the security headers with errors and API answers too', async () => {
    for (const res of [await rawRequest(base, '/missing.js'), await rawRequest(base, '/newsletter/confirm')]) {
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a page path its prerendered document, in either language', async () => {
    /** @type {[string, string][]} */
    const cases = [
      ['/learn/liquidation-risk', 'learn/liquidation-risk/index.html'],
      ['/learn/liquidation-risk/', 'learn/liquidation-risk/index.html'],
      ['/de/learn/liquidation-risk', 'de/learn/liquidation-risk/index.html'],
      ['/de', 'de/index.html'],
      ['/de/', 'de/index.html'],
      ['/', 'index.html'],
    ];
    for (const [route, file] of cases) {
      const res = await rawRequest(base, route);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toBe(file === 'index.html' ? INDEX : PAGES[/** @type {keyof typeof PAGES} */ (file)]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown page path with the not-found page of its language and status 404', async () => {
    /** @type {[string, string][]} */
    const cases = [
      ['/does/not/exist', '404.html'],
      ['/newsletter/other', '404.html'],
      ['/de/gibt-es-nicht', 'de/404.html'],
    ];
    for (const [route, file] of cases) {
      const res = await rawRequest(base, route);
      expect(res.status, route).toBe(404);
      expect(res.body.toString(), route).toBe(PAGES[/** @type {keyof typeof PAGES} */ (file)]);
    }
  });

  it('moves an old path to its page for good (301) in both languages, keeping the query', async () => {
    const en = await rawRequest(base, '/strategies/trend-follow?a=1');
    expect(en.status).toBe(301);
    expect(en.headers.location).toBe('/strategies/trend-following?a=1');
    const de = await rawRequest(base, '/de/strategies/trend-follow/');
    expect(de.status).toBe(301);
    expect(de.headers.location).toBe('/de/strategies/trend-following');
  });

  it('moves ?lng to that language\'s URL and keeps the choice in the cookie', async () => {
    const de = await rawRequest(base, '/learn/liquidation-risk?lng=de&x=1');
    expect(de.status).toBe(302);
    expect(de.headers.location).toBe('/de/learn/liquidation-risk?x=1');
    expect(String(de.headers['set-cookie'])).toMatch(/^i18nextLng=de; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const en = await rawRequest(base, '/de/?lng=en-GB');
    expect(en.headers.location).toBe('/');
    const home = await rawRequest(base, '/?lng=de');
    expect(home.headers.location).toBe('/de/');
    const bad = await rawRequest(base, `/tools?lng=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(302);
    expect(bad.headers.location).toBe('/tools');
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for a missing file with an extension', async () => {
    const res = await rawRequest(base, '/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them (brotli first, then gzip)', async () => {
    const br = await rawRequest(base, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await rawRequest(base, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawRequest(base, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('compresses a file the build did not precompress on the fly', async () => {
    const br = await rawRequest(base, '/assets/late-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await rawRequest(base, '/assets/late-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
  });

  it('sends the search index as the gzip data it is, never with a content coding the browser would undo', async () => {
    const res = await rawRequest(base, '/pagefind/wasm.en.pagefind', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(res.body, SEARCH_INDEX_FILE)).toBe(0);
  });

  it('answers GET /healthz with the database state, never cached', async () => {
    const res = await rawRequest(base, '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString())).toEqual({
      status: 'ok',
      database: { engine: 'sqlite', state: 'ok' },
      queue: { depth: 0, paused: 0, oldestPendingSeconds: null, failedLastHour: 0 },
      smtp: 'not used',
    });
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await rawRequest(base, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await rawRequest(base, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await rawRequest(base, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"nope"' } });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await rawRequest(base, '/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(INDEX));
    expect(res.body.length).toBe(0);
  });

  it('uses the right MIME types and no-cache for translations', async () => {
    const json = await rawRequest(base, '/locales/en/common.json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['cache-control']).toBe('no-cache');
    expect((await rawRequest(base, '/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await rawRequest(base, '/site.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect((await rawRequest(base, '/assets/font-abc.woff2')).headers['content-type']).toBe('font/woff2');
  });

  it('never serves files outside dist or dot-files', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const res = await rawRequest(base, attempt);
      expect([403, 404], attempt).toContain(res.status);
      expect(res.body.toString()).not.toContain('outside dist');
    }
    expect((await rawRequest(base, '/.vite/manifest.json')).status).toBe(404);
    expect((await rawRequest(base, '/%00index.html')).status).toBe(403);
    expect((await rawRequest(base, '/%E0%A4%A')).status).toBe(400);
  });

  it('refuses other methods on static paths', async () => {
    const res = await rawRequest(base, '/', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('notices a rebuilt file', async () => {
    const file = path.join(dir, 'dist', 'locales', 'en', 'common.json');
    expect((await rawRequest(base, '/locales/en/common.json')).body.toString()).toBe('{"hello":"Hello"}');
    await writeFile(file, '{"hello":"Hello again"}');
    expect((await rawRequest(base, '/locales/en/common.json')).body.toString()).toBe('{"hello":"Hello again"}');
  });
});
