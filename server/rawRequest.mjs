// @ts-check
// Test helper: an HTTP request with the path sent exactly as given (fetch would normalise `..`)
// and the body returned undecoded.
import http from 'node:http';

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:4173
 * @param {string} rawPath
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [init]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function rawRequest(baseUrl, rawPath, init = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: init.method ?? 'GET', headers: init.headers ?? {}, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A JSON POST, as the site's client sends it.
 * @param {string} baseUrl
 * @param {string} path
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
export function postJson(baseUrl, path, value, headers = {}) {
  const body = JSON.stringify(value);
  return rawRequest(baseUrl, path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
}
