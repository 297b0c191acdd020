// @ts-check
import { mailSignature } from './mailSignature.mjs';

/**
 * @typedef {object} MailMessage
 * @property {string} to
 * @property {string} subject
 * @property {string} text plain text, UTF-8
 * @property {'en' | 'de'} locale
 * @property {Record<string, string>} [headers] extra headers (List-Unsubscribe, List-Unsubscribe-Post)
 * @property {string} [messageId] the stable local part of the Message-ID (the queue row), so a receiver can drop a duplicate
 */

/**
 * The double-opt-in mail in the subscriber's language: why it came, the confirmation link,
 * how long the link works, and how to unsubscribe.
 * @param {{ to: string, locale: 'en' | 'de', confirmUrl: string, newsletterUrl: string, siteName: string, validHours: number }} input
 * @returns {MailMessage}
 */
export function composeConfirmationMail({ to, locale, confirmUrl, newsletterUrl, siteName, validHours }) {
  if (locale === 'de') {
    return {
      to,
      locale,
      subject: `Bitte bestätige dein Abo des ${siteName}-Newsletters`,
      text: [
        'Hallo,',
        '',
        `jemand – hoffentlich du – möchte den ${siteName}-Newsletter an diese Adresse bekommen.`,
        `Bitte bestätige dein Abo innerhalb von ${validHours} Stunden über diesen Link:`,
        '',
        confirmUrl,
        '',
        'Warst du das nicht? Dann ignoriere diese E-Mail einfach: Ohne Bestätigung bekommst du keinen Newsletter,',
        `und die Adresse wird nach ${validHours} Stunden gelöscht.`,
        '',
        `Abmelden kannst du dich jederzeit unter ${newsletterUrl} (Reiter „Abmelden“).`,
        '',
        mailSignature('de', siteName),
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    locale,
    subject: `Please confirm your ${siteName} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `someone – hopefully you – asked to receive the ${siteName} newsletter at this address.`,
      `Please confirm your subscription within ${validHours} hours by opening this link:`,
      '',
      confirmUrl,
      '',
      'Was it not you? Then simply ignore this email: without confirmation you will not get any newsletter,',
      `and the address is deleted after ${validHours} hours.`,
      '',
      `You can unsubscribe at any time at ${newsletterUrl} (tab "Unsubscribe").`,
      '',
      mailSignature('en', siteName),
      '',
    ].join('\n'),
  };
}
