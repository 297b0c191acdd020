// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The service's metrics in the Prometheus text format (version 0.0.4): the health check's
 * figures, subscribers and mails by status, the suppression list's size and this process's counters.
 * @param {{ report: import('./serviceHealth.mjs').HealthReport, probe: import('../db/schema.mjs').Db | null,
 *   counters: { sent: number, failed: number } }} input `probe` null when the database is down
 * @returns {Promise<string>}
 */
export async function metricsText({ report, probe, counters }) {
  /** @type {string[]} */
  const lines = [];
  /** @param {string} name @param {'gauge' | 'counter'} type @param {string} help @param {[Record<string, string>, number][]} samples */
  const metric = (name, type, help, samples) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [labels, value] of samples) {
      const text = Object.entries(labels).map(([key, label]) => `${key}="${label.replace(/["\\\n]/g, '_')}"`).join(',');
      lines.push(`${name}${text ? `{${text}}` : ''} ${value}`);
    }
  };

  metric('newsletter_health_status', 'gauge', 'Overall state: 0 ok, 1 degraded, 2 down.', [[{}, { ok: 0, degraded: 1, down: 2 }[report.status]]]);
  metric('newsletter_database_up', 'gauge', 'Whether the database answers and takes writes (1) or not (0).', [[{ engine: report.database.engine, state: report.database.state }, report.database.state === 'ok' ? 1 : 0]]);
  if (report.smtp !== 'not used') metric('newsletter_smtp_up', 'gauge', 'Whether the SMTP server answered the last check.', [[{}, report.smtp === 'ok' ? 1 : 0]]);
  if (report.queue) {
    metric('newsletter_mail_queue_depth', 'gauge', 'Mails waiting to be sent or being sent.', [[{}, report.queue.depth]]);
    metric('newsletter_mail_paused', 'gauge', 'Mails of paused issues.', [[{}, report.queue.paused]]);
    metric('newsletter_mail_oldest_pending_seconds', 'gauge', 'Age of the oldest mail waiting to be sent (0 when none waits).', [[{}, report.queue.oldestPendingSeconds ?? 0]]);
    metric('newsletter_mail_failed_last_hour', 'gauge', 'Mails whose latest attempt failed within the last hour.', [[{}, report.queue.failedLastHour]]);
  }
  if (probe) {
    const mails = await probe.selectFrom('mail_queue').select(['status', probe.fn.countAll().as('n')]).groupBy('status').execute();
    metric('newsletter_mails', 'gauge', 'Mails in the queue table by status (sent ones are kept 30 days).', mails.map((row) => [{ status: row.status }, Number(row.n)]));
    const subscribers = await probe.selectFrom('subscribers').select(['status', probe.fn.countAll().as('n')]).groupBy('status').execute();
    metric('newsletter_subscribers', 'gauge', 'Subscriber records by status.', subscribers.map((row) => [{ status: row.status }, Number(row.n)]));
    const suppressed = await probe.selectFrom('suppressions').select(probe.fn.countAll().as('n')).executeTakeFirstOrThrow();
    metric('newsletter_suppressed_addresses', 'gauge', 'Addresses on the suppression list (unsubscribed or erased).', [[{}, Number(suppressed.n)]]);
  }
  metric('newsletter_mails_sent_total', 'counter', 'Mails handed to the transport by this process since it started.', [[{}, counters.sent]]);
  metric('newsletter_mail_attempts_failed_total', 'counter', 'Failed send attempts of this process since it started.', [[{}, counters.failed]]);
  return `${lines.join('\n')}\n`;
}

/**
 * Whether an `Authorization` header carries the metrics token (`Bearer <token>`), compared in
 * constant time.
 * @param {string | undefined} header
 * @param {string} token
 */
export function hasMetricsToken(header, token) {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (/** @type {string} */ text) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
