import { describe, expect, it } from 'vitest';
import { MIN_SECTIONS_FOR_CONTENTS, pageContents, pageSections } from './pageSections';
import type { Block } from './specTypes.generated';

const both = (en: string, de: string) => ({ en, de });
const prose = (id: string, en: string): Block => ({ type: 'prose', id, heading: both(en, `${en} (de)`), body: both('Text.', 'Text.') });

describe('pageSections', () => {
  it('lists block headings with an anchor and Markdown h2 headings whose anchor both languages share, in reading order', () => {
    const blocks: Block[] = [
      { type: 'buttons', id: 'actions', items: [{ label: both('Start', 'Los'), to: '/' }] },
      prose('intro', 'Intro'),
      { type: 'prose', body: both('## Margin {#margin}\n\nText.\n\n### Detail {#detail}\n\n## Own slug\n\nText.', '## Marge {#margin}\n\nText.\n\n### Detail {#detail}\n\n## Eigener Slug\n\nText.') },
      { type: 'calculator', id: 'calc', heading: both('Calculator', 'Rechner'), ref: 'x' },
      { type: 'callout', id: 'note', variant: 'info', heading: both('Note', 'Hinweis'), body: both('Careful.', 'Vorsicht.') },
      { type: 'prose', heading: both('No anchor', 'Kein Anker'), body: both('Text.', 'Text.') },
      { type: 'cards', id: 'risks', heading: both('Risks', 'Risiken'), items: [{ title: both('Gaps', 'Lücken'), text: both('Text.', 'Text.') }] },
    ];
    expect(pageSections(blocks)).toEqual([
      { id: 'intro', heading: both('Intro', 'Intro (de)') },
      { id: 'margin', heading: both('Margin', 'Marge') },
      { id: 'risks', heading: both('Risks', 'Risiken') },
    ]);
  });

  it(`gives a page a contents list only from ${MIN_SECTIONS_FOR_CONTENTS} sections on`, () => {
    const blocks = ['a', 'b', 'c', 'd'].map((id) => prose(id, id.toUpperCase()));
    expect(pageContents(blocks.slice(0, MIN_SECTIONS_FOR_CONTENTS - 1))).toEqual([]);
    expect(pageContents(blocks).map((section) => section.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
