// @ts-check
import { mailSignature, unsubscribeHeaders } from './mailSignature.mjs';

/**
 * The mail sent when someone asks on the newsletter page to unsubscribe an address: the
 * address's own unsubscribe link (a page with one button, as in every issue), in the language of
 * the subscription. Whoever can read it owns the address; nobody else can unsubscribe it.
 * @param {{ to: string, locale: 'en' | 'de', unsubscribeUrl: string, siteName: string }} input
 * @returns {import('./composeConfirmationMail.mjs').MailMessage}
 */
export function composeUnsubscribeMail({ to, locale, unsubscribeUrl, siteName }) {
  const headers = unsubscribeHeaders(unsubscribeUrl);
  if (locale === 'de') {
    return {
      to,
      locale,
      headers,
      subject: `Abmeldung vom ${siteName}-Newsletter`,
      text: [
        'Hallo,',
        '',
        `jemand – hoffentlich du – möchte diese Adresse vom ${siteName}-Newsletter abmelden.`,
        'Öffne diesen Link und klick auf „Abmelden“:',
        '',
        unsubscribeUrl,
        '',
        'Warst du das nicht? Dann ignoriere diese E-Mail einfach: Du bleibst angemeldet.',
        '',
        mailSignature('de', siteName),
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    locale,
    headers,
    subject: `Unsubscribe from the ${siteName} newsletter`,
    text: [
      'Hello,',
      '',
      `someone – hopefully you – asked to unsubscribe this address from the ${siteName} newsletter.`,
      'Open this link and press "Unsubscribe":',
      '',
      unsubscribeUrl,
      '',
      'Was it not you? Then simply ignore this email: you stay subscribed.',
      '',
      mailSignature('en', siteName),
      '',
    ].join('\n'),
  };
}
