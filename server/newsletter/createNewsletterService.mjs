// @ts-check
import path from 'node:path';
import { composeConfirmationMail } from './composeConfirmationMail.mjs';
import { confirmationToken, hashToken } from './confirmationToken.mjs';
import { createFileMailTransport } from './createFileMailTransport.mjs';
import { createRateLimiter } from './createRateLimiter.mjs';
import { createSubscriberStore } from './createSubscriberStore.mjs';
import { readJsonBody } from './readJsonBody.mjs';
import { validateNewsletterPayload } from './validateNewsletterPayload.mjs';

/** The API's paths; `/newsletter` itself and anything else under it are pages of the site. */
const PATHS = new Set(['/newsletter/subscribe', '/newsletter/unsubscribe', '/newsletter/confirm']);

/** Largest accepted JSON body. */
const BODY_LIMIT = 4 * 1024;

/**
 * @typedef {object} NewsletterOptions
 * @property {string} dataDir holds `subscribers.json` and, for the default transport, `outbox/`
 * @property {string | (() => string)} publicUrl origin (and optional base path) at which this service is reached, used in
 *   confirmation links; a function when it is known only after listening (an ephemeral port)
 * @property {string | null} [siteUrl] origin of the site when it is not served by this server; null = same origin
 * @property {string} [siteName]
 * @property {string | null} [allowedOrigin] a second origin allowed to call the API (CORS); null = same origin only
 * @property {import('./createFileMailTransport.mjs').MailTransport | null} [mailTransport] null = files in `<dataDir>/outbox/`
 * @property {string} [mailFrom]
 * @property {{ limit: number, windowMs: number }} [rateLimit] per client IP, over all newsletter requests
 * @property {boolean} [trustProxy] take the client IP from X-Forwarded-For (only behind a proxy that sets it)
 * @property {number} [tokenTtlMs]
 * @property {number} [resendCooldownMs]
 * @property {(line: string) => void} [log]
 * @property {() => Date} [now]
 */

/**
 * @typedef {object} NewsletterService
 * @property {ReadonlySet<string>} paths the request paths this service answers (all other paths belong to the site)
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string, query: URLSearchParams) => Promise<void>} handle
 *   answers every request under `/newsletter/`
 * @property {() => Promise<void>} idle resolves when every queued mail has been handed to the transport
 * @property {import('./createSubscriberStore.mjs').SubscriberStore} store
 */

/**
 * The newsletter API: double opt-in subscribe, confirm,
 * unsubscribe. Answers never reveal whether an address is known (always 202); the mail is sent
 * after the answer, so timing does not tell either.
 *
 * - `POST /newsletter/subscribe` `{ email, locale, consent: true }` → 202
 * - `GET /newsletter/confirm?token=…` → 303 to `/newsletter?confirmed=1` (or `=0`)
 * - `POST /newsletter/unsubscribe` `{ email, locale }` → 202
 * @param {NewsletterOptions} options
 * @returns {NewsletterService}
 */
export function createNewsletterService(options) {
  const {
    dataDir,
    publicUrl,
    siteUrl = null,
    siteName = 'FuturesLab',
    allowedOrigin = null,
    mailFrom = `${siteName} <newsletter@localhost>`,
    rateLimit = { limit: 10, windowMs: 60_000 },
    trustProxy = false,
    tokenTtlMs = 48 * 3600_000,
    resendCooldownMs = 60_000,
    log = console.log,
    now = () => new Date(),
  } = options;
  const baseUrl = () => (typeof publicUrl === 'function' ? publicUrl() : publicUrl).replace(/\/+$/, '');
  const site = (siteUrl ?? '').replace(/\/+$/, '');
  const store = createSubscriberStore({ file: path.join(dataDir, 'subscribers.json'), tokenTtlMs, resendCooldownMs });
  const transport = options.mailTransport ?? createFileMailTransport({ outboxDir: path.join(dataDir, 'outbox'), from: mailFrom, log });
  const limiter = createRateLimiter(rateLimit);
  /** @type {Set<Promise<void>>} */
  const sending = new Set();

  /** @param {import('./composeConfirmationMail.mjs').MailMessage} message */
  function queueMail(message) {
    const job = transport.send(message).catch((/** @type {unknown} */ error) => {
      log(`[newsletter] mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    });
    sending.add(job);
    void job.finally(() => sending.delete(job));
  }

  /**
   * Same origin (the Origin's host is the request's Host, or the public URL's origin) or the
   * configured ALLOWED_ORIGIN. Requests without Origin (curl, server to server) pass.
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ ok: boolean, cors: string | null }}
   */
  function checkOrigin(req) {
    const origin = req.headers.origin;
    if (origin === undefined) return { ok: true, cors: null };
    if (allowedOrigin && origin === allowedOrigin) return { ok: true, cors: origin };
    try {
      const url = new URL(origin);
      if (url.host.toLowerCase() === (req.headers.host ?? '').toLowerCase() || url.origin === new URL(baseUrl()).origin) return { ok: true, cors: null };
    } catch {
      // 'null' or garbage: refused below.
    }
    return { ok: false, cors: null };
  }

  /** @param {import('node:http').IncomingMessage} req */
  function clientIp(req) {
    if (trustProxy) {
      const forwarded = req.headers['x-forwarded-for'];
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
      if (first) return first;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  /** @type {NewsletterService['handle']} */
  async function handle(req, res, pathname, query) {
    const route = pathname.slice('/newsletter'.length);
    const { ok: originOk, cors } = checkOrigin(req);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', cors);
    }
    if (allowedOrigin) res.setHeader('Vary', 'Origin');
    res.setHeader('Cache-Control', 'no-store');

    if (req.method === 'OPTIONS') {
      if (cors && (route === '/subscribe' || route === '/unsubscribe')) {
        res.setHeader('Access-Control-Allow-Methods', 'POST');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.setHeader('Allow', route === '/confirm' ? 'GET' : 'POST, OPTIONS');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (!originOk && req.method !== 'GET') {
      req.resume();
      sendJson(res, 403, { error: 'origin not allowed' });
      return;
    }
    const decision = limiter.hit(clientIp(req));
    if (!decision.allowed) {
      req.resume();
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      sendJson(res, 429, { error: 'too many requests' });
      return;
    }

    if (route === '/subscribe' || route === '/unsubscribe') {
      if (req.method !== 'POST') {
        req.resume();
        res.setHeader('Allow', 'POST, OPTIONS');
        sendJson(res, 405, { error: 'method not allowed' });
        return;
      }
      const body = await readJsonBody(req, BODY_LIMIT);
      if (!body.ok) {
        if (body.status === 413) res.setHeader('Connection', 'close');
        sendJson(res, body.status, { error: 'bad request' });
        return;
      }
      if (route === '/subscribe') {
        const payload = validateNewsletterPayload(body.value, 'subscribe');
        if (!payload) {
          sendJson(res, 400, { error: 'bad request' });
          return;
        }
        const { token, hash } = confirmationToken();
        const base = baseUrl();
        const outcome = await store.subscribe({ email: payload.email, locale: payload.locale, tokenHash: hash, now: now() });
        sendJson(res, 202, { ok: true });
        if (outcome === 'pending') {
          queueMail(
            composeConfirmationMail({
              to: payload.email,
              locale: payload.locale,
              confirmUrl: `${base}/newsletter/confirm?token=${token}`,
              newsletterUrl: `${site || base}/newsletter`,
              siteName,
              validHours: Math.round(tokenTtlMs / 3600_000),
            }),
          );
        }
        return;
      }
      const payload = validateNewsletterPayload(body.value, 'unsubscribe');
      if (!payload) {
        sendJson(res, 400, { error: 'bad request' });
        return;
      }
      await store.remove(payload.email);
      sendJson(res, 202, { ok: true });
      return;
    }

    if (route === '/confirm') {
      if (req.method !== 'GET') {
        req.resume();
        res.setHeader('Allow', 'GET');
        sendJson(res, 405, { error: 'method not allowed' });
        return;
      }
      const hash = hashToken(query.get('token'));
      const confirmed = hash ? await store.confirm(hash, now()) : false;
      // The token is in this URL: do not pass it on as a referrer.
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Location', `${site}/newsletter?confirmed=${confirmed ? 1 : 0}`);
      res.statusCode = 303;
      res.end();
      return;
    }

    req.resume();
    sendJson(res, 404, { error: 'not found' });
  }

  return {
    paths: PATHS,
    handle,
    store,
    async idle() {
      while (sending.size > 0) await Promise.all([...sending]);
    },
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 */
function sendJson(res, status, value) {
  const body = Buffer.from(JSON.stringify(value));
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
