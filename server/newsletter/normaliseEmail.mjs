// @ts-check
import { isValidEmail } from './isValidEmail.mjs';

/**
 * The stored form of an address (trimmed, lower-cased, so one person is one record) or null
 * when it is not a valid newsletter address. The address is checked as typed, before folding:
 * lower-casing maps some non-ASCII letters onto ASCII ones (the Kelvin sign U+212A becomes "k"),
 * and such an address must be refused, not turned into somebody else's.
 * @param {string} email
 */
export function normaliseEmail(email) {
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) return null;
  const folded = trimmed.toLowerCase();
  return isValidEmail(folded) ? folded : null;
}
