/** The element id a URL hash names ('#mark-price' → 'mark-price'), or '' for no hash. */
export function hashTargetId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
