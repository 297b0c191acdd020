import { describe, expect, it } from 'vitest';
import { collectHeadingIds, collectLinks, collectTermRefs, headingSlug, isSafeHref, markdownToPlainText, parseMarkdown, withTermNames, type MdInline, type MdNode } from './markdown';

const text = (value: string): MdInline => ({ type: 'text', value });
const para = (...children: MdInline[]): MdNode => ({ type: 'paragraph', children });

describe('parseMarkdown: blocks', () => {
  it('splits paragraphs on blank lines and joins soft-wrapped lines with a space', () => {
    expect(parseMarkdown('one\ntwo\n\nthree')).toEqual([para(text('one two')), para(text('three'))]);
  });

  it('returns nothing for empty or blank input', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('  \n\n \t')).toEqual([]);
  });

  it('turns two trailing spaces or a trailing backslash into a hard break', () => {
    expect(parseMarkdown('a  \nb\\\nc')).toEqual([para(text('a'), { type: 'break' }, text('b'), { type: 'break' }, text('c'))]);
  });

  it('normalises CRLF line endings', () => {
    expect(parseMarkdown('a\r\nb\r\n\r\nc')).toEqual([para(text('a b')), para(text('c'))]);
  });

  it('renders ## and ### headings with slug ids and demotes # to h2', () => {
    expect(parseMarkdown('# Top\n## Mark vs. last price\n### Größe & Hebel')).toEqual([
      { type: 'heading', level: 2, id: 'top', children: [text('Top')] },
      { type: 'heading', level: 2, id: 'mark-vs-last-price', children: [text('Mark vs. last price')] },
      { type: 'heading', level: 3, id: 'grosse-hebel', children: [text('Größe & Hebel')] },
    ]);
  });

  it('clamps #### and deeper to h3 and strips closing hashes', () => {
    expect(parseMarkdown('#### Deep ##')).toEqual([{ type: 'heading', level: 3, id: 'deep', children: [text('Deep')] }]);
  });

  it('keeps a # that belongs to the text (C#) and needs a space after the hashes', () => {
    expect(parseMarkdown('## Learn C#')[0]).toMatchObject({ type: 'heading', children: [text('Learn C#')] });
    expect(parseMarkdown('#hashtag')).toEqual([para(text('#hashtag'))]);
  });

  it('takes an explicit {#id} so anchors are the same in both languages', () => {
    expect(parseMarkdown('## Markpreis {#mark-price}')).toEqual([
      { type: 'heading', level: 2, id: 'mark-price', children: [text('Markpreis')] },
    ]);
  });

  it('makes duplicate heading ids unique', () => {
    expect(collectHeadingIds('## Risk\n## Risk\n## Risk')).toEqual(['risk', 'risk-2', 'risk-3']);
  });

  it('parses unordered lists with -, * and +', () => {
    expect(parseMarkdown('- a\n* b\n+ c')).toEqual([{ type: 'list', ordered: false, start: 1, items: [[text('a')], [text('b')], [text('c')]] }]);
  });

  it('parses ordered lists and keeps the start number', () => {
    expect(parseMarkdown('3. three\n4. four')).toEqual([{ type: 'list', ordered: true, start: 3, items: [[text('three')], [text('four')]] }]);
  });

  it('joins a continuation line into the list item and ends the list at a blank line', () => {
    expect(parseMarkdown('- first\n  still first\n- second\n\nafter')).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('first still first')], [text('second')]] },
      para(text('after')),
    ]);
  });

  it('ends a paragraph where a list or heading starts', () => {
    expect(parseMarkdown('intro\n- item\n## Next')).toEqual([
      para(text('intro')),
      { type: 'list', ordered: false, start: 1, items: [[text('item')]] },
      { type: 'heading', level: 2, id: 'next', children: [text('Next')] },
    ]);
  });

  it('parses > quotes into a callout holding blocks', () => {
    expect(parseMarkdown('> **Tip:** check fees\n> before trading\n>\n> - one')).toEqual([
      {
        type: 'callout',
        children: [
          para({ type: 'strong', children: [text('Tip:')] }, text(' check fees before trading')),
          { type: 'list', ordered: false, start: 1, items: [[text('one')]] },
        ],
      },
    ]);
  });
});

describe('parseMarkdown: inline', () => {
  const inline = (s: string): MdInline[] => {
    const [first] = parseMarkdown(s);
    return first && first.type === 'paragraph' ? first.children : [];
  };

  it('parses bold, italic and code', () => {
    expect(inline('a **b** *c* `d`')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'em', children: [text('c')] },
      text(' '),
      { type: 'code', value: 'd' },
    ]);
  });

  it('nests bold inside italic and italic inside bold', () => {
    expect(inline('*a **b** c*')).toEqual([{ type: 'em', children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')] }]);
    expect(inline('**a *b* c**')).toEqual([{ type: 'strong', children: [text('a '), { type: 'em', children: [text('b')] }, text(' c')] }]);
  });

  it('leaves stars that are multiplication or unclosed as text', () => {
    expect(inline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(inline('**open')).toEqual([text('**open')]);
    expect(inline('*open')).toEqual([text('*open')]);
    expect(inline('a*')).toEqual([text('a*')]);
  });

  it('does not parse markup inside code spans', () => {
    expect(inline('`**x** [a](/b)`')).toEqual([{ type: 'code', value: '**x** [a](/b)' }]);
  });

  it('honours backslash escapes', () => {
    expect(inline('\\*not italic\\* \\[x\\](/y)')).toEqual([text('*not italic* [x](/y)')]);
  });

  it('parses internal, hash, https and mailto links', () => {
    expect(inline('[Tools](/tools) [Mark](/learn/liquidation-risk#mark-price) [Ex](https://example.com/a?b=1) [Mail](mailto:hi@example.com)')).toEqual([
      { type: 'link', href: '/tools', children: [text('Tools')] },
      text(' '),
      { type: 'link', href: '/learn/liquidation-risk#mark-price', children: [text('Mark')] },
      text(' '),
      { type: 'link', href: 'https://example.com/a?b=1', children: [text('Ex')] },
      text(' '),
      { type: 'link', href: 'mailto:hi@example.com', children: [text('Mail')] },
    ]);
  });

  it('allows formatting inside link text but no nested links', () => {
    expect(inline('[**bold** [x](/y)](/z)')).toEqual([
      { type: 'link', href: '/z', children: [{ type: 'strong', children: [text('bold')] }, text(' [x](/y)')] },
    ]);
  });

  it('leaves brackets without a target as text', () => {
    expect(inline('[not a link] and [x] (y)')).toEqual([text('[not a link] and [x] (y)')]);
  });

  it('keeps {{name}} placeholders in the text', () => {
    expect(inline('Welcome to **{{name}}**')).toEqual([text('Welcome to '), { type: 'strong', children: [text('{{name}}')] }]);
  });
});

describe('hostile input', () => {
  it('never interprets HTML: tags stay text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([para(text('<script>alert(1)</script>'))]);
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([para(text('<img src=x onerror=alert(1)>'))]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'http://example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    'relative/path',
    '#only-hash',
  ])('renders [x](%s) as plain text, not a link', (href) => {
    const nodes = parseMarkdown(`[x](${href})`);
    expect(nodes).toEqual([para(text(`[x](${href})`))]);
  });

  it('refuses a target with whitespace', () => {
    expect(parseMarkdown('[x](/a b)')).toEqual([para(text('[x](/a b)'))]);
  });

  it('handles long runs of delimiters without blowing up', () => {
    const hostile = ['*a '.repeat(5000), '['.repeat(10000), '**'.repeat(5000), '`'.repeat(5001), '[x]('.repeat(3000), '>'.repeat(2000)].join('\n\n');
    const nodes = parseMarkdown(hostile);
    expect(nodes.length).toBeGreaterThan(0);
  });

  it('handles deeply nested quotes', () => {
    expect(() => parseMarkdown('> > > > > > deep')).not.toThrow();
  });
});

describe('collectLinks', () => {
  it('returns every link target in order, including refused ones', () => {
    const md = '## H\n- [a](/a)\n> see [b](/b#c)\n\n[bad](javascript:x) [ext](https://x.org)';
    expect(collectLinks(md)).toEqual(['/a', '/b#c', 'javascript:x', 'https://x.org']);
  });

  it('ignores links in code spans and escaped brackets', () => {
    expect(collectLinks('`[a](/a)` \\[b](/b)')).toEqual([]);
  });
});

describe('isSafeHref', () => {
  it('accepts internal paths, https and mailto only', () => {
    expect(isSafeHref('/')).toBe(true);
    expect(isSafeHref('/tools?x=1#y')).toBe(true);
    expect(isSafeHref('https://bingx.com')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(true);
    expect(isSafeHref('')).toBe(false);
    expect(isSafeHref('https://')).toBe(false);
    expect(isSafeHref('ftp://x')).toBe(false);
  });
});

describe('headingSlug', () => {
  it('folds accents and umlauts and joins words with dashes', () => {
    expect(headingSlug('Über Erhaltungsmarge & Margin-Quote!')).toBe('uber-erhaltungsmarge-margin-quote');
    expect(headingSlug('  --Hello   World--  ')).toBe('hello-world');
  });

  it('is never empty and never starts with a digit', () => {
    expect(headingSlug('!!!')).toBe('section');
    expect(headingSlug('5 steps')).toBe('s-5-steps');
  });
});

describe('markdownToPlainText', () => {
  it('drops markup and link targets', () => {
    expect(markdownToPlainText('## A\n[**BingX**](/exchange/bingx) is `x`\n\n- one\n- two')).toBe('A BingX is x one two');
  });
});

describe('glossary term references', () => {
  it('parses [[id]] and [[id|text]] as term references, and counts them', () => {
    expect(parseMarkdown('The [[mark-price]] and the [[index-price|Indexpreis]].')).toEqual([
      para(text('The '), { type: 'termRef', id: 'mark-price', label: undefined }, text(' and the '), { type: 'termRef', id: 'index-price', label: 'Indexpreis' }, text('.')),
    ]);
    expect(collectTermRefs('**[[adl]]** in a list:\n\n- [[funding-rate|funding]]')).toEqual(['adl', 'funding-rate']);
    expect(markdownToPlainText('See [[mark-price|the mark price]].')).toBe('See the mark price.');
  });

  it('leaves what is not a term id as text: upper case, spaces, an escape, a reference inside a link label', () => {
    expect(collectTermRefs('[[Mark Price]] [[a b]] \\[[adl]]')).toEqual([]);
    expect(parseMarkdown('[see [[adl]]](/glossary)')).toEqual([para({ type: 'link', href: '/glossary', children: [text('see [[adl]]')] })]);
  });

  it('gives a reference without text the name of its term', () => {
    const names: Record<string, string> = { 'mark-price': 'Markpreis' };
    expect(withTermNames('Der [[mark-price]], der [[mark-price|faire Preis]] und [[unknown]].', (id) => names[id])).toBe(
      'Der [[mark-price|Markpreis]], der [[mark-price|faire Preis]] und [[unknown]].',
    );
  });
});
