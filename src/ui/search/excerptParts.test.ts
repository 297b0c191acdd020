import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerptParts';

describe('excerptParts', () => {
  it('splits an excerpt on the mark tags into text parts, the matches marked', () => {
    expect(excerptParts('the <mark>liquidation</mark> <mark>price</mark> of a long')).toEqual([
      { text: 'the ', marked: false },
      { text: 'liquidation', marked: true },
      { text: ' ', marked: false },
      { text: 'price', marked: true },
      { text: ' of a long', marked: false },
    ]);
  });

  it('turns escaped characters back into text and leaves any other markup as visible text, never as HTML', () => {
    expect(excerptParts('P&amp;L &lt;img src=x onerror=alert(1)&gt; &#39;<mark>R&#x26;R</mark>&#39; &bogus;')).toEqual([
      { text: "P&L <img src=x onerror=alert(1)> '", marked: false },
      { text: 'R&R', marked: true },
      { text: "' &bogus;", marked: false },
    ]);
    expect(excerptParts('<b>bold</b>')).toEqual([{ text: '<b>bold</b>', marked: false }]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
