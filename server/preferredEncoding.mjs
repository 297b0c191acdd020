// @ts-check

/**
 * The content coding to answer with, from an `Accept-Encoding` header: 'br' before 'gzip'
 * (brotli is smaller), honouring `q=0` refusals and `*`. Null means identity.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
