/**
 * The distance between two words in edits (insert, delete, replace a letter, or swap two neighbours),
 * or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many typing mistakes a word of this length may hold and still be recognised: none below four letters. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** The most frequent word of the vocabulary within the allowed edits of `word`, if any. */
function closestWord(word: string, vocabulary: readonly string[]): string | undefined {
  const limit = allowedEdits(word.length);
  if (limit === 0) return undefined;
  let best: string | undefined;
  let bestDistance = limit + 1;
  // The vocabulary is ordered by frequency, so on a tie the more frequent word stays.
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/**
 * The query as the index can answer it. The index finds only words that stand on the site's pages, and a
 * page only when it holds every word of the query, so each word the pages do not know is replaced by the
 * most frequent known word a typing mistake away ("liqudation" → "liquidation"), or left out when there
 * is none. A hyphenated word is searched as its parts ("Grid-Bot" → "grid bot"), which the index holds
 * for every way the pages write the compound. The last word may be a word still being typed: it stays
 * when a known word starts with it. When no word is left, the query stays as typed.
 * @param vocabulary the words of the pages, lower case, the most frequent first
 */
export function correctQuery(query: string, vocabulary: readonly string[], known: ReadonlySet<string> = new Set(vocabulary)): string {
  const words = query
    .toLowerCase()
    .split(/[\s\-‐‑–]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const corrected = words.flatMap((word, index) => {
    if (known.has(word) || /\p{N}/u.test(word)) return [word];
    if (index === words.length - 1 && vocabulary.some((candidate) => candidate.startsWith(word))) return [word];
    const closest = closestWord(word, vocabulary);
    return closest ? [closest] : [];
  });
  return corrected.length > 0 ? corrected.join(' ') : query.trim();
}
