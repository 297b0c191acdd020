// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Anything that delivers a mail: the `.eml` outbox below or SMTP (createSmtpMailTransport.mjs).
 * @typedef {{ send: (message: import('./composeConfirmationMail.mjs').MailMessage) => Promise<void>, close?: () => void }} MailTransport
 */

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
 * RFC 2047 encoded word for a header with non-ASCII characters (German umlauts).
 * @param {string} value
 */
function encodeHeader(value) {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
