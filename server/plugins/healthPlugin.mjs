// @ts-check
import { hasMetricsToken, metricsText } from '../newsletter/metricsText.mjs';
import { createHealthCheck } from '../newsletter/serviceHealth.mjs';
import { sharedPlugin } from './sharedPlugin.mjs';

/**
 * @typedef {object} HealthPluginOptions
 * @property {string | null} metricsToken serve GET /metrics to `Authorization: Bearer <token>`; null = no /metrics
 * @property {number} [deadlineMs] how long /healthz waits for the database before it reports it "slow"
 * @property {number} [smtpEveryMs] how often the SMTP server is asked whether it answers
 * @property {() => Date} [now]
 */

/**
 * `GET /healthz` and `GET /metrics` of the newsletter service (registered after the newsletter plugin,
 * whose database, transport and worker it reads). Decorates the instance with `health`.
 * @param {import('fastify').FastifyInstance} app
 * @param {HealthPluginOptions} options
 */
async function health(app, options) {
  /** @type {import('./newsletterPlugin.mjs').Newsletter} */
  const { database, transport, mailWorker } = app.getDecorator('newsletter');
  const check = createHealthCheck({
    database,
    transport,
    ...(options.smtpEveryMs !== undefined ? { smtpEveryMs: options.smtpEveryMs } : {}),
    ...(options.deadlineMs !== undefined ? { deadlineMs: options.deadlineMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('health', check);

  // For a load balancer or process manager: 503 when the database cannot take writes, 200 with
  // "ok" or "degraded" (mail at risk) otherwise; answered within about 100 ms, never cached.
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const report = await check.check();
    return reply.code(report.status === 'down' ? 503 : 200).send(report);
  });

  // Prometheus metrics behind a bearer token; without METRICS_TOKEN the path does not exist.
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!options.metricsToken) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    if (!hasMetricsToken(request.headers.authorization, options.metricsToken)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized\n');
    }
    const report = await check.check();
    const text = await metricsText({ report, probe: report.queue ? database.probe : null, counters: mailWorker.counters });
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
}

/** Shares its decoration (`health`) with the instance that registers it. */
export const healthPlugin = sharedPlugin(health);
