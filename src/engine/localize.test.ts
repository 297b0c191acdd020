import { describe, expect, it } from 'vitest';
import { interpolate } from './localize';

describe('interpolate', () => {
  it('fills {{name}} placeholders once, so a value with braces (file text) stays as it is', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: '{{b}}', b: '2' })).toBe('{{b}} and 2');
  });

  it('leaves unknown placeholders visible and text without placeholders alone', () => {
    expect(interpolate('{{a}} and {{c}}', { a: '1' })).toBe('1 and {{c}}');
    expect(interpolate('no placeholder', { a: '1' })).toBe('no placeholder');
  });
});
