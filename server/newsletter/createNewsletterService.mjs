// @ts-check
import { composeConfirmationMail } from './composeConfirmationMail.mjs';
import { composeUnsubscribeMail } from './composeUnsubscribeMail.mjs';
import { confirmationToken, hashToken } from './confirmationToken.mjs';
import { CONSENT_TEXT_VERSION } from './consentText.mjs';
import { truncateIp } from './truncateIp.mjs';
import { subscriberOfUnsubscribeToken, unsubscribeUrl } from './unsubscribeToken.mjs';

/**
 * @typedef {object} NewsletterOptions
 * @property {import('./subscriberStore.mjs').SubscriberStore} store
 * @property {() => string} publicUrl origin (and optional base path) at which this service is reached, used in links
 * @property {string} siteUrl the site's origin when it is not served by this server; '' = same origin
 * @property {string} siteName
 * @property {() => void} [mailQueued] called after a mail was queued (wakes the worker)
 * @property {number} [tokenTtlMs] how long a confirmation link works (48 h)
 * @property {number} [resendCooldownMs] no second mail to a pending address within this time (60 s), against mail bombing
 * @property {number} [unsubscribeMailCooldownMs] no second unsubscribe link to an address within this time (15 min)
 * @property {() => Date} [now]
 */

/**
 * The newsletter's rules, without HTTP: double opt-in subscribe, confirm, unsubscribe. Nothing
 * here tells a caller whether an address is known; mails are queued, never sent inline, so the
 * answer takes the same time either way.
 * @param {NewsletterOptions} options
 */
export function createNewsletterService(options) {
  const {
    store,
    publicUrl,
    siteUrl,
    siteName,
    mailQueued = () => {},
    tokenTtlMs = 48 * 3600_000,
    resendCooldownMs = 60_000,
    unsubscribeMailCooldownMs = 15 * 60_000,
    now = () => new Date(),
  } = options;
  const base = () => publicUrl().replace(/\/+$/, '');

  return {
    tokenTtlMs,

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

    /** @param {unknown} token from the link @returns {Promise<import('./subscriberStore.mjs').ConfirmOutcome>} */
    async confirm(token) {
      const hash = hashToken(token);
      return hash ? store.confirm(hash, now()) : 'invalid';
    },

    /**
     * Mails the address its own unsubscribe link (when it is subscribed or pending): asking by
     * address proves nothing, opening the mail does.
     * @param {string} email a normalised address
     */
    async requestUnsubscribeLink(email) {
      const outcome = await store.requestUnsubscribeLink({
        email,
        now: now(),
        cooldownMs: unsubscribeMailCooldownMs,
        mail: async (subscriber, conn) =>
          composeUnsubscribeMail({
            to: email,
            locale: subscriber.locale,
            unsubscribeUrl: unsubscribeUrl(base(), await store.keys('unsubscribe-key', conn), subscriber.id),
            siteName,
          }),
      });
      if (outcome === 'queued') mailQueued();
      return outcome;
    },

    /** @param {unknown} token of an unsubscribe link */
    async unsubscribeByToken(token) {
      const id = subscriberOfUnsubscribeToken(await store.keys('unsubscribe-key'), token);
      return id === null ? false : store.unsubscribe({ id }, now());
    },
  };
}

/** @typedef {ReturnType<typeof createNewsletterService>} NewsletterService */
