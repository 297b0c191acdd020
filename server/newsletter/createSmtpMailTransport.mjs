// @ts-check
import nodemailer from 'nodemailer';

/**
 * Delivery over SMTP with nodemailer's pooled transport. The URL says host, port, credentials and
 * TLS: `smtps://user:pass@smtp.example:465` (TLS from the start), `smtp://user:pass@smtp.example:587`
 * (STARTTLS when the server offers it; add `?requireTLS=true` to insist on it). `connections`
 * connections stay open and carry one mail after another (a new connection per mail costs a TCP
 * and TLS handshake and caps sending at a few mails a second); `ratePerSecond` caps the mails
 * handed to the server per second (0 = no cap), for providers that limit the sending rate.
 * @param {{ url: string, from: string, connections: number, ratePerSecond: number, messageIdDomain?: string }} options
 * @returns {import('./createFileMailTransport.mjs').MailTransport}
 */
export function createSmtpMailTransport({ url, from, connections, ratePerSecond, messageIdDomain }) {
  const smtp = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    ...(ratePerSecond > 0 ? { rateDelta: 1_000, rateLimit: ratePerSecond } : {}),
  });
  const domain = messageIdDomain ?? (/@([^>\s]+)>?\s*$/.exec(from)?.[1] || 'futureslab.local');
  return {
    async send(message) {
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { 'Content-Language': message.locale, ...(message.headers ?? {}) },
        ...(message.messageId ? { messageId: `<${message.messageId}@${domain}>` } : {}),
      });
    },
    /** Connects, greets and logs in (when the URL has credentials) without sending: throws when the server cannot be reached. */
    async verify() {
      await smtp.verify();
    },
    close() {
      smtp.close();
    },
  };
}
