import { describe, expect, it } from 'vitest';
import type { Input } from '../../engine/specTypes.generated';
import { linkValues, rawOf } from './rawState';

const text = { en: 'x', de: 'x' };
const entry: Input = { id: 'entry', type: 'number', label: text, default: 100 };
const price: Input = { id: 'price', type: 'slider', label: text, defaultExpr: 'entry' };
const streak: Input = { id: 'streak', type: 'sequence', label: text, letters: { W: 1, L: 0 } };
const returns: Input = { id: 'returns', type: 'numbers', label: text };
const legs: Input = { id: 'legs', type: 'group', label: text, fields: [{ id: 'share', type: 'number', label: text }] };

describe('rawOf: a value as the form shows it typed', () => {
  it('writes numbers and slider positions in the language, lists and groups item by item', () => {
    expect(rawOf(entry, 1234.5, 'de')).toBe('1234,5');
    expect(rawOf(entry, 0.5, 'de')).toBe('0,5');
    expect(rawOf(entry, 0.5, 'en')).toBe('0.5');
    expect(rawOf(price, 0.5, 'de')).toBe('0,5');
    expect(rawOf(streak, [1, 0, 1], 'en')).toBe('WLW');
    expect(rawOf(returns, [2.5, -1], 'de')).toBe('2,5; -1');
    expect(rawOf(legs, [{ share: 0.5 }], 'de')).toEqual([{ share: '0,5' }]);
    expect(rawOf({ id: 'side', type: 'radio', label: text, options: [{ value: 'long', label: text }, { value: 'short', label: text }] }, 'short', 'en')).toBe('short');
    expect(rawOf(entry, undefined, 'en')).toBeUndefined();
  });
});

describe('linkValues: what a copied link keeps', () => {
  it('keeps what was typed, writes the current value of the others, and leaves out inputs following a defaultExpr', () => {
    const values = linkValues([entry, price, returns], { lang: 'de', values: { returns: '1; 2' } }, { entry: 100, price: 100, returns: [1, 2] });
    expect(values).toEqual({ entry: '100', returns: '1; 2' });
    expect(linkValues([price], { lang: 'en', values: { price: '120' } }, { price: 120 })).toEqual({ price: '120' });
  });
});
