// @ts-check

/**
 * The HTML `input type="email"` syntax (WHATWG), plus what a deliverable newsletter address
 * needs: a dot in the domain, a local part of at most 64 and an address of at most 254
 * characters (RFC 5321). `src/newsletter/isValidEmail.ts` applies the same rule in the browser;
 * both are tested against `src/newsletter/emailExamples.json`.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Whether a value is a syntactically valid newsletter address.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isValidEmail(value) {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}
