// @ts-check

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
      ? ['', '--', `Du bekommst diese E-Mail, weil du den ${siteName}-Newsletter abonniert hast.`, `Abmelden mit einem Klick: ${unsubscribeUrl}`, `${siteName} – Wissen rund um Krypto-Futures, keine Finanzberatung.`]
      : ['', '--', `You get this email because you subscribed to the ${siteName} newsletter.`, `Unsubscribe with one click: ${unsubscribeUrl}`, `${siteName} – learning crypto futures, not financial advice.`];
  return {
    to,
    locale,
    subject: issue.subject[locale],
    text: [issue.body[locale], ...footer, ''].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
