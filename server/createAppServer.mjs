// @ts-check
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController } from 'fastify';
import { DEFAULT_CONCURRENCY } from './newsletter/mailWorker.mjs';
import { readMarketsList } from './market/marketsList.mjs';
import { healthPlugin } from './plugins/healthPlugin.mjs';
import { marketPlugin } from './plugins/marketPlugin.mjs';
import { newsletterPlugin } from './plugins/newsletterPlugin.mjs';
import { staticSitePlugin } from './plugins/staticSitePlugin.mjs';
import { helmetOptions, PERMISSIONS_POLICY } from './securityHeaders.mjs';
import { fastifyTrustProxy } from './trustProxy.mjs';

/**
 * @typedef {object} AppServerOptions
 * @property {string} distDir the built site
 * @property {string} dataDir the SQLite database, the mail outbox, an old subscribers.json to import
 * @property {string | null} [databaseUrl] PostgreSQL instead of the SQLite file
 * @property {string | null} [publicUrl] where this server is reached from outside (links in mails); default http://host:port
 * @property {string | null} [siteUrl] the site's origin when the API is served separately (confirm redirects there)
 * @property {string | null} [apiOrigin] a separate newsletter API origin, added to the CSP's connect-src
 * @property {string | null} [allowedOrigin] CORS: the one other origin allowed to call the newsletter API
 * @property {string | null} [smtpUrl] deliver mails over SMTP instead of writing them to `<dataDir>/outbox/`
 * @property {import('./newsletter/createFileMailTransport.mjs').MailTransport | null} [mailTransport] any other transport
 * @property {string} [mailFrom]
 * @property {string} [siteName]
 * @property {{ limit: number, windowMs: number }} [rateLimit] newsletter API requests per client IP (default 10 a minute)
 * @property {{ limit: number }} [tokenRateLimit] confirm and one-click unsubscribe requests with a token per client IP and window (default 600)
 * @property {number} [mailConcurrency] mails sent at once, and SMTP connections kept open (default 5)
 * @property {number} [mailRate] SMTP: at most this many mails a second (0 = no cap)
 * @property {string | null} [metricsToken] serve GET /metrics to requests with `Authorization: Bearer <token>`; unset = no /metrics
 * @property {number} [healthDeadlineMs] how long /healthz waits for the database before it reports it "slow" (default 80 ms)
 * @property {number} [smtpCheckEveryMs] how often /healthz connects to the SMTP server to see whether it answers (default 15 s)
 * @property {number} [lockWaitMs] SQLite: how long a write waits for another process's lock before it fails
 * @property {Partial<Pick<import('./newsletter/mailWorker.mjs').MailWorkerOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs' | 'maxAttempts'>>} [mailWorker]
 * @property {boolean} [sendMails] run the mail worker in this process (default true)
 * @property {number} [tokenTtlMs]
 * @property {number} [resendCooldownMs]
 * @property {() => Date} [now]
 * @property {import('./trustProxy.mjs').TrustProxy} [trustProxy] which proxies may report the client address (X-Forwarded-For)
 * @property {import('./market/marketsList.mjs').MarketsList} [markets] the exchange data served under /api/market/ (default specs/markets.yaml)
 * @property {import('./plugins/marketPlugin.mjs').MarketSyncSchedule | null} [marketSync] keep that data current (MARKET_SYNC=1); default off
 * @property {{ write: (line: string) => void }} [logStream] where the JSON log lines go (default stdout)
 * @property {string} [logLevel]
 */

/**
 * @typedef {object} AppServer
 * @property {import('fastify').FastifyInstance} fastify
 * @property {import('./db/openDatabase.mjs').Database} database
 * @property {import('./newsletter/createNewsletterService.mjs').NewsletterService} newsletter
 * @property {import('./newsletter/subscriberStore.mjs').SubscriberStore} store
 * @property {import('./newsletter/mailWorker.mjs').MailWorker} mailWorker
 * @property {import('./newsletter/serviceHealth.mjs').HealthCheck} health
 * @property {(port: number, host: string) => Promise<string>} listen resolves with the base URL, e.g. http://127.0.0.1:4173
 * @property {(graceMs?: number) => Promise<void>} close stops accepting, lets open requests and the mail being sent
 *   finish (busy connections are cut after `graceMs`), closes the database
 */

/**
 * The one HTTP server of FuturesLab (Fastify): the built site, the newsletter API under
 * `/newsletter/`, the exchange data under `/api/market/`, `GET /healthz`, with the security headers on every response. It composes one
 * plugin per concern (plugins/), each with its own routes, schemas and onClose.
 * @param {AppServerOptions} options
 * @returns {Promise<AppServer>}
 */
export async function createAppServer(options) {
  const siteName = options.siteName ?? 'FuturesLab';
  const mailFrom = options.mailFrom ?? `${siteName} <newsletter@localhost>`;
  const fastify = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Request lines carry the path only: a query can hold a token, bodies an address.
      serializers: {
        req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      redact: { paths: ['email', '*.email', 'token', '*.token', 'recipient', 'to'], censor: '[hidden]' },
    },
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 4 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  let listeningUrl = 'http://127.0.0.1';
  const publicUrl = () => options.publicUrl ?? listeningUrl;
  const siteUrl = (options.siteUrl ?? '').replace(/\/+$/, '');

  await fastify.register(fastifyHelmet, helmetOptions({ apiOrigin: options.apiOrigin ?? null }));
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // Answers of 1 KB and more in brotli or gzip, unless the build wrote them precompressed.
  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  fastify.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(`${status === 403 ? 'Forbidden' : 'Bad Request'}\n`);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Internal Server Error\n');
  });

  try {
    await fastify.register(newsletterPlugin, {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl ?? null,
      publicUrl,
      siteUrl,
      allowedOrigin: options.allowedOrigin ?? null,
      smtpUrl: options.smtpUrl ?? null,
      mailTransport: options.mailTransport ?? null,
      mailFrom,
      siteName,
      rateLimit: options.rateLimit ?? { limit: 10, windowMs: 60_000 },
      tokenRateLimit: options.tokenRateLimit ?? { limit: 600 },
      mailConcurrency: options.mailConcurrency ?? DEFAULT_CONCURRENCY,
      mailRate: options.mailRate ?? 0,
      mailWorker: options.mailWorker ?? {},
      sendMails: options.sendMails !== false,
      ...(options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {}),
      ...(options.tokenTtlMs ? { tokenTtlMs: options.tokenTtlMs } : {}),
      ...(options.resendCooldownMs !== undefined ? { resendCooldownMs: options.resendCooldownMs } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    await fastify.register(healthPlugin, {
      metricsToken: options.metricsToken ?? null,
      ...(options.smtpCheckEveryMs !== undefined ? { smtpEveryMs: options.smtpCheckEveryMs } : {}),
      ...(options.healthDeadlineMs !== undefined ? { deadlineMs: options.healthDeadlineMs } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    await fastify.register(marketPlugin, {
      list: options.markets ?? readMarketsList(),
      sync: options.marketSync ?? null,
      ...(options.now ? { now: options.now } : {}),
    });
    // Last: the site answers whatever no other plugin's route took.
    await fastify.register(staticSitePlugin, { distDir: options.distDir });
  } catch (error) {
    // A plugin that failed to start: what the ones before it opened (the database, the mail worker) is closed again.
    await fastify.close();
    throw error;
  }

  /** @type {import('./plugins/newsletterPlugin.mjs').Newsletter} */
  const newsletter = fastify.getDecorator('newsletter');
  /** @type {import('./newsletter/serviceHealth.mjs').HealthCheck} */
  const health = fastify.getDecorator('health');

  return {
    fastify,
    database: newsletter.database,
    newsletter: newsletter.service,
    store: newsletter.store,
    mailWorker: newsletter.mailWorker,
    health,
    async listen(port, host) {
      await fastify.listen({ port, host });
      const address = fastify.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
      listeningUrl = `http://${shownHost}:${actualPort}`;
      return listeningUrl;
    },
    async close(graceMs = 5_000) {
      const timer = setTimeout(() => fastify.server.closeAllConnections(), graceMs);
      timer.unref();
      // The plugins' onClose hooks run after the last request: the mail worker, the transport, the database.
      await fastify.close();
      clearTimeout(timer);
    },
  };
}
