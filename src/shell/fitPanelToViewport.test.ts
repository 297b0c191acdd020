import { describe, expect, it } from 'vitest';
import { fitPanelToViewport, PANEL_EDGE_GAP_PX } from './fitPanelToViewport';

/** A stand-in panel whose box starts at `left` and is `width` wide once the shift is 0 (as in a browser, the shift moves it). */
function panelAt(left: number, width: number) {
  const style = new Map<string, string>();
  const panel = {
    style: { setProperty: (name: string, value: string) => style.set(name, value) },
    getBoundingClientRect: () => {
      const shift = Number.parseFloat(style.get('--panel-shift') ?? '0');
      return { left: left + shift, right: left + shift + width, width };
    },
  };
  fitPanelToViewport(panel as unknown as HTMLElement, 1366);
  return { shift: style.get('--panel-shift'), max: style.get('--panel-max'), box: panel.getBoundingClientRect() };
}

describe('fitPanelToViewport', () => {
  it('caps the width at the window less a gap on each side', () => {
    expect(panelAt(100, 300).max).toBe(`${1366 - 2 * PANEL_EDGE_GAP_PX}px`);
  });

  it('leaves a panel that fits where it is', () => {
    expect(panelAt(100, 300).shift).toBe('0px');
    expect(panelAt(1366 - PANEL_EDGE_GAP_PX - 300, 300).shift).toBe('0px');
  });

  it('shifts a panel that reaches past the right edge left until it ends one gap before the edge', () => {
    const { shift, box } = panelAt(1000, 650);
    expect(shift).toBe('-292px');
    expect(box.right).toBe(1366 - PANEL_EDGE_GAP_PX);
  });

  it('never shifts a panel past the left edge', () => {
    const { box } = panelAt(20, 1366 - 2 * PANEL_EDGE_GAP_PX);
    expect(box.left).toBe(PANEL_EDGE_GAP_PX);
  });

  it('leaves a panel without a box (the desktop menu hidden on phones) alone', () => {
    expect(panelAt(0, 0).shift).toBe('0px');
  });
});
