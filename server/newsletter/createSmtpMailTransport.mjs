// @ts-check
import nodemailer from 'nodemailer';

/**
 * Delivery over SMTP with nodemailer. The URL says host, port, credentials and TLS:
 * `smtps://user:pass@smtp.example:465` (TLS from the start), `smtp://user:pass@smtp.example:587`
 * (STARTTLS when the server offers it; add `?requireTLS=true` to insist on it). One connection
 * per mail unless the URL adds `pool=true`.
 * @param {{ url: string, from: string, messageIdDomain?: string }} options
 * @returns {import('./createFileMailTransport.mjs').MailTransport}
 */
export function createSmtpMailTransport({ url, from, messageIdDomain }) {
  const smtp = nodemailer.createTransport(url);
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
    close() {
      smtp.close();
    },
  };
}
