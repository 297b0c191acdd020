/**
 * The Markdown subset of spec prose (pure, no React).
 *
 * Supported: paragraphs; `#`, `##`, `###` headings (`#` is demoted to h2, a page has exactly one h1;
 * a trailing `{#id}` sets the anchor id explicitly, otherwise the id is the heading's slug);
 * unordered (`- `, `* `, `+ `) and ordered (`1. `) lists; `> ` callout quotes; hard line breaks
 * (two trailing spaces or a trailing backslash); inline `**bold**`, `*italic*`, `` `code` ``,
 * `[text](target)` links; glossary term references `[[mark-price]]` or `[[mark-price|Markpreis]]`
 * (a term id, optionally with the text to show); backslash escapes.
 *
 * Raw HTML is never interpreted: it stays text, and React escapes it. Link targets are allowed only when
 * they are internal paths (`/…`, not `//…`), `https://…` or `mailto:…`; anything else (`javascript:`,
 * `http:`, `data:`, relative paths) renders as the literal source text, not as a link.
 * `{{name}}` placeholders stay in the text nodes: the renderer fills them in.
 */

export type MdInline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: MdInline[] }
  | { type: 'em'; children: MdInline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: MdInline[] }
  /** A reference to the glossary entry `id`; `label` is the text to show (the build fills in the term's name when the text gives none). */
  | { type: 'termRef'; id: string; label: string | undefined }
  | { type: 'break' };

export type MdNode =
  | { type: 'heading'; level: 2 | 3; id: string; children: MdInline[] }
  | { type: 'paragraph'; children: MdInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MdInline[][] }
  | { type: 'callout'; children: MdNode[] };

/** Longest span searched for a closing delimiter: keeps hostile input (`*a *a *a …`) linear in practice. */
const MAX_SPAN = 2000;
/** Characters a backslash may escape. */
const ESCAPABLE = new Set('\\`*_{}[]()#+-.!>|~<'.split(''));

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const EMPTY_HEADING = /^#{1,6}[ \t]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^[ \t]{0,3}>[ \t]?(.*)$/;
const EXPLICIT_ID = /[ \t]*\{#([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\}$/;

/** True when `href` may become a link: an internal path, an https URL or a mailto address. */
export function isSafeHref(href: string): boolean {
  if (/\s/.test(href) || href.length === 0) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^https:\/\/[^/\\\s]/i.test(href) || /^mailto:[^\s]+$/i.test(href);
}

/**
 * The anchor id of a heading: lower case, German umlauts and accents folded (`ä` → `a`, `ß` → `ss`),
 * everything except letters and digits turned into single dashes. Never empty (`section` as a last resort).
 */
export function headingSlug(text: string): string {
  const slug = text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : /^[0-9]/.test(slug) ? `s-${slug}` : slug;
}

/** Parse state shared by one document: slugs already used, every link target and glossary term id seen. */
interface Context {
  usedIds: Map<string, number>;
  targets: string[];
  termRefs: string[];
}

/** `[[term-id]]` or `[[term-id|text]]` at the start of the string: a glossary term reference. */
const TERM_REF = /^\[\[([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:\|([^\]\n|]+))?\]\]/;

/** The visible text of inline nodes (for slugs). */
function plainText(nodes: MdInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.value;
        case 'break':
          return ' ';
        case 'termRef':
          return node.label ?? node.id;
        default:
          return plainText(node.children);
      }
    })
    .join('');
}

function uniqueId(base: string, ctx: Context): string {
  const seen = ctx.usedIds.get(base) ?? 0;
  ctx.usedIds.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

/** Finds the `]` closing the label opened at `open` (nesting allowed, escapes and code skipped), or -1. */
function findLabelEnd(s: string, open: number): number {
  let depth = 0;
  const limit = Math.min(s.length, open + MAX_SPAN);
  for (let i = open; i < limit; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '`') {
      const close = s.indexOf('`', i + 1);
      if (close !== -1 && close < limit) i = close;
    } else if (c === '[') depth++;
    else if (c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * Finds the closing `*` / `**` for an opener at `from`: the closer follows a non-space character;
 * escapes and code spans are skipped; for a single `*`, a `**` pair inside is skipped as a unit.
 */
function findEmphasisEnd(s: string, from: number, delim: '*' | '**'): number {
  const limit = Math.min(s.length, from + MAX_SPAN);
  for (let i = from; i < limit; i++) {
    const c = s[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '`') {
      const close = s.indexOf('`', i + 1);
      if (close !== -1 && close < limit) i = close;
      continue;
    }
    if (c !== '*') continue;
    const double = s[i + 1] === '*';
    const prev = s[i - 1] ?? ' ';
    if (delim === '**') {
      if (double && i > from && !/\s/.test(prev)) return i;
      if (double) i++;
    } else if (double) {
      // A `**…**` pair inside italics: jump over it when it closes, otherwise over the two stars.
      const inner = findEmphasisEnd(s, i + 2, '**');
      i = inner === -1 ? i + 1 : inner + 1;
    } else if (i > from && !/\s/.test(prev)) {
      return i;
    }
  }
  return -1;
}

function pushText(out: MdInline[], value: string): void {
  if (value === '') return;
  const last = out[out.length - 1];
  if (last && last.type === 'text') last.value += value;
  else out.push({ type: 'text', value });
}

/** Parses inline Markdown. `\n` in `s` marks a hard line break. Links inside link labels stay text. */
function parseInline(s: string, ctx: Context, inLink = false): MdInline[] {
  const out: MdInline[] = [];
  // Once no ')' follows some position, none follows any later one: skip the search (keeps `[x](` runs linear).
  let noParenFrom = Infinity;
  let i = 0;
  while (i < s.length) {
    const c = s[i] as string;
    const next = s[i + 1];
    const termRef = c === '[' && next === '[' && !inLink ? TERM_REF.exec(s.slice(i, i + MAX_SPAN)) : null;
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      pushText(out, next);
      i += 2;
    } else if (c === '\n') {
      out.push({ type: 'break' });
      i++;
    } else if (c === '`') {
      const close = s.indexOf('`', i + 1);
      if (close === -1 || close === i + 1) {
        pushText(out, c);
        i++;
      } else {
        out.push({ type: 'code', value: s.slice(i + 1, close).replace(/\n/g, ' ') });
        i = close + 1;
      }
    } else if (c === '*' && next === '*' && s[i + 2] !== undefined && !/\s/.test(s[i + 2] as string)) {
      const close = findEmphasisEnd(s, i + 2, '**');
      if (close === -1) {
        pushText(out, '**');
        i += 2;
      } else {
        out.push({ type: 'strong', children: parseInline(s.slice(i + 2, close), ctx, inLink) });
        i = close + 2;
      }
    } else if (c === '*' && next !== undefined && next !== '*' && !/\s/.test(next)) {
      const close = findEmphasisEnd(s, i + 1, '*');
      if (close === -1) {
        pushText(out, c);
        i++;
      } else {
        out.push({ type: 'em', children: parseInline(s.slice(i + 1, close), ctx, inLink) });
        i = close + 1;
      }
    } else if (termRef) {
      const [whole, id = '', label] = termRef;
      ctx.termRefs.push(id);
      out.push({ type: 'termRef', id, label: label?.trim() || undefined });
      i += whole.length;
    } else if (c === '[' && !inLink) {
      const labelEnd = findLabelEnd(s, i);
      const targetEnd = labelEnd !== -1 && s[labelEnd + 1] === '(' && labelEnd + 2 < noParenFrom ? s.indexOf(')', labelEnd + 2) : -1;
      if (targetEnd === -1 && labelEnd !== -1 && s[labelEnd + 1] === '(') noParenFrom = Math.min(noParenFrom, labelEnd + 2);
      if (targetEnd === -1 || targetEnd - labelEnd > MAX_SPAN) {
        pushText(out, c);
        i++;
        continue;
      }
      const href = s.slice(labelEnd + 2, targetEnd).trim();
      ctx.targets.push(href);
      if (isSafeHref(href)) {
        out.push({ type: 'link', href, children: parseInline(s.slice(i + 1, labelEnd), ctx, true) });
      } else {
        pushText(out, s.slice(i, targetEnd + 1));
      }
      i = targetEnd + 1;
    } else {
      // Copy a run of ordinary characters at once.
      let j = i + 1;
      while (j < s.length && !'\\\n`*['.includes(s[j] as string)) j++;
      pushText(out, s.slice(i, j));
      i = j;
    }
  }
  return out;
}

/** Joins paragraph or list-item lines: a hard break where a line ends in two spaces or a backslash. */
function joinLines(lines: string[]): string {
  return lines
    .map((line, index) => {
      const last = index === lines.length - 1;
      if (!last && / {2,}$/.test(line)) return `${line.trimEnd()}\n`;
      if (!last && /\\$/.test(line) && !/\\\\$/.test(line)) return `${line.slice(0, -1).trimEnd()}\n`;
      return last ? line.trim() : `${line.trim()} `;
    })
    .join('')
    .replace(/^[ \t]+/, '');
}

function startsBlock(line: string): boolean {
  return HEADING.test(line) || EMPTY_HEADING.test(line) || BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line);
}

function parseBlocks(lines: string[], ctx: Context, depth: number): MdNode[] {
  const nodes: MdNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      let text = heading[2] as string;
      const explicit = EXPLICIT_ID.exec(text);
      if (explicit) text = text.slice(0, explicit.index);
      const children = parseInline(text.trim(), ctx);
      const level = (heading[1] as string).length >= 3 ? 3 : 2;
      nodes.push({ type: 'heading', level, id: uniqueId(explicit ? (explicit[1] as string) : headingSlug(plainText(children)), ctx), children });
      i++;
      continue;
    }
    if (EMPTY_HEADING.test(line)) {
      i++;
      continue;
    }
    if (QUOTE.test(line) && depth < 3) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string)) {
        inner.push((QUOTE.exec(lines[i] as string) as RegExpExecArray)[1] as string);
        i++;
      }
      nodes.push({ type: 'callout', children: parseBlocks(inner, ctx, depth + 1) });
      continue;
    }
    const firstBullet = BULLET.exec(line);
    const firstOrdered = firstBullet ? null : ORDERED.exec(line);
    if (firstBullet || firstOrdered) {
      const ordered = firstOrdered !== null;
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        const item = pattern.exec(current);
        if (item) {
          items.push([(ordered ? item[2] : item[1]) as string]);
        } else if (current.trim() !== '' && !startsBlock(current) && items.length > 0) {
          // A continuation line of the last item (lazy continuation, as in CommonMark).
          (items[items.length - 1] as string[]).push(current);
        } else {
          break;
        }
        i++;
      }
      nodes.push({
        type: 'list',
        ordered,
        start: firstOrdered ? Number(firstOrdered[1]) : 1,
        items: items.map((itemLines) => parseInline(joinLines(itemLines), ctx)),
      });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && (lines[i] as string).trim() !== '' && (para.length === 0 || !startsBlock(lines[i] as string))) {
      para.push(lines[i] as string);
      i++;
    }
    nodes.push({ type: 'paragraph', children: parseInline(joinLines(para), ctx) });
  }
  return nodes;
}

function parse(text: string): { nodes: MdNode[]; targets: string[]; termRefs: string[] } {
  const ctx: Context = { usedIds: new Map(), targets: [], termRefs: [] };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return { nodes: parseBlocks(lines, ctx, 0), targets: ctx.targets, termRefs: ctx.termRefs };
}

/** Parses a spec text in the Markdown subset into block nodes; never throws, never yields HTML. */
export function parseMarkdown(text: string): MdNode[] {
  return parse(text).nodes;
}

/**
 * Every link target written as `[text](target)` in `text`, in order — including targets that are not
 * allowed (they render as plain text), so a validator can report them. Check them with `isSafeHref`.
 */
export function collectLinks(text: string): string[] {
  return parse(text).targets;
}

/** Every glossary term id referenced as `[[id]]` or `[[id|text]]` in `text`, in order. */
export function collectTermRefs(text: string): string[] {
  return parse(text).termRefs;
}

/**
 * `text` with every `[[id]]` that shows no text of its own given the term's name: `[[mark-price]]` →
 * `[[mark-price|Mark price]]`. `nameOf` returns the name in the text's language (undefined leaves it).
 */
export function withTermNames(text: string, nameOf: (id: string) => string | undefined): string {
  if (!text.includes('[[')) return text;
  return text.replace(/(?<!\\)\[\[([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\]\]/g, (whole, id: string) => {
    const name = nameOf(id);
    return name === undefined ? whole : `[[${id}|${name.replace(/[\]|\n]/g, ' ')}]]`;
  });
}

/** The anchor ids of the headings in `text`, as `parseMarkdown` assigns them. */
export function collectHeadingIds(text: string): string[] {
  return parseMarkdown(text).flatMap(function ids(node): string[] {
    if (node.type === 'heading') return [node.id];
    return node.type === 'callout' ? node.children.flatMap(ids) : [];
  });
}

/** The headings of a Markdown-subset text in order: level, anchor id and visible text. */
export function markdownHeadings(text: string): { level: 2 | 3; id: string; text: string }[] {
  return parseMarkdown(text).flatMap(function headings(node): { level: 2 | 3; id: string; text: string }[] {
    if (node.type === 'heading') return [{ level: node.level, id: node.id, text: plainText(node.children) }];
    return node.type === 'callout' ? node.children.flatMap(headings) : [];
  });
}

/** The visible text of a Markdown-subset string (markup and link targets dropped), e.g. to sort or compare. */
export function markdownToPlainText(text: string): string {
  return parseMarkdown(text)
    .flatMap(function texts(node): string[] {
      switch (node.type) {
        case 'heading':
        case 'paragraph':
          return [plainText(node.children)];
        case 'list':
          return node.items.map(plainText);
        case 'callout':
          return node.children.flatMap(texts);
      }
    })
    .join(' ');
}
