import { describe, expect, it } from 'vitest';
import { FULL_ZOOM, MIN_ZOOM_SPAN, moveZoom, zoomWindow } from './zoomWindow';

describe('the lab charts’ zoom', () => {
  it('shows every bar at full zoom, and the bars between the handles otherwise', () => {
    expect(zoomWindow(2000, FULL_ZOOM)).toEqual([0, 1999]);
    expect(zoomWindow(2000, [25, 50])).toEqual([499, 1000]);
    expect(zoomWindow(101, [10, 10])).toEqual([10, 11]);
    expect(zoomWindow(1, FULL_ZOOM)).toEqual([0, 0]);
    expect(zoomWindow(0, FULL_ZOOM)).toEqual([0, 0]);
  });

  it('keeps the handles apart and inside 0–100', () => {
    expect(moveZoom([20, 50], 'from', 60)).toEqual([50 - MIN_ZOOM_SPAN, 50]);
    expect(moveZoom([20, 50], 'to', 5)).toEqual([20, 20 + MIN_ZOOM_SPAN]);
    expect(moveZoom([20, 50], 'to', 120)).toEqual([20, 100]);
    expect(moveZoom([20, 50], 'from', -3)).toEqual([0, 50]);
  });
});
