// @ts-check
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentTypeFor } from './contentTypeFor.mjs';
import { preferredEncoding } from './preferredEncoding.mjs';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies are sent as they are: compression would save next to nothing. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * @typedef {object} CachedFile
 * @property {number} mtimeMs
 * @property {number} size
 * @property {Buffer} body
 * @property {string} hash a hex SHA-1 of the body (the ETag's base)
 * @property {string} type
 * @property {boolean} compressible
 * @property {Map<'br' | 'gzip', Promise<Buffer | null>>} encoded null when the coding is not smaller
 */

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<void>} StaticHandler
 */

/**
 * A handler that serves the files of a built site (`dist/`): MIME types, brotli/gzip compressed
 * once and kept in memory, ETag/304, long-lived caching for hashed `/assets/*`, `no-cache` for
 * HTML and `/locales/*`, HEAD, no access outside the folder or to dot-files. A page path serves its
 * prerendered `<path>/index.html`; an unknown page path gets the prerendered not-found page in its
 * language (`404.html`, `de/404.html`) with status 404.
 * @param {{ distDir: string }} options
 * @returns {StaticHandler}
 */
export function createStaticHandler({ distDir }) {
  const root = path.resolve(distDir);
  /** @type {Map<string, CachedFile>} */
  const cache = new Map();

  /**
   * @param {string} filePath
   * @param {import('node:fs').Stats} stats
   * @returns {Promise<CachedFile>}
   */
  async function load(filePath, stats) {
    const cached = cache.get(filePath);
    // A rebuild while the server runs replaces files: the cache follows mtime and size.
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const body = await readFile(filePath);
    const { type, compressible } = contentTypeFor(filePath);
    /** @type {CachedFile} */
    const entry = {
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      body,
      hash: createHash('sha1').update(body).digest('hex').slice(0, 27),
      type,
      compressible: compressible && body.length >= MIN_COMPRESS_BYTES,
      encoded: new Map(),
    };
    cache.set(filePath, entry);
    return entry;
  }

  /**
   * The body in the given coding, compressed on first use (off the event loop) and then cached.
   * @param {CachedFile} file
   * @param {'br' | 'gzip'} coding
   */
  function encoded(file, coding) {
    let pending = file.encoded.get(coding);
    if (!pending) {
      const compress =
        coding === 'br'
          ? brotliCompress(file.body, {
              params: {
                // Quality 11 costs about 1.5 s per MB on these machines, paid by the first visitor of a
                // large chunk (plotly: 1.4 MB); quality 6 compresses it in ~30 ms and is still smaller than gzip -9.
                [zlib.constants.BROTLI_PARAM_QUALITY]: file.body.length > 256_000 ? 6 : 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
              },
            })
          : gzip(file.body, { level: 9 });
      pending = compress.then(
        (out) => (out.length < file.body.length ? out : null),
        () => null,
      );
      file.encoded.set(coding, pending);
    }
    return pending;
  }

  /**
   * @param {string} filePath
   * @returns {Promise<import('node:fs').Stats | null>}
   */
  async function statFile(filePath) {
    try {
      const stats = await stat(filePath);
      return stats.isFile() ? stats : null;
    } catch {
      return null;
    }
  }

  return async function handleStatic(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      sendText(res, 400, 'Bad Request');
      return;
    }
    const segments = decoded.split('/');
    if (decoded.includes('\0') || decoded.includes('\\') || segments.includes('..')) {
      sendText(res, 403, 'Forbidden');
      return;
    }
    // Dot-files and dot-folders (for example `.vite/manifest.json`) are build internals.
    if (segments.some((segment) => segment.startsWith('.'))) {
      sendText(res, 404, 'Not Found');
      return;
    }
    const relative = path.posix.normalize(decoded === '/' ? '/index.html' : decoded);
    const filePath = path.join(root, relative);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) {
      sendText(res, 403, 'Forbidden');
      return;
    }

    let target = filePath;
    let stats = await statFile(target);
    let status = 200;
    if (!stats) {
      const last = segments[segments.length - 1] ?? '';
      if (last.includes('.')) {
        sendText(res, 404, 'Not Found');
        return;
      }
      // A page: its prerendered document, else the not-found page in the path's language (404).
      target = path.join(filePath, 'index.html');
      stats = await statFile(target);
      if (!stats) {
        status = 404;
        target = path.join(root, segments[1] === 'de' ? 'de/404.html' : '404.html');
        stats = await statFile(target);
      }
      if (!stats) {
        sendText(res, 503, 'The site is not built yet: run `npm run build`.');
        return;
      }
    }

    const file = await load(target, stats);
    const coding = file.compressible ? preferredEncoding(headerValue(req.headers['accept-encoding'])) : null;
    const body = coding ? ((await encoded(file, coding)) ?? null) : null;
    const etag = `"${file.hash}${body && coding ? `-${coding}` : ''}"`;

    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', cacheControl(relative));
    res.setHeader('ETag', etag);
    if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');

    if (status === 200 && etagMatches(headerValue(req.headers['if-none-match']), etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const payload = body ?? file.body;
    if (body && coding) res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', String(payload.length));
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}

/**
 * Hashed build output never changes; HTML and translations must be revalidated on every visit.
 * @param {string} relative a normalised path starting with '/'
 */
function cacheControl(relative) {
  if (relative.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {string | undefined} header the request's If-None-Match
 * @param {string} etag
 */
function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** @param {string | string[] | undefined} value */
function headerValue(value) {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  const body = Buffer.from(`${text}\n`);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'no-cache');
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
