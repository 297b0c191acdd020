/** The text of the HTML's `<main>` without its tags, scripts and the parts the index leaves out. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(nav|svg|output|script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');
}

/** Words as the search compares them: lower case, letters only, at least two (a hyphenated word gives its parts, as the browser splits a query). */
export function wordsOf(text: string): string[] {
  return [...text.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}]+/gu)].map(([word]) => word);
}

/**
 * The words of a language's pages, the most frequent first: what the browser corrects a mistyped search
 * word against ("liqudation" → "liquidation"), since the index itself finds only words it holds.
 */
export function vocabulary(htmlPages: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const html of htmlPages) {
    for (const word of wordsOf(mainText(html))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}
