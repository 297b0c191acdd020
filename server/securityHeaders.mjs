// @ts-check

/**
 * The security headers sent with every response (the server sets them through @fastify/helmet,
 * `helmetOptions` below; the prerendered HTML carries the same CSP in a meta element).
 * The CSP allows no inline script (`script-src 'self'`, no 'unsafe-inline', no 'unsafe-eval'); its one
 * addition, 'wasm-unsafe-eval', lets the site search compile its WebAssembly index reader (Pagefind),
 * which evaluates no JavaScript from text.
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
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Browser features no page of the site uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The options of @fastify/helmet that produce exactly `securityHeaders()` (Permissions-Policy,
 * which helmet does not know, is added by the server itself). Strict-Transport-Security is left
 * to the TLS-terminating proxy.
 * @param {{ apiOrigin?: string | null }} [options]
 */
export function helmetOptions({ apiOrigin = null } = {}) {
  /** @type {Record<string, string[]>} */
  const directives = {};
  for (const directive of contentSecurityPolicy({ apiOrigin })) {
    const [name = '', ...values] = directive.split(' ');
    directives[name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = values;
  }
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: /** @type {const} */ ('same-origin') },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: /** @type {const} */ ('strict-origin-when-cross-origin') },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: /** @type {const} */ ('deny') },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
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
    "script-src 'self' 'wasm-unsafe-eval'",
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
