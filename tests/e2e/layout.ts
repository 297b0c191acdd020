import type { Page } from '@playwright/test';

/** The widths every route is laid out at: phone, tablet, small and common laptops, desktop. */
export const LAYOUT_WIDTHS = [390, 768, 1024, 1280, 1366, 1440, 1920] as const;

/** From this width on the header shows the desktop menus. */
export const DESKTOP_WIDTH = 1024;

/** The height every width is checked at (a laptop's; the check is about width). */
export const LAYOUT_HEIGHT = 800;

/**
 * Loads every part of the page that loads near the viewport (simulators, the lab and its tools, charts):
 * scrolls through the page, then brings each part that still waits into view (a chart inside a part that
 * has just loaded appears only then) until none shows its placeholder and every chart that can be seen has
 * been drawn or has failed, and returns to the top. Returns what still waits after 20 s (nothing when all
 * loaded).
 */
export function loadLazyParts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const waiting = () => [
      // A part shows its placeholder (a section with one 'Loading…' line) until its code is in.
      ...[...document.querySelectorAll('.when-seen > section > p:only-child')].map((line) => line.parentElement as Element),
      ...[...document.querySelectorAll('[data-plot-state="loading"]')].filter((chart) => chart.getClientRects().length > 0),
    ];
    // A part loads within 600 px of the viewport, a chart within 300 px.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight + 500) {
      window.scrollTo(0, y);
      await frame();
    }
    const deadline = performance.now() + 20_000;
    let left = waiting();
    while (left.length > 0 && performance.now() < deadline) {
      for (const part of left) {
        part.scrollIntoView({ block: 'center' });
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = waiting();
    }
    window.scrollTo(0, 0);
    return left.map((part) => `${part.closest('[data-chart], section')?.outerHTML.slice(0, 120) ?? part.outerHTML.slice(0, 120)} did not load`);
  });
}

/**
 * What lies outside the viewport horizontally at the window's present size, looked at in the page itself: the
 * document wider than the window, and each element whose box reaches past the left or right edge. Not counted:
 * what a scroll container or a clipping box around it cuts off (that box is checked itself), visually hidden
 * elements (`.sr-only`, clipped, invisible, or put wholly left of the page) and the parts of an SVG drawing
 * (the drawing's own box counts). A chart redraws for a new width a frame or two after the window changed,
 * so while there are findings they are measured again after the next frames, for up to 2 s.
 */
function outsideViewportOnceSettled(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const hiddenOrClipped = (element: Element): boolean => {
      const own = getComputedStyle(element);
      if (own.visibility === 'hidden' || own.clip !== 'auto' || own.clipPath !== 'none' || Number(own.opacity) === 0) return true;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none' || Number(style.opacity) === 0) return true;
      }
      return false;
    };
    const outside = () => {
      const width = window.innerWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
      for (const element of document.body.querySelectorAll('*')) {
        if (element instanceof SVGElement && element.ownerSVGElement) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        if (box.right <= width + 0.5 && box.left >= -0.5) continue;
        // Wholly left of the page: put off screen on purpose (a skip link at rest, plotly's text-measuring box).
        if (box.right <= 0) continue;
        if (hiddenOrClipped(element)) continue;
        found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      return found;
    };
    const deadline = performance.now() + 2_000;
    let found = outside();
    while (found.length > 0 && performance.now() < deadline) {
      await frame();
      found = outside();
    }
    return found;
  });
}

/**
 * Opens every desktop menu in turn (a click on its button, no hover before it, which would open the menu by
 * itself) and returns what of its panel (`[data-menu-panel]`, the button's `aria-controls`) lies outside the
 * viewport at the window's present width, measured where the panel comes to rest, not halfway through its
 * fade-in; closes it again. All in the page, in one round trip.
 */
function menuPanelsOutside(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    /** Waits (up to 2 s) for a condition that follows a click within a frame or two; false when it never held. */
    const until = async (condition: () => boolean) => {
      const deadline = performance.now() + 2_000;
      while (!condition()) {
        if (performance.now() > deadline) return false;
        await frame();
      }
      return true;
    };
    const problems: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.desktop-nav button[data-menu-group]')) {
      const menu = `menu ${button.dataset.menuGroup}`;
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      button.click();
      if (!panel || !(await until(() => panel.checkVisibility()))) {
        problems.push(`${menu}: no panel opened`);
        continue;
      }
      document.getAnimations().forEach((animation) => animation.finish());
      if (!panel.hasAttribute('data-menu-panel')) problems.push(`${menu}: the panel lacks data-menu-panel`);
      const viewport = window.innerWidth;
      problems.push(
        ...[panel, ...panel.querySelectorAll('*')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > viewport + 0.5))
          .slice(0, 3)
          .map(({ element, box }) => `${menu}: "${(element.textContent ?? '').trim().slice(0, 30)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`),
      );
      button.click();
      if (!(await until(() => button.getAttribute('aria-expanded') === 'false'))) problems.push(`${menu}: did not close`);
    }
    return problems;
  });
}

/**
 * Lays the page out at each of `LAYOUT_WIDTHS` and returns what lies outside the viewport at each width
 * (`width: problem`); with `menus`, at each desktop width also what of each desktop menu's panel does.
 * The window's present width comes last, so the page ends at the size it had (the next page loads at
 * that size without laying this one out once more); the others go narrowest first.
 */
export async function layoutProblems(page: Page, { menus = false }: { menus?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  let size = page.viewportSize();
  const widths = [...LAYOUT_WIDTHS.filter((width) => width !== size?.width), ...LAYOUT_WIDTHS.filter((width) => width === size?.width)];
  for (const width of widths) {
    if (size?.width !== width || size.height !== LAYOUT_HEIGHT) {
      size = { width, height: LAYOUT_HEIGHT };
      await page.setViewportSize(size);
    }
    const where = `${page.url()} at ${width} px`;
    problems.push(...(await outsideViewportOnceSettled(page)).slice(0, 5).map((problem) => `${where}: ${problem}`));
    if (menus && width >= DESKTOP_WIDTH) problems.push(...(await menuPanelsOutside(page)).map((problem) => `${where}, ${problem}`));
  }
  return problems;
}
