// @ts-check

/**
 * The version of the consent a subscriber gives (the form's checkbox text and the newsletter
 * section of /privacy), stored with every subscription. Change it whenever either text changes.
 */
export const CONSENT_TEXT_VERSION = '2026-11-28';
