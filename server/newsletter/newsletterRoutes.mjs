// @ts-check
import { TextDecoder } from 'node:util';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { CONFIRMATION_TOKEN } from './confirmationToken.mjs';
import { fixedWindowRateStore } from './fixedWindowRateStore.mjs';
import { normaliseEmail } from './normaliseEmail.mjs';
import { UNSUBSCRIBE_TOKEN } from './unsubscribeToken.mjs';

/** The page's `confirmed` query parameter for each outcome of a confirmation link (read by the site's newsletter page). */
const CONFIRMED_PARAM = { confirmed: '1', 'already-confirmed': 'already', invalid: '0' };

/** Largest accepted JSON body. */
export const BODY_LIMIT = 4 * 1024;

const EMAIL = { type: 'string', minLength: 3, maxLength: 254 };
const LOCALE = { type: 'string', enum: ['en', 'de'] };
const SUBSCRIBE_BODY = {
  type: 'object',
  required: ['email', 'locale', 'consent'],
  properties: { email: EMAIL, locale: LOCALE, consent: { type: 'boolean', const: true } },
};
const UNSUBSCRIBE_BODY = { type: 'object', required: ['email', 'locale'], properties: { email: EMAIL, locale: LOCALE } };
// A token link's query: `token` (any text; repeated, it is a list, which no token matches). A wrong
// or expired token gets the same answer, never an error that tells them apart; a confirmation link
// opened again says the subscription is already confirmed (only the holder of the mail has that
// link); other parameters (a mail client's tracking) are ignored.
const TOKEN_QUERY = { type: 'object', properties: { token: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } } };

/**
 * @typedef {object} NewsletterRouteOptions
 * @property {import('./createNewsletterService.mjs').NewsletterService} service
 * @property {string | null} allowedOrigin a second origin allowed to call the API (CORS); null = same origin only
 * @property {() => string} publicUrl
 * @property {string} siteUrl the site's origin for redirects; '' = same origin
 * @property {{ limit: number, windowMs: number }} rateLimit per client IP over the API requests without a token, per process
 * @property {{ limit: number }} tokenRateLimit per client IP over the confirm and one-click unsubscribe requests that carry a
 *   well-formed token (same window): mail providers send one-click unsubscribes for many people from few addresses
 * @property {() => Date} [now] the clock of the rate limit's windows (default: the system clock)
 */

/**
 * The newsletter API as a Fastify plugin (its own scope: CORS, rate limit, JSON parser and error
 * answers apply to these routes only). Answers never reveal whether an address is known.
 * `/newsletter` itself and anything else under it are pages of the site.
 *
 * - `POST /newsletter/subscribe` `{ email, locale, consent: true }` → 202
 * - `GET /newsletter/confirm?token=…` → 303 to `/newsletter?confirmed=1` (`=already` for a link used before, `=0` for
 *   an invalid or expired one)
 * - `POST /newsletter/unsubscribe` `{ email, locale }` → 202 (the address is mailed its unsubscribe link)
 * - `POST /newsletter/one-click-unsubscribe?token=…` (RFC 8058, the `List-Unsubscribe` target of every issue) → 200
 * @param {import('fastify').FastifyInstance} app
 * @param {NewsletterRouteOptions} options
 */
export async function newsletterRoutes(app, options) {
  const { service, allowedOrigin, publicUrl, siteUrl, rateLimit, tokenRateLimit, now = () => new Date() } = options;

  app.removeAllContentTypeParsers();
  // JSON only (415 for anything else, which also stops cross-site HTML form posts) in UTF-8: a body
  // declared in another charset is refused, not misread; the bytes must be valid UTF-8. The one-click
  // unsubscribe POST of mail clients is a form body, read but unused.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(request.headers['content-type'] ?? ''))?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(Object.assign(new Error('unsupported media type'), { statusCode: 415 }), undefined);
      return;
    }
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(/** @type {Buffer} */ (body));
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('bad request'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (request.url.startsWith('/newsletter/one-click-unsubscribe')) done(null, String(body));
    else done(Object.assign(new Error('unsupported media type'), { statusCode: 415 }), undefined);
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  await app.register(fastifyCors, {
    origin: allowedOrigin ? [allowedOrigin] : false,
    methods: ['POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
    strictPreflight: false,
  });

  await app.register(fastifyRateLimit, {
    // Two buckets per client IP: requests carrying a confirm or unsubscribe token (the token is the
    // proof; a mail provider sends many people's one-click unsubscribes from one address) count
    // against a generous limit that only stops floods, everything else against the normal one.
    keyGenerator: (request) => `${carriesToken(request) ? 'token' : 'form'} ${normalizeIP(request.ip)}`,
    max: (_request, key) => (key.startsWith('token ') ? tokenRateLimit.limit : rateLimit.limit),
    timeWindow: rateLimit.windowMs,
    // One map per process (see server/README.md: several processes multiply the limit; the
    // per-address resend cooldown lives in the database and holds across processes).
    cache: 10_000,
    store: fixedWindowRateStore(now),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => ({ statusCode: 429, error: 'too many requests' }),
  });

  app.setErrorHandler((error, request, reply) => {
    const err = /** @type {{ statusCode?: number, code?: string, message?: string, validation?: unknown }} */ (error);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: { type: /** @type {Error} */ (error).name, code: err.code, stack: /** @type {Error} */ (error).stack } }, 'newsletter request failed');
      return reply.code(500).send({ error: 'internal error' });
    }
    // Messages of parse errors can quote the body (an address): only the code is logged.
    request.log.info({ code: err.code ?? null, status }, 'newsletter request refused');
    if (status === 413) reply.header('Connection', 'close');
    const text = status === 429 ? 'too many requests' : status === 415 ? 'unsupported media type' : status === 413 ? 'body too large' : 'bad request';
    return reply.code(status).send({ error: text });
  });

  /**
   * Same origin (the Origin's host is the request's Host, or the public URL's origin) or the
   * configured allowed origin. Requests without Origin (curl, mail clients, server to server) pass.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function sameOriginOnly(request, reply) {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (allowedOrigin && origin === allowedOrigin) return;
    try {
      const url = new URL(origin);
      if (url.host.toLowerCase() === (request.headers.host ?? '').toLowerCase() || url.origin === new URL(publicUrl()).origin) return;
    } catch {
      // 'null' or garbage: refused below.
    }
    await reply.code(403).send({ error: 'origin not allowed' });
  }

  app.post('/newsletter/subscribe', { schema: { body: SUBSCRIBE_BODY }, preHandler: sameOriginOnly }, async (request, reply) => {
    const body = /** @type {{ email: string, locale: 'en' | 'de' }} */ (request.body);
    const email = normaliseEmail(body.email);
    if (!email) return reply.code(400).send({ error: 'bad request' });
    await service.subscribe({ email, locale: body.locale, ip: request.ip });
    return reply.code(202).send({ ok: true });
  });

  // The unsubscribe tab: the address gets a mail with its unsubscribe link; the same answer whether
  // or not it is subscribed, and nothing changes until the link is used.
  app.post('/newsletter/unsubscribe', { schema: { body: UNSUBSCRIBE_BODY }, preHandler: sameOriginOnly }, async (request, reply) => {
    const body = /** @type {{ email: string }} */ (request.body);
    const email = normaliseEmail(body.email);
    if (!email) return reply.code(400).send({ error: 'bad request' });
    await service.requestUnsubscribeLink(email);
    return reply.code(202).send({ ok: true });
  });

  app.get('/newsletter/confirm', { schema: { querystring: TOKEN_QUERY } }, async (request, reply) => {
    const { token } = /** @type {{ token?: string | string[] }} */ (request.query);
    const outcome = await service.confirm(token);
    // The token is in this URL: do not pass it on as a referrer.
    reply.header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`${siteUrl}/newsletter?confirmed=${CONFIRMED_PARAM[outcome]}`, 303);
  });

  // The link in the mail's footer, opened in a browser: a button that POSTs to the same URL
  // (a GET never unsubscribes, so link scanners that open URLs do nothing).
  app.get('/newsletter/one-click-unsubscribe', { schema: { querystring: TOKEN_QUERY } }, async (request, reply) => {
    const { token } = /** @type {{ token?: string | string[] }} */ (request.query);
    reply.header('Referrer-Policy', 'no-referrer');
    return reply.type('text/html; charset=utf-8').send(unsubscribePage(typeof token === 'string' ? token : ''));
  });

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe
  // header, without a page and without cookies. The same answer for any token.
  app.post('/newsletter/one-click-unsubscribe', { schema: { querystring: TOKEN_QUERY } }, async (request, reply) => {
    const { token } = /** @type {{ token?: string | string[] }} */ (request.query);
    await service.unsubscribeByToken(token);
    reply.header('Referrer-Policy', 'no-referrer');
    return reply.code(200).type('text/plain; charset=utf-8').send('You have been unsubscribed. / Du wurdest abgemeldet.\n');
  });
}

/**
 * A minimal page (no script, no style) with the unsubscribe button in both languages.
 * @param {string} token only characters of a token are kept
 */
function unsubscribePage(token) {
  const action = `/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64))}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribe / Abmelden</title></head>
<body><main>
<h1>Unsubscribe from the newsletter</h1>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
<h1 lang="de">Vom Newsletter abmelden</h1>
<form method="post" action="${action}" lang="de"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Abmelden</button></form>
</main></body></html>
`;
}

/**
 * Whether a request is a confirm or one-click unsubscribe call with a token of the right shape.
 * @param {import('fastify').FastifyRequest} request
 */
function carriesToken(request) {
  const token = /** @type {Record<string, unknown>} */ (request.query ?? {}).token;
  if (typeof token !== 'string') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/newsletter/confirm') return CONFIRMATION_TOKEN.test(token);
  if (pathname === '/newsletter/one-click-unsubscribe') return UNSUBSCRIBE_TOKEN.test(token);
  return false;
}
