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
  const connect = apiOrigin ? `'self' ${apiOrigin}` : "'self'";
  const csp = [
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
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
