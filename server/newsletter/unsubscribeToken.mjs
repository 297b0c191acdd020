// @ts-check
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a subscriber's unsubscribe link: `<id>.<HMAC-SHA256(key, id), 128 bits base64url>`.
 * Nothing is stored per link; the key lives in the database (`meta`), so every process accepts
 * the links of every other.
 * @param {string} key
 * @param {number} subscriberId
 */
export function unsubscribeToken(key, subscriberId) {
  return `${subscriberId}.${mac(key, subscriberId)}`;
}

/**
 * A subscriber's unsubscribe link (a page with one button; RFC 8058 mail clients POST to it).
 * @param {string} base this service's public URL, without trailing slash
 * @param {string} key
 * @param {number} subscriberId
 */
export function unsubscribeUrl(base, key, subscriberId) {
  return `${base}/newsletter/one-click-unsubscribe?token=${unsubscribeToken(key, subscriberId)}`;
}

/** The shape of an unsubscribe token (`<id>.<128-bit MAC>`), checked before anything else. */
export const UNSUBSCRIBE_TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

/**
 * The subscriber id an unsubscribe token stands for, or null for anything forged or malformed.
 * @param {string} key
 * @param {unknown} token
 * @returns {number | null}
 */
export function subscriberOfUnsubscribeToken(key, token) {
  if (typeof token !== 'string') return null;
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** @param {string} key @param {number} id */
function mac(key, id) {
  return createHmac('sha256', key).update(`unsubscribe:${id}`).digest().subarray(0, 16).toString('base64url');
}
