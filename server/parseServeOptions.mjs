// @ts-check
import { DEFAULT_DATA_DIR, DEFAULT_DIST_DIR } from './projectPaths.mjs';
import { parseTrustProxy } from './trustProxy.mjs';

/**
 * @typedef {object} ServeOptions
 * @property {number} port
 * @property {string} host
 * @property {string} dataDir
 * @property {string} distDir
 * @property {string | null} publicUrl
 * @property {string | null} siteUrl
 * @property {string | null} apiOrigin
 * @property {string | null} allowedOrigin
 * @property {string | null} databaseUrl
 * @property {string | null} smtpUrl
 * @property {string | null} mailTransportModule
 * @property {string | undefined} mailFrom
 * @property {string | undefined} siteName
 * @property {number} rateLimit newsletter API requests per minute and client IP
 * @property {number} tokenRateLimit confirm and one-click unsubscribe requests (with a token) per minute and client IP
 * @property {number} mailConcurrency mails sent at once (SMTP connections kept open)
 * @property {number} mailRate SMTP: mails per second at most (0 = no cap)
 * @property {string | null} metricsToken
 * @property {import('./trustProxy.mjs').TrustProxy} trustProxy
 * @property {boolean} help
 */

export const USAGE = `Usage: node server/serve.mjs [--port N] [--host H] [--data-dir DIR] [--dist DIR]

Serves the built site (dist/), the newsletter API under /newsletter/ and the exchange data under
/api/market/.

Options (environment variable in brackets):
  --port N          port to listen on [PORT], default 4173 (0 = any free port)
  --host H          interface [HOST], default 127.0.0.1
  --data-dir DIR    newsletter database (SQLite) and mail outbox [DATA_DIR], default <project>/.data
  --dist DIR        the built site, default <project>/dist
  --public-url URL  this server's public URL, used in confirmation links [PUBLIC_URL]
  --help            this text

More environment variables: DATABASE_URL (PostgreSQL instead of SQLite), SMTP_URL (SMTP instead
of the outbox folder), MAIL_FROM, SITE_URL, API_ORIGIN (default: origin of VITE_API_BASE),
ALLOWED_ORIGIN, MAIL_TRANSPORT, SITE_NAME, RATE_LIMIT (per minute and IP, default 10),
TOKEN_RATE_LIMIT (confirm/one-click unsubscribe per minute and IP, default 600), TRUST_PROXY
(number of proxies, or their addresses/CIDRs), MAIL_CONCURRENCY (default 5), MAIL_RATE (mails
per second, default no cap), METRICS_TOKEN, LOG_LEVEL, MARKET_SYNC=1 (keep the exchange data
current), MARKET_SYNC_EVERY_MINUTES (default 60), MARKET_EXCHANGE_ORIGIN, MARKET_RATE_LIMIT_MS
(see server/README.md).`;

const FLAGS = new Set(['--port', '--host', '--data-dir', '--dist', '--public-url']);

/**
 * The server's settings from command-line flags, falling back to environment variables and
 * defaults. Throws an Error with a readable message for an unknown flag or a bad value.
 * URLs are reduced to their origin where only an origin makes sense (CORS, CSP).
 * @param {string[]} argv the arguments after the script name
 * @param {Record<string, string | undefined>} env
 * @returns {ServeOptions}
 */
export function parseServeOptions(argv, env) {
  /** @type {Record<string, string>} */
  const flags = {};
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!FLAGS.has(name)) throw new Error(`unknown option ${JSON.stringify(arg)}\n\n${USAGE}`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') throw new Error(`option ${name} needs a value`);
    flags[name] = value;
  }

  const portText = flags['--port'] ?? env.PORT ?? '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`invalid port ${JSON.stringify(portText)}`);

  const apiBase = env.API_ORIGIN || env.VITE_API_BASE || '';
  return {
    port,
    host: flags['--host'] ?? env.HOST ?? '127.0.0.1',
    dataDir: flags['--data-dir'] ?? (env.DATA_DIR || DEFAULT_DATA_DIR),
    distDir: flags['--dist'] ?? DEFAULT_DIST_DIR,
    publicUrl: url('--public-url / PUBLIC_URL', flags['--public-url'] ?? env.PUBLIC_URL, false),
    siteUrl: url('SITE_URL', env.SITE_URL, false),
    apiOrigin: url('API_ORIGIN / VITE_API_BASE', apiBase, true),
    allowedOrigin: url('ALLOWED_ORIGIN', env.ALLOWED_ORIGIN, true),
    databaseUrl: postgresUrl(env.DATABASE_URL),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailTransportModule: env.MAIL_TRANSPORT || null,
    mailFrom: env.MAIL_FROM || undefined,
    siteName: env.SITE_NAME || undefined,
    rateLimit: positiveInteger('RATE_LIMIT', env.RATE_LIMIT, 10),
    tokenRateLimit: positiveInteger('TOKEN_RATE_LIMIT', env.TOKEN_RATE_LIMIT, 600),
    mailConcurrency: positiveInteger('MAIL_CONCURRENCY', env.MAIL_CONCURRENCY, 5),
    mailRate: env.MAIL_RATE === '0' ? 0 : positiveInteger('MAIL_RATE', env.MAIL_RATE, 0),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    help,
  };
}

/**
 * An http(s) URL without trailing slash (or only its origin), null when unset.
 * @param {string} what
 * @param {string | undefined} value
 * @param {boolean} originOnly
 */
function url(what, value, originOnly) {
  if (!value) return null;
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${what}: not a URL: ${JSON.stringify(value)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${what}: only http and https URLs: ${JSON.stringify(value)}`);
  if (originOnly) return parsed.origin;
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/**
 * @param {string | undefined} value
 * @returns {string | null}
 */
function postgresUrl(value) {
  if (!value) return null;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL: a postgres:// or postgresql:// URL expected');
  return value;
}

/**
 * @param {string | undefined} value
 * @returns {string | null}
 */
function smtpUrl(value) {
  if (!value) return null;
  if (!/^smtps?:\/\//.test(value)) throw new Error('SMTP_URL: an smtp:// or smtps:// URL expected');
  return value;
}

/**
 * A token long enough not to be guessed (it guards the subscriber counts and queue figures).
 * @param {string | undefined} value
 */
function metricsToken(value) {
  if (!value) return null;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN: at least 16 characters without spaces (e.g. `openssl rand -hex 24`)');
  return value;
}

/**
 * @param {string} what
 * @param {string | undefined} value
 * @param {number} fallback
 */
function positiveInteger(what, value, fallback) {
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${what}: a positive whole number expected, not ${JSON.stringify(value)}`);
  return Number(value);
}
