/** A piece of a search result's excerpt: plain text, marked where it matches the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of escaped HTML character references (`&amp;`, `&#39;`, `&#x27;`); an unknown one stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The excerpt of a search result as text parts. The index gives it as HTML-escaped page text with the
 * matches wrapped in `<mark>`; since it is page text, it is never inserted as HTML: it is split on the
 * mark tags and every part becomes a text node.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/(<mark>|<\/mark>)/).reduce((marked, piece) => {
    if (piece === '<mark>') return true;
    if (piece === '</mark>') return false;
    const text = decodeEntities(piece);
    if (text) {
      const last = parts[parts.length - 1];
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
    return marked;
  }, false);
  return parts;
}
