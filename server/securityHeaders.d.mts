/** Types of securityHeaders.mjs for the TypeScript build scripts (scripts/prerender). */
export function securityHeaders(options?: { apiOrigin?: string | null }): Record<string, string>;
export function metaContentSecurityPolicy(options?: { apiOrigin?: string | null }): string;
export function helmetOptions(options?: { apiOrigin?: string | null }): Record<string, unknown>;
export const PERMISSIONS_POLICY: string;
