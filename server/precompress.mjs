#!/usr/bin/env node
// @ts-check
// `node server/precompress.mjs [dist]` (the last step of `npm run build`): writes `file.br` and
// `file.gz` next to every compressible file of the built site, so the server sends them as they
// are instead of compressing on every request (brotli at its best quality costs ~1.5 s per MB).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentTypeFor } from './contentTypeFor.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files are sent as they are: compression would save next to nothing. */
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Compresses one file in both codings; a coding that is not smaller is not written.
 * @param {string} file
 * @returns {Promise<number>} bytes saved by brotli
 */
async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        // Quality 11 for small files; 9 above 32 KB (pages, large chunks), about 20 times faster
        // and within 3 % of 11, still well below gzip -9.
        [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 32_000 ? 9 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return body.length - Math.min(br.length, body.length);
}

/**
 * @param {string} distDir
 * @returns {Promise<{ files: number, savedBytes: number }>}
 */
export async function precompressSite(distDir) {
  /** @type {string[]} */
  const toCompress = [];
  for await (const file of files(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz') || !contentTypeFor(file).compressible) continue;
    if ((await stat(file)).size >= MIN_BYTES) toCompress.push(file);
  }
  let savedBytes = 0;
  // A few at a time: zlib runs on libuv's thread pool.
  for (let i = 0; i < toCompress.length; i += 4) {
    const saved = await Promise.all(toCompress.slice(i, i + 4).map(precompress));
    savedBytes += saved.reduce((a, b) => a + b, 0);
  }
  return { files: toCompress.length, savedBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const started = Date.now();
  const { files: count, savedBytes } = await precompressSite(dist);
  console.log(`precompress: ${count} files of ${dist}/ as .br and .gz (brotli saves ${(savedBytes / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
