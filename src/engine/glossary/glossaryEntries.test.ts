import { describe, expect, it } from 'vitest';
import { letterOf } from './glossaryEntries';

describe('letterOf', () => {
  it('lists a term under its first letter, accents removed, upper case', () => {
    expect(letterOf('mark price')).toBe('M');
    expect(letterOf('Änderungsrate (ROC)')).toBe('A');
    expect(letterOf('Überanpassung')).toBe('U');
  });

  it('lists a term starting with a digit or sign under #', () => {
    expect(letterOf('1:2 ratio')).toBe('#');
    expect(letterOf('+DI')).toBe('#');
  });
});
