// @ts-check
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters. */
export const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new double-opt-in token. Only its SHA-256 (`hash`) is stored; the token itself goes into
 * the confirmation link and nowhere else.
 * @returns {{ token: string, hash: string }}
 */
export function confirmationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/**
 * The stored form of a token (hex SHA-256), or null for anything that is not a token.
 * @param {unknown} token
 * @returns {string | null}
 */
export function hashToken(token) {
  if (typeof token !== 'string' || !CONFIRMATION_TOKEN.test(token)) return null;
  return sha256(token);
}

/** @param {string} text */
function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}
