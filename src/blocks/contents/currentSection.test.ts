import { describe, expect, it } from 'vitest';
import { currentSectionIndex } from './currentSection';

describe('currentSectionIndex', () => {
  it('is the last section whose top has passed 30 % of the window, the first before any has', () => {
    expect(currentSectionIndex([400, 1200, 2000], 1000)).toBe(0);
    expect(currentSectionIndex([-900, 300, 1100], 1000)).toBe(1);
    expect(currentSectionIndex([-900, 299, 1100], 1000)).toBe(1);
    expect(currentSectionIndex([-3000, -2000, -50], 1000)).toBe(2);
  });
});
