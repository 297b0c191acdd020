import { describe, expect, it } from 'vitest';
import type { GlossarySpec } from '../specTypes.generated';
import { withGlossaryTermNames } from './termNames';

const glossary = {
  terms: { 'mark-price': { term: { en: 'Mark price', de: 'Markpreis' }, definition: { en: 'x', de: 'x' }, to: '/' } },
} as GlossarySpec;

describe('withGlossaryTermNames', () => {
  it('names every bare [[id]] of every { en, de } text in its language, at any depth, and keeps given texts', () => {
    const page = {
      id: 'guide',
      blocks: [{ type: 'prose', body: { en: 'The [[mark-price]].', de: 'Der [[mark-price]] ([[mark-price|fair]]).' } }],
      lead: { en: 'No reference.', de: 'Kein Verweis.' },
    };
    expect(withGlossaryTermNames(page, glossary)).toEqual({
      id: 'guide',
      blocks: [{ type: 'prose', body: { en: 'The [[mark-price|Mark price]].', de: 'Der [[mark-price|Markpreis]] ([[mark-price|fair]]).' } }],
      lead: { en: 'No reference.', de: 'Kein Verweis.' },
    });
  });

  it('leaves the page as it is without a glossary', () => {
    const page = { body: { en: '[[mark-price]]', de: '[[mark-price]]' } };
    expect(withGlossaryTermNames(page, undefined)).toBe(page);
  });
});
