// @ts-check
import { mailSignature, unsubscribeHeaders } from './mailSignature.mjs';

/**
 * An issue as the mail to one subscriber, in their language: the body, then why they get it and
 * the personal unsubscribe link (one click in the mail client through the RFC 8058 headers, or
 * this link in a browser).
 * @param {{ issue: import('./issues.mjs').NewsletterIssue, to: string, locale: 'en' | 'de', unsubscribeUrl: string, siteName: string }} input
 * @returns {import('./composeConfirmationMail.mjs').MailMessage}
 */
export function composeIssueMail({ issue, to, locale, unsubscribeUrl, siteName }) {
  const footer =
    locale === 'de'
      ? ['', '--', `Du bekommst diese E-Mail, weil du den ${siteName}-Newsletter abonniert hast.`, `Abmelden mit einem Klick: ${unsubscribeUrl}`, mailSignature('de', siteName)]
      : ['', '--', `You get this email because you subscribed to the ${siteName} newsletter.`, `Unsubscribe with one click: ${unsubscribeUrl}`, mailSignature('en', siteName)];
  return {
    to,
    locale,
    subject: issue.subject[locale],
    text: [issue.body[locale], ...footer, ''].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
