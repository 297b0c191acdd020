/**
 * The keys of a UI string catalog as i18next addresses them: nested objects are flattened with '.'
 * ('header.menu'), sorted. Plural forms ('items_one', 'items_other') count as separate keys, so a
 * German catalog must carry the same plural forms as the English one.
 */
export function catalogKeys(catalog: unknown, prefix = ''): string[] {
  if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog)) return prefix ? [prefix] : [];
  const keys: string[] = [];
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) keys.push(...catalogKeys(value, path));
    else keys.push(path);
  }
  return keys.sort();
}
