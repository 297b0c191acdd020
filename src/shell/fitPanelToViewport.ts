/** The least gap between a menu panel and the window's left and right edges. */
export const PANEL_EDGE_GAP_PX = 8;

/**
 * Keeps a dropdown panel inside the window: caps its width at the window's width less a gap on
 * each side (its columns wrap in CSS) and shifts it left by however much it would still reach past
 * the right edge. Works on closed panels too (they keep their layout, hidden), so every panel fits
 * whether or not it is open. `viewportWidth` excludes the scrollbar.
 */
export function fitPanelToViewport(panel: HTMLElement, viewportWidth = document.documentElement.clientWidth): void {
  panel.style.setProperty('--panel-max', `${Math.max(0, viewportWidth - 2 * PANEL_EDGE_GAP_PX)}px`);
  panel.style.setProperty('--panel-shift', '0px');
  const rect = panel.getBoundingClientRect();
  if (rect.width === 0) return;
  const overflow = rect.right - (viewportWidth - PANEL_EDGE_GAP_PX);
  const shift = Math.max(0, Math.min(overflow, rect.left - PANEL_EDGE_GAP_PX));
  panel.style.setProperty('--panel-shift', `${-shift}px`);
}
