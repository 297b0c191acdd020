import { cloneElement, Fragment, type ReactElement } from 'react';

const TAGGED = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g;

/**
 * A UI string whose `<name>…</name>` parts become the element given for `name` with that text inside
 * (`I have read the <privacy>privacy policy</privacy>` with `{ privacy: <Link to="/privacy" /> }`).
 * The text is never read as HTML: a tag without an element stays visible as typed, and tags do not nest.
 */
export function TextWithLinks({ text, links }: { text: string; links: Record<string, ReactElement<{ children?: string }>> }) {
  const parts: (string | ReactElement)[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', inner = ''] = match;
    const link = links[name];
    if (!link) continue;
    parts.push(text.slice(from, match.index), cloneElement(link, { key: parts.length, children: inner }));
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
