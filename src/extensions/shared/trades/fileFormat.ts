/** Telling CSV from JSON without parsing (kept apart from the papaparse parser so the page chunk stays small). */

/** The format of a pasted text: JSON when it starts with `[` or `{`, else CSV. */
export function pastedFormat(text: string): 'csv' | 'json' {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** The format of a file by its extension (`.csv`, `.json`; any case); null for every other file. */
export function fileFormat(fileName: string): 'csv' | 'json' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return null;
}
