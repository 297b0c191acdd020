// @ts-check
import { composeConfirmationMail } from './composeConfirmationMail.mjs';
import { confirmationToken, hashToken } from './confirmationToken.mjs';
import { CONSENT_TEXT_VERSION } from './consentText.mjs';
import { truncateIp } from './truncateIp.mjs';
import { subscriberOfUnsubscribeToken } from './unsubscribeToken.mjs';

/**
 * @typedef {object} NewsletterOptions
 * @property {import('../db/openDatabase.mjs').Database} database
 * @property {import('./subscriberStore.mjs').SubscriberStore} store
 * @property {() => string} publicUrl origin (and optional base path) at which this service is reached, used in links
 * @property {string} siteUrl the site's origin when it is not served by this server; '' = same origin
 * @property {string} siteName
 * @property {() => void} [mailQueued] called after a mail was queued (wakes the worker)
 * @property {number} [tokenTtlMs] how long a confirmation link works (48 h)
 * @property {number} [resendCooldownMs] no second mail to a pending address within this time (60 s), against mail bombing
 * @property {() => Date} [now]
 */

/**
 * The newsletter's rules, without HTTP: double opt-in subscribe, confirm, unsubscribe. Nothing
 * here tells a caller whether an address is known; mails are queued, never sent inline, so the
 * answer takes the same time either way.
 * @param {NewsletterOptions} options
 */
export function createNewsletterService(options) {
  const { database, store, publicUrl, siteUrl, siteName, mailQueued = () => {}, tokenTtlMs = 48 * 3600_000, resendCooldownMs = 60_000, now = () => new Date() } = options;
  const base = () => publicUrl().replace(/\/+$/, '');
  /** @type {Promise<string> | null} */
  let key = null;

  function unsubscribeKey() {
    key ??= database.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'unsubscribe-key')
      .executeTakeFirstOrThrow()
      .then((row) => String(row.value));
    return key;
  }

  return {
    tokenTtlMs,
    unsubscribeKey,

    /**
     * @param {{ email: string, locale: 'en' | 'de', ip: string | null }} input a normalised address
     * @returns {Promise<import('./subscriberStore.mjs').SubscribeOutcome>}
     */
    async subscribe({ email, locale, ip }) {
      const { token, hash } = confirmationToken();
      const link = base();
      const outcome = await store.subscribe({
        email,
        locale,
        consentIp: truncateIp(ip),
        consentTextVersion: CONSENT_TEXT_VERSION,
        tokenHash: hash,
        now: now(),
        tokenTtlMs,
        resendCooldownMs,
        confirmationMail: () =>
          composeConfirmationMail({
            to: email,
            locale,
            confirmUrl: `${link}/newsletter/confirm?token=${token}`,
            newsletterUrl: `${siteUrl || link}${locale === 'de' ? '/de' : ''}/newsletter`,
            siteName,
            validHours: Math.round(tokenTtlMs / 3600_000),
          }),
      });
      if (outcome === 'pending') mailQueued();
      return outcome;
    },

    /** @param {unknown} token from the link @returns {Promise<boolean>} */
    async confirm(token) {
      const hash = hashToken(token);
      return hash ? store.confirm(hash, now()) : false;
    },

    /** @param {string} email a normalised address */
    async unsubscribe(email) {
      return store.unsubscribe({ email }, now());
    },

    /** @param {unknown} token of an unsubscribe link */
    async unsubscribeByToken(token) {
      const id = subscriberOfUnsubscribeToken(await unsubscribeKey(), token);
      return id === null ? false : store.unsubscribe({ id }, now());
    },
  };
}

/** @typedef {ReturnType<typeof createNewsletterService>} NewsletterService */
