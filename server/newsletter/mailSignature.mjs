// @ts-check

/**
 * The last line of every newsletter mail: who sends it and that it is no financial advice.
 * @param {'en' | 'de'} locale
 * @param {string} siteName
 */
export function mailSignature(locale, siteName) {
  return locale === 'de' ? `${siteName} – Wissen rund um Krypto-Futures, keine Finanzberatung.` : `${siteName} – learning crypto futures, not financial advice.`;
}

/**
 * The unsubscribe headers of RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
 * @param {string} unsubscribeUrl
 */
export function unsubscribeHeaders(unsubscribeUrl) {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
