// @ts-check
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController } from 'fastify';
import { openDatabase } from './db/openDatabase.mjs';
import { createFileMailTransport, purgeOutbox } from './newsletter/createFileMailTransport.mjs';
import { createNewsletterService } from './newsletter/createNewsletterService.mjs';
import { createSmtpMailTransport } from './newsletter/createSmtpMailTransport.mjs';
import { createMailWorker, DEFAULT_CONCURRENCY } from './newsletter/mailWorker.mjs';
import { hasMetricsToken, metricsText } from './newsletter/metricsText.mjs';
import { API_PATHS, newsletterRoutes } from './newsletter/newsletterRoutes.mjs';
import { createHealthCheck } from './newsletter/serviceHealth.mjs';
import { createSubscriberStore } from './newsletter/subscriberStore.mjs';
import { helmetOptions, PERMISSIONS_POLICY } from './securityHeaders.mjs';
import { registerStaticSite } from './staticSite.mjs';
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
 * `/newsletter/`, `GET /healthz`, with the security headers on every response.
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

  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl ?? null, ...(options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {}) });
  // The health check's own connection is opened now, not by the first /healthz.
  await database.ping();
  const store = createSubscriberStore(database);
  const imported = await store.importLegacyFile(path.join(options.dataDir, 'subscribers.json'));
  if (imported !== null) fastify.log.info({ imported }, 'subscribers.json imported into the database');

  const log = fastify.log.child({ module: 'newsletter' });
  const mailConcurrency = options.mailConcurrency ?? DEFAULT_CONCURRENCY;
  const outboxDir = path.join(options.dataDir, 'outbox');
  const transport =
    options.mailTransport ??
    (options.smtpUrl
      ? createSmtpMailTransport({ url: options.smtpUrl, from: mailFrom, connections: mailConcurrency, ratePerSecond: options.mailRate ?? 0 })
      : createFileMailTransport({ outboxDir, from: mailFrom, log: (line) => log.info(line) }));
  const mailWorker = createMailWorker({
    database,
    transport,
    store,
    log,
    concurrency: mailConcurrency,
    // The outbox folder is the default transport's; with SMTP there is none, but an old one is still cleaned.
    purgeFiles: async (now) => void (await purgeOutbox(outboxDir, now)),
    ...(options.mailWorker ?? {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const health = createHealthCheck({
    database,
    transport,
    ...(options.smtpCheckEveryMs !== undefined ? { smtpEveryMs: options.smtpCheckEveryMs } : {}),
    ...(options.healthDeadlineMs !== undefined ? { deadlineMs: options.healthDeadlineMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  let listeningUrl = 'http://127.0.0.1';
  const publicUrl = () => options.publicUrl ?? listeningUrl;
  const newsletter = createNewsletterService({
    store,
    publicUrl,
    siteUrl: (options.siteUrl ?? '').replace(/\/+$/, ''),
    siteName,
    mailQueued: () => mailWorker.notify(),
    ...(options.tokenTtlMs ? { tokenTtlMs: options.tokenTtlMs } : {}),
    ...(options.resendCooldownMs !== undefined ? { resendCooldownMs: options.resendCooldownMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

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

  // For a load balancer or process manager: 503 when the database cannot take writes, 200 with
  // "ok" or "degraded" (mail at risk) otherwise; answered within about 100 ms, never cached.
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const report = await health.check();
    return reply.code(report.status === 'down' ? 503 : 200).send(report);
  });

  // Prometheus metrics behind a bearer token; without METRICS_TOKEN the path does not exist.
  fastify.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!options.metricsToken) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    if (!hasMetricsToken(request.headers.authorization, options.metricsToken)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized\n');
    }
    const report = await health.check();
    const text = await metricsText({ report, probe: report.queue ? database.probe : null, counters: mailWorker.counters });
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });

  await fastify.register(newsletterRoutes, {
    service: newsletter,
    allowedOrigin: options.allowedOrigin ?? null,
    publicUrl,
    siteUrl: (options.siteUrl ?? '').replace(/\/+$/, ''),
    rateLimit: options.rateLimit ?? { limit: 10, windowMs: 60_000 },
    tokenRateLimit: options.tokenRateLimit ?? { limit: 600 },
    ...(options.now ? { now: options.now } : {}),
  });
  await registerStaticSite(fastify, { distDir: options.distDir, isApiPath: (pathname) => API_PATHS.has(pathname) });

  if (options.sendMails !== false) mailWorker.start();

  return {
    fastify,
    database,
    newsletter,
    store,
    mailWorker,
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
      await fastify.close();
      clearTimeout(timer);
      await mailWorker.stop();
      transport.close?.();
      await database.close();
    },
  };
}
