// @ts-check
import path from 'node:path';

/** Extension (lower case, with dot) → Content-Type. Text types carry their charset. */
const TYPES = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.mjs', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.map', 'application/json; charset=utf-8'],
  ['.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.xml', 'application/xml; charset=utf-8'],
  ['.csv', 'text/csv; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.gif', 'image/gif'],
  ['.webp', 'image/webp'],
  ['.avif', 'image/avif'],
  ['.ico', 'image/x-icon'],
  ['.woff', 'font/woff'],
  ['.woff2', 'font/woff2'],
  ['.ttf', 'font/ttf'],
  ['.otf', 'font/otf'],
  ['.wasm', 'application/wasm'],
  // The site search's index (Pagefind): gzip data that its script unpacks itself, so never given a
  // content coding on the way (the browser would unpack it first).
  ['.pagefind', 'application/gzip'],
  ['.pf_meta', 'application/gzip'],
  ['.pf_index', 'application/gzip'],
  ['.pf_fragment', 'application/gzip'],
  ['.pf_filter', 'application/gzip'],
  ['.pdf', 'application/pdf'],
  ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['.xls', 'application/vnd.ms-excel'],
]);

/** Types worth compressing (already-compressed images, fonts and archives are not). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.csv', '.svg', '.ico', '.wasm']);

/**
 * The Content-Type of a file by its extension, and whether gzip/brotli pays off for it.
 * Unknown extensions are `application/octet-stream` (and, with `nosniff`, never run as script).
 * @param {string} filePath
 * @returns {{ type: string, compressible: boolean }}
 */
export function contentTypeFor(filePath) {
  const ext = path.extname(filePath).toLowerCase();
  return { type: TYPES.get(ext) ?? 'application/octet-stream', compressible: COMPRESSIBLE.has(ext) };
}
