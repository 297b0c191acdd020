// @ts-check
import http from 'node:http';
import { URLSearchParams } from 'node:url';
import { createStaticHandler } from './createStaticHandler.mjs';
import { createNewsletterService } from './newsletter/createNewsletterService.mjs';
import { createPageRedirects } from './pageRedirects.mjs';
import { securityHeaders } from './securityHeaders.mjs';

/**
 * @typedef {object} AppServerOptions
 * @property {string} distDir the built site
 * @property {string} dataDir newsletter storage and outbox
 * @property {string | null} [publicUrl] where this server is reached from outside (confirmation links); default http://host:port
 * @property {string | null} [siteUrl] the site's origin when the API is served separately (confirm redirects there)
 * @property {string | null} [apiOrigin] a separate newsletter API origin, added to the CSP's connect-src
 * @property {string | null} [allowedOrigin] CORS: the one other origin allowed to call the newsletter API
 * @property {import('./newsletter/createFileMailTransport.mjs').MailTransport | null} [mailTransport]
 * @property {string} [mailFrom]
 * @property {string} [siteName]
 * @property {{ limit: number, windowMs: number }} [rateLimit]
 * @property {boolean} [trustProxy]
 * @property {(line: string) => void} [log]
 */

/**
 * @typedef {object} AppServer
 * @property {http.Server} server
 * @property {import('./newsletter/createNewsletterService.mjs').NewsletterService} newsletter
 * @property {(port: number, host: string) => Promise<string>} listen resolves with the base URL, e.g. http://127.0.0.1:4173
 * @property {(graceMs?: number) => Promise<void>} close stops accepting, lets open requests and queued mails finish
 *   (idle keep-alive connections are closed at once, busy ones after `graceMs`)
 */

/**
 * The one HTTP server of FuturesLab: the built site plus the newsletter API (`/newsletter/subscribe`,
 * `/newsletter/unsubscribe`, `/newsletter/confirm`),
 * with the security headers on every response.
 * @param {AppServerOptions} options
 * @returns {AppServer}
 */
export function createAppServer(options) {
  const log = options.log ?? console.log;
  const headers = securityHeaders({ apiOrigin: options.apiOrigin ?? null });
  const serveStatic = createStaticHandler({ distDir: options.distDir });
  const pageRedirect = createPageRedirects({ distDir: options.distDir });
  let listeningUrl = 'http://127.0.0.1';
  const newsletter = createNewsletterService({
    dataDir: options.dataDir,
    publicUrl: () => options.publicUrl ?? listeningUrl,
    siteUrl: options.siteUrl ?? null,
    allowedOrigin: options.allowedOrigin ?? null,
    mailTransport: options.mailTransport ?? null,
    ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
    ...(options.siteName ? { siteName: options.siteName } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    trustProxy: options.trustProxy ?? false,
    log,
  });

  const server = http.createServer(async (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      const raw = req.url ?? '/';
      const queryAt = raw.indexOf('?');
      const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
      if (!pathname.startsWith('/')) {
        req.resume();
        res.statusCode = 400;
        res.end();
        return;
      }
      const params = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1));
      if (newsletter.paths.has(pathname)) {
        await newsletter.handle(req, res, pathname, params);
        return;
      }
      const redirect = req.method === 'GET' || req.method === 'HEAD' ? await pageRedirect(pathname, params) : null;
      if (redirect) {
        req.resume();
        res.statusCode = redirect.status;
        res.setHeader('Location', redirect.location);
        res.setHeader('Cache-Control', 'no-cache');
        if (redirect.cookie) res.setHeader('Set-Cookie', redirect.cookie);
        res.end();
        return;
      }
      await serveStatic(req, res, pathname);
    } catch (error) {
      log(`[server] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) {
        res.destroy();
      } else {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end('Internal Server Error\n');
      }
    }
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;

  return {
    server,
    newsletter,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          const actualPort = typeof address === 'object' && address ? address.port : port;
          const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
          listeningUrl = `http://${shownHost}:${actualPort}`;
          resolve(listeningUrl);
        });
      });
    },
    close(graceMs = 5_000) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          void newsletter.idle().then(() => resolve());
        });
        server.closeIdleConnections();
      });
    },
  };
}
