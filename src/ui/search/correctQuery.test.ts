import { describe, expect, it } from 'vitest';
import { correctQuery, editDistance } from './correctQuery';

// Ordered by frequency, as the build writes it.
const VOCABULARY = ['the', 'price', 'liquidation', 'funding', 'grid', 'bot', 'liquidationspreis', 'margin', 'marginal', 'kelly', 'liquidity'];

describe('editDistance', () => {
  it('counts inserted, deleted, replaced and swapped letters, up to a limit', () => {
    expect(editDistance('liqudation', 'liquidation', 2)).toBe(1);
    expect(editDistance('fundnig', 'funding', 2)).toBe(1);
    expect(editDistance('margn', 'margin', 2)).toBe(1);
    expect(editDistance('kelly', 'kelly', 2)).toBe(0);
    expect(editDistance('grid', 'liquidation', 2)).toBe(3);
  });
});

describe('correctQuery', () => {
  it('replaces a mistyped word with the most frequent known word a mistake away', () => {
    expect(correctQuery('liqudation price', VOCABULARY)).toBe('liquidation price');
    expect(correctQuery('Liqudationspreis', VOCABULARY)).toBe('liquidationspreis');
    expect(correctQuery('fundnig', VOCABULARY)).toBe('funding');
  });

  it('keeps known words, numbers and a last word still being typed', () => {
    expect(correctQuery('Kelly 25x', VOCABULARY)).toBe('kelly 25x');
    expect(correctQuery('funding liqui', VOCABULARY)).toBe('funding liqui');
  });

  it('searches a hyphenated word as its parts and leaves out words no page knows', () => {
    expect(correctQuery('Grid-Bot', VOCABULARY)).toBe('grid bot');
    expect(correctQuery('grid xyzzyq bot', VOCABULARY)).toBe('grid bot');
  });

  it('keeps the query as typed when no word is left', () => {
    expect(correctQuery(' qqqq ', VOCABULARY)).toBe('qqqq');
    expect(correctQuery('', VOCABULARY)).toBe('');
  });

  it('does not correct short words, where one letter makes another word', () => {
    expect(correctQuery('bat grid', VOCABULARY)).toBe('grid');
  });
});
