/**
 * The HTML `input type="email"` syntax (WHATWG), plus a dot in the domain, a local part of at
 * most 64 and an address of at most 254 characters. The server applies the same rule
 * (`server/newsletter/isValidEmail.mjs`); both are tested against `emailExamples.json`, so the
 * form never enables its button for an address the service would refuse.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `value` is a syntactically valid newsletter address (no trimming: pass it trimmed). */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}
