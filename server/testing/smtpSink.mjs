// @ts-check
// Test helper: a real SMTP server (smtp-server) on 127.0.0.1 that keeps every accepted message,
// and can refuse the first deliveries (a temporary failure, 451) or call a hook before accepting.
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} ReceivedMail
 * @property {string[]} to
 * @property {Record<string, string>} headers lower-case names, unfolded
 * @property {string} text the body, quoted-printable decoded
 */

/**
 * @param {{ failFirst?: number, beforeAccept?: (mail: ReceivedMail) => boolean | void }} [options]
 *   beforeAccept returning false: the mail is not accepted (451)
 */
export async function startSmtpSink({ failFirst = 0, beforeAccept } = {}) {
  /** @type {ReceivedMail[]} */
  const received = [];
  let refused = 0;
  /** @type {(() => void)[]} */
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    // Clients with pooled connections keep them open: close them at once when the sink stops.
    closeTimeout: 50,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < failFirst) {
          refused += 1;
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          return;
        }
        const mail = parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address));
        if (beforeAccept?.(mail) === false) {
          callback(Object.assign(new Error('not now'), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A client killed mid-transfer resets its connection: expected here, not a test failure.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    get refused() {
      return refused;
    },
    /** Resolves once `count` mails were accepted (rejects after `timeoutMs`). @param {number} count @param {number} [timeoutMs] */
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`SMTP sink: ${received.length} of ${count} mails after ${timeoutMs} ms`);
        await new Promise((resolve) => {
          waiters.push(() => resolve(undefined));
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {string} raw
 * @param {string[]} to
 * @returns {ReceivedMail}
 */
function parse(raw, to) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    text = Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  } else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
    text = Buffer.from(text, 'base64').toString('utf8');
  }
  return { to, headers, text };
}
