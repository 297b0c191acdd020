// @ts-check
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { URLSearchParams } from 'node:url';
import fastifyStatic from '@fastify/static';
import { contentTypeFor } from '../contentTypeFor.mjs';
import { createPageRedirects } from '../pageRedirects.mjs';

/**
 * The built site (`dist/`) on a Fastify instance, through @fastify/static:
 * - MIME types of `contentTypeFor`, ETag/Last-Modified and 304, HEAD; brotli/gzip files written by
 *   the build (`file.br`, `file.gz`, see precompress.mjs) are sent as they are, other compressible
 *   answers are compressed by @fastify/compress;
 * - `Cache-Control: public, max-age=31536000, immutable` for hashed `/assets/*`, `no-cache` for
 *   everything else (HTML, translations);
 * - a page path serves its prerendered `<path>/index.html`; an unknown page path gets the
 *   not-found page of its language (`404.html`, `de/404.html`) with status 404; a missing file
 *   with an extension is a plain 404; dot-files are never served, no path leaves `dist/`;
 * - other methods than GET/HEAD: 405;
 * - page redirects (old paths, `?lng=`) before any file.
 * Its own scope: its hooks see only the requests no other plugin's route took (the API's paths,
 * every method of them, belong to their plugins), so it needs to know nothing about them.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string }} options
 */
export async function staticSitePlugin(app, { distDir }) {
  const root = path.resolve(distDir);
  const pageRedirect = createPageRedirects({ distDir: root });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { pathname, params } = splitUrl(request.url);
    const redirect = await pageRedirect(pathname, params);
    if (!redirect) return;
    reply.code(redirect.status).header('Location', redirect.location).header('Cache-Control', 'no-cache');
    if (redirect.cookie) reply.header('Set-Cookie', redirect.cookie);
    await reply.send();
  });

  // A precompressed file gets its type from @fastify/static's own table, which still says
  // application/javascript: JavaScript is text/javascript (RFC 9239), whichever file was sent.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/javascript; charset=utf-8') reply.header('Content-Type', 'text/javascript; charset=utf-8');
    return payload;
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    serveDotFiles: false,
    setHeaders(reply, filePath) {
      const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      const fastifyReply = /** @type {import('fastify').FastifyReply} */ (/** @type {unknown} */ (reply));
      fastifyReply.header('Cache-Control', relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      fastifyReply.header('Content-Type', contentTypeFor(relative).type);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = splitUrl(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Method Not Allowed\n');
    }
    const segments = safeDecode(pathname)?.split('/') ?? [];
    const last = segments[segments.length - 1] ?? '';
    if (last.includes('.') || segments.some((segment) => segment.startsWith('.'))) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found\n');
    }
    const page = segments[1] === 'de' ? 'de/404.html' : '404.html';
    if (!(await isFile(path.join(root, page)))) {
      return reply.code(503).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('The site is not built yet: run `npm run build`.\n');
    }
    // A not-found answer is never "not modified".
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    return reply.code(404).sendFile(page);
  });
}

/** @param {string} url */
function splitUrl(url) {
  const queryAt = url.indexOf('?');
  return {
    pathname: queryAt === -1 ? url : url.slice(0, queryAt),
    params: new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)),
  };
}

/** @param {string} pathname */
function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
