// @ts-check
import { isValidEmail } from './isValidEmail.mjs';

/**
 * @typedef {{ email: string, locale: 'en' | 'de', consent: true }} SubscribePayload
 * @typedef {{ email: string, locale: 'en' | 'de' }} UnsubscribePayload
 */

/**
 * Checks a parsed JSON body of `POST /newsletter/subscribe` (kind 'subscribe': email, locale
 * en|de, consent === true) or `/unsubscribe` (email, locale). Returns the cleaned payload
 * (email trimmed and lower-cased, so one person is one record) or null when it is unusable.
 * @template {'subscribe' | 'unsubscribe'} K
 * @param {unknown} body
 * @param {K} kind
 * @returns {(K extends 'subscribe' ? SubscribePayload : UnsubscribePayload) | null}
 */
export function validateNewsletterPayload(body, kind) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { email, locale, consent } = /** @type {Record<string, unknown>} */ (body);
  if (typeof email !== 'string') return null;
  const cleaned = email.trim().toLowerCase();
  if (!isValidEmail(cleaned)) return null;
  if (locale !== 'en' && locale !== 'de') return null;
  if (kind === 'subscribe' && consent !== true) return null;
  const payload = kind === 'subscribe' ? { email: cleaned, locale, consent: true } : { email: cleaned, locale };
  return /** @type {any} */ (payload);
}
