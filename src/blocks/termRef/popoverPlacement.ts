/** The popover's widest size, and its least distance to the window's edges (CSS pixels). */
const MAX_WIDTH = 352;
const EDGE = 8;
const GAP = 4;

interface Box {
  top: number;
  left: number;
  bottom: number;
}

/**
 * Where a popover goes below the element that opened it, in coordinates of its positioned container: it
 * starts at the opener's left edge, is at most MAX_WIDTH wide and never wider than the window allows,
 * and moves left as far as needed to stay inside the window (a term near the right edge of a 390 px screen).
 * `opener` and `container` are viewport boxes (getBoundingClientRect); `viewportWidth` without the scrollbar.
 */
export function popoverPlacement(opener: Box, container: Box, viewportWidth: number): { top: number; left: number; width: number } {
  const width = Math.max(0, Math.min(MAX_WIDTH, viewportWidth - 2 * EDGE));
  const left = Math.min(Math.max(opener.left, EDGE), viewportWidth - EDGE - width);
  return { top: opener.bottom - container.top + GAP, left: Math.max(EDGE, left) - container.left, width };
}
