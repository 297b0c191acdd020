// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Anything that delivers a mail: the `.eml` outbox below or SMTP (createSmtpMailTransport.mjs).
 * `verify` (optional) throws when the mail server cannot be reached (the health check asks it).
 * @typedef {{ send: (message: import('./composeConfirmationMail.mjs').MailMessage) => Promise<void>, verify?: () => Promise<void>, close?: () => void }} MailTransport
 */

/** How long a mail written to the outbox folder is kept (it can hold a confirmation or unsubscribe link). */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3600_000;

/**
 * The embedded default transport: writes each message as an `.eml` file (RFC 5322, UTF-8
 * plain text) into `outboxDir` and logs one line, so the newsletter works with no mail server.
 * The line names the file, not the address.
 * @param {{ outboxDir: string, from: string, log?: (line: string) => void }} options
 * @returns {MailTransport}
 */
export function createFileMailTransport({ outboxDir, from, log = console.log }) {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const now = new Date();
      const id = message.messageId ?? randomBytes(8).toString('hex');
      const file = path.join(outboxDir, `${now.toISOString().replace(/[:.]/g, '-')}-${id.replace(/[^A-Za-z0-9.-]/g, '_')}-${randomBytes(3).toString('hex')}.eml`);
      const eml = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${encodeHeader(message.subject)}`,
        `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
        `Message-ID: <${id}@futureslab.local>`,
        ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        'Content-Transfer-Encoding: 8bit',
        `Content-Language: ${message.locale}`,
        '',
        message.text.replace(/\r?\n/g, '\r\n'),
      ].join('\r\n');
      await writeFile(file, eml, { encoding: 'utf8', mode: 0o600 });
      log(`${message.locale} mail written to ${path.relative(process.cwd(), file) || file}`);
    },
  };
}

/**
 * Deletes every outbox mail to one address (the erasure of an address reaches its files too).
 * @param {string} outboxDir
 * @param {string} email a normalised address
 * @returns {Promise<number>} files deleted
 */
export async function eraseFromOutbox(outboxDir, email) {
  let deleted = 0;
  for (const file of await outboxFiles(outboxDir)) {
    if ((await recipientOf(file)) === email) {
      await rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

/**
 * Deletes the outbox mails written before `now − OUTBOX_RETENTION_MS`.
 * @param {string} outboxDir
 * @param {Date} now
 * @returns {Promise<number>} files deleted
 */
export async function purgeOutbox(outboxDir, now) {
  const cutoff = now.getTime() - OUTBOX_RETENTION_MS;
  let deleted = 0;
  for (const file of await outboxFiles(outboxDir)) {
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs <= cutoff) {
      await rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

/** @param {string} outboxDir @returns {Promise<string[]>} */
async function outboxFiles(outboxDir) {
  try {
    return (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).map((name) => path.join(outboxDir, name));
  } catch {
    return [];
  }
}

/**
 * The address of a mail's `To:` header (it is among the first lines the transport writes).
 * @param {string} file
 */
async function recipientOf(file) {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(2048), position: 0 });
    return /^To: (.+)$/m.exec(buffer.subarray(0, bytesRead).toString('utf8'))?.[1]?.trim() ?? null;
  } finally {
    await handle.close();
  }
}

/**
 * RFC 2047 encoded word for a header with non-ASCII characters (German umlauts).
 * @param {string} value
 */
function encodeHeader(value) {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
