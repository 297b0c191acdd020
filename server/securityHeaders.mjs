// @ts-check

/**
 * The security headers sent with every response.
 * The CSP allows no inline script (`script-src 'self'`, no 'unsafe-inline', no 'unsafe-eval').
 * `style-src` alone allows 'unsafe-inline', because plotly (the lazily loaded calculator charts)
 * injects `<style>` elements and sets `style` attributes; styles cannot run code. `connect-src` is
 * the site plus the newsletter API origin when the API runs elsewhere.
 * @param {{ apiOrigin?: string | null }} [options] the origin (scheme://host[:port]) of a separate newsletter API
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiOrigin = null } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin }).join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The CSP for a `<meta http-equiv>` in the built HTML, so that a plain static host protects the pages
 * too: the header's policy without `frame-ancestors`, which browsers ignore (with a console warning)
 * when it comes in a meta element.
 * @param {{ apiOrigin?: string | null }} [options]
 * @returns {string}
 */
export function metaContentSecurityPolicy({ apiOrigin = null } = {}) {
  return contentSecurityPolicy({ apiOrigin })
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/**
 * @param {{ apiOrigin?: string | null }} options
 * @returns {string[]} the directives
 */
function contentSecurityPolicy({ apiOrigin = null }) {
  const connect = apiOrigin ? `'self' ${apiOrigin}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
}
