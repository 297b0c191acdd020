// @ts-check
import path from 'node:path';
import { openDatabase } from '../db/openDatabase.mjs';
import { createFileMailTransport, purgeOutbox } from '../newsletter/createFileMailTransport.mjs';
import { createNewsletterService } from '../newsletter/createNewsletterService.mjs';
import { createSmtpMailTransport } from '../newsletter/createSmtpMailTransport.mjs';
import { createMailWorker } from '../newsletter/mailWorker.mjs';
import { newsletterRoutes } from '../newsletter/newsletterRoutes.mjs';
import { createSubscriberStore } from '../newsletter/subscriberStore.mjs';
import { registerWithMethodCheck } from './registerWithMethodCheck.mjs';
import { sharedPlugin } from './sharedPlugin.mjs';

/**
 * @typedef {object} NewsletterPluginOptions
 * @property {string} dataDir the SQLite database, the mail outbox, an old subscribers.json to import
 * @property {string | null} databaseUrl PostgreSQL instead of the SQLite file
 * @property {() => string} publicUrl where this server is reached from outside (links in mails)
 * @property {string} siteUrl the site's origin when the API is served separately; '' = same origin
 * @property {string | null} allowedOrigin CORS: the one other origin allowed to call the API
 * @property {string | null} smtpUrl deliver mails over SMTP instead of writing them to `<dataDir>/outbox/`
 * @property {import('../newsletter/createFileMailTransport.mjs').MailTransport | null} mailTransport any other transport
 * @property {string} mailFrom
 * @property {string} siteName
 * @property {{ limit: number, windowMs: number }} rateLimit
 * @property {{ limit: number }} tokenRateLimit
 * @property {number} mailConcurrency
 * @property {number} mailRate
 * @property {number} [lockWaitMs]
 * @property {Partial<Pick<import('../newsletter/mailWorker.mjs').MailWorkerOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs' | 'maxAttempts'>>} mailWorker
 * @property {boolean} sendMails
 * @property {number} [tokenTtlMs]
 * @property {number} [resendCooldownMs]
 * @property {() => Date} [now]
 */

/**
 * @typedef {object} Newsletter what the newsletter plugin opened, for the other plugins (`app.getDecorator('newsletter')`)
 * @property {import('../db/openDatabase.mjs').Database} database
 * @property {import('../newsletter/subscriberStore.mjs').SubscriberStore} store
 * @property {import('../newsletter/createFileMailTransport.mjs').MailTransport} transport
 * @property {import('../newsletter/mailWorker.mjs').MailWorker} mailWorker
 * @property {import('../newsletter/createNewsletterService.mjs').NewsletterService} service
 */

/**
 * The newsletter: its database (migrated, an old subscribers.json imported), the mail transport and
 * worker, the service and its API routes. On close (after the last request) the mails being sent
 * finish, then the transport and the database close.
 * @param {import('fastify').FastifyInstance} app
 * @param {NewsletterPluginOptions} options
 */
async function newsletter(app, options) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, ...(options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {}) });
  // The health check's own connection is opened now, not by the first /healthz.
  await database.ping();
  const store = createSubscriberStore(database);
  const imported = await store.importLegacyFile(path.join(options.dataDir, 'subscribers.json'));
  if (imported !== null) app.log.info({ imported }, 'subscribers.json imported into the database');

  const log = app.log.child({ module: 'newsletter' });
  const { mailConcurrency } = options;
  const outboxDir = path.join(options.dataDir, 'outbox');
  const transport =
    options.mailTransport ??
    (options.smtpUrl
      ? createSmtpMailTransport({ url: options.smtpUrl, from: options.mailFrom, connections: mailConcurrency, ratePerSecond: options.mailRate })
      : createFileMailTransport({ outboxDir, from: options.mailFrom, log: (line) => log.info(line) }));
  const mailWorker = createMailWorker({
    database,
    transport,
    store,
    log,
    concurrency: mailConcurrency,
    // The outbox folder is the default transport's; with SMTP there is none, but an old one is still cleaned.
    purgeFiles: async (now) => void (await purgeOutbox(outboxDir, now)),
    ...options.mailWorker,
    ...(options.now ? { now: options.now } : {}),
  });
  const service = createNewsletterService({
    store,
    publicUrl: options.publicUrl,
    siteUrl: options.siteUrl,
    siteName: options.siteName,
    mailQueued: () => mailWorker.notify(),
    ...(options.tokenTtlMs ? { tokenTtlMs: options.tokenTtlMs } : {}),
    ...(options.resendCooldownMs !== undefined ? { resendCooldownMs: options.resendCooldownMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  app.addHook('onClose', async () => {
    await mailWorker.stop();
    transport.close?.();
    await database.close();
  });

  /** @type {Newsletter} */
  const opened = { database, store, transport, mailWorker, service };
  app.decorate('newsletter', opened);

  await registerWithMethodCheck(app, newsletterRoutes, {
    service,
    allowedOrigin: options.allowedOrigin,
    publicUrl: options.publicUrl,
    siteUrl: options.siteUrl,
    rateLimit: options.rateLimit,
    tokenRateLimit: options.tokenRateLimit,
    ...(options.now ? { now: options.now } : {}),
  });

  if (options.sendMails) mailWorker.start();
}

/** Shares its decoration (`newsletter`) with the plugins registered after it; its routes keep their own scope. */
export const newsletterPlugin = sharedPlugin(newsletter);
