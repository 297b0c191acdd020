import { describe, expect, it } from 'vitest';
import { popoverPlacement } from './popoverPlacement';

const page = { top: -500, left: 0, bottom: 3000 };

describe('popoverPlacement', () => {
  it('puts the popover below its opener, at the opener’s left edge, 352 px wide on a wide window', () => {
    expect(popoverPlacement({ top: 100, left: 200, bottom: 120 }, page, 1366)).toEqual({ top: 624, left: 200, width: 352 });
  });

  it('keeps it inside a 390 px window: narrower than the window and moved left from a term near the right edge', () => {
    expect(popoverPlacement({ top: 100, left: 300, bottom: 120 }, page, 390)).toEqual({ top: 624, left: 30, width: 352 });
    expect(popoverPlacement({ top: 100, left: 300, bottom: 120 }, page, 320)).toEqual({ top: 624, left: 8, width: 304 });
  });

  it('measures from a positioned container', () => {
    expect(popoverPlacement({ top: 100, left: 200, bottom: 120 }, { top: 80, left: 50, bottom: 400 }, 1366)).toEqual({ top: 44, left: 150, width: 352 });
  });
});
