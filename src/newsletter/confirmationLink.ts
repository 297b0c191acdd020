/**
 * How long a confirmation link works, in hours: the newsletter service's default link lifetime
 * (`tokenTtlMs` in server/newsletter/createNewsletterService.mjs; a server test holds the two equal).
 */
export const CONFIRMATION_LINK_HOURS = 48;
