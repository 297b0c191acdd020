import { violations } from './axe';
import { expect, test, type Page } from './fixtures';
import { LAYOUT_HEIGHT, layoutProblems, loadLazyParts } from './layout';
import { ROUTE_PATHS, urlOf } from './routeTable';

/**
 * Every route of the route table in English and German: the page renders (one `<main data-page>` that is
 * not the not-found page, the same in both languages, with one non-empty h1 and the language in `<html lang>`)
 * without a console error or warning or an uncaught error, hydration included. This is the one visit of each
 * route and language in the browser tests. axe-core with the WCAG 2.2 A and AA rules scans each route in
 * one of the two languages, English and German taking turns (both languages render the same markup from the
 * same spec, so scanning each route twice doubled the time and found nothing new). In the same visit, after
 * the scan, the page's lazily loaded parts are loaded and the page is laid out at every width of
 * `LAYOUT_WIDTHS` (390 to 1920 px): nothing may lie outside the viewport (tests/e2e/layout.ts says what counts).
 * Then the states that only appear after using a page: the mobile menu and a desktop dropdown open, a
 * calculator showing its validation message, both modules with a report, the newsletter form after a
 * subscription. No rule is disabled.
 */

/** Routes per test: few tests, each well within the timeout. */
const GROUP = 4;

/**
 * The window of the page load and the accessibility scan. The layout check ends at this size (one of its
 * widths, at its height), so the next page loads without laying out the one before once more.
 */
const SCAN_VIEWPORT = { width: 1280, height: LAYOUT_HEIGHT };


/** Route i in English when i is even, in German when it is odd. */
const langOf = (index: number) => (index % 2 === 0 ? 'en' : 'de');

/** The page's id after checking what every route must render; a failure names the URL. */
async function renderedPage(page: Page, lang: 'en' | 'de'): Promise<string> {
  const main = page.locator('main[data-page]');
  await expect(main.locator('h1'), page.url()).toBeVisible();
  await expect(main, page.url()).toHaveCount(1);
  await expect(page.locator('h1'), page.url()).toHaveCount(1);
  expect((await main.locator('h1').innerText()).trim(), page.url()).not.toBe('');
  await expect(page.locator('html'), page.url()).toHaveAttribute('lang', lang);
  const id = (await main.getAttribute('data-page')) ?? '';
  expect(id, `${page.url()}: an existing page, not the not-found page`).not.toBe('not-found');
  return id;
}

for (let start = 0; start < ROUTE_PATHS.length; start += GROUP) {
  const group = ROUTE_PATHS.slice(start, start + GROUP);
  test(`routes ${start + 1}–${start + group.length} render in English and German; no WCAG 2.2 A/AA violation; nothing outside the viewport from 390 to 1920 px`, async ({ page }) => {
    test.slow();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${page.url()} console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()} pageerror: ${error.message}`));
    const found: string[] = [];
    const outside: string[] = [];
    for (const [offset, path] of group.entries()) {
      const scanned = langOf(start + offset);
      const ids: string[] = [];
      for (const lang of ['en', 'de'] as const) {
        const size = page.viewportSize();
        if (size?.width !== SCAN_VIEWPORT.width || size.height !== SCAN_VIEWPORT.height) await page.setViewportSize(SCAN_VIEWPORT);
        await page.goto(urlOf(path, lang));
        ids.push(await renderedPage(page, lang));
        // axe sees the page as it was just loaded; then come the lazy parts and the other widths.
        if (lang === scanned) found.push(...(await violations(page)));
        // The desktop menus are the same on every page: each panel, opened, at every desktop width, on the home page.
        outside.push(...(await loadLazyParts(page)), ...(await layoutProblems(page, { menus: path === '/' })));
      }
      expect(ids[0], `${path}: the same page in both languages`).toBe(ids[1]);
    }
    expect(errors).toEqual([]);
    expect(found).toEqual([]);
    expect(outside).toEqual([]);
  });
}

test.describe('states', () => {
  test('mobile menu open (390 px), in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ['/', '/de/']) {
      await page.goto(url);
      await page.locator('button.menu-toggle').click();
      await page.locator('#mobile-menu [data-menu-group="tools"]').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });

  test('a desktop dropdown open', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('.desktop-nav [data-menu-group="tools"]');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page)).toEqual([]);
  });

  test('a calculator showing its validation message', async ({ page }) => {
    await page.goto('/tools/liquidation');
    const form = page.locator('form[data-calc="liquidation"]');
    await form.getByLabel('Leverage', { exact: true }).fill('0');
    await expect(form.getByRole('alert')).not.toBeEmpty();
    expect(await violations(page)).toEqual([]);
  });

  test('the order analyzer and Performance Pro with a report', async ({ page }) => {
    await page.goto('/tools/bingx-order-analyzer');
    const analyzer = page.locator('section[data-module="order-analyzer"]');
    await analyzer.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/bingx-orders-sample.xlsx');
    await expect(analyzer).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    expect(await violations(page)).toEqual([]);

    await page.goto('/de/tools/performance-calculator-pro');
    const performance = page.locator('section[data-module="performance-pro"]');
    await performance.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/trades.csv');
    await expect(performance).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('the newsletter form after a subscription', async ({ page }) => {
    await page.goto('/newsletter');
    const main = page.locator('main[data-page]');
    await main.getByLabel('Email address').fill(`a11y-${Date.now()}@example.com`);
    await main.getByRole('checkbox', { name: /privacy policy/ }).check();
    await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main.getByRole('status')).toHaveText(/^A confirmation link is on its way to a11y-/);
    expect(await violations(page)).toEqual([]);
  });
});

test('focus is never hidden behind the sticky header or the info banner (Tab through Liquidation Pro)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/tools/liquidation-pro');
  await expect(page.locator('[data-banner="footer-info"]')).toBeVisible();
  const controls = await page.locator('main form[data-calc] :is(input, select, button, a[href], [tabindex="0"])').count();
  expect(controls).toBeGreaterThan(20);
  const hidden: string[] = [];
  for (let step = 0; step < controls + 40; step++) {
    await page.keyboard.press('Tab');
    // The page may move the focused element out from under a sticky bar in the next frame; a menu panel
    // the focus has just left may still be fading out.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      // The calculator's controls, the links of its texts and its form: what the test tabs through.
      if (!element || !element.closest('main')) return null;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const covering = document.elementFromPoint(x, y);
      const label = `${element.tagName.toLowerCase()}[name=${element.getAttribute('name') ?? ''}] ${element.textContent?.trim().slice(0, 30) ?? ''}`;
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return `${label} is off screen`;
      // The element itself, a part of it, or a label/control that belongs to it is on top.
      if (covering && (element.contains(covering) || covering.contains(element) || (covering instanceof HTMLLabelElement && covering.control === element))) return null;
      return `${label} at y ${Math.round(box.top)}–${Math.round(box.bottom)} is covered by ${covering?.outerHTML.slice(0, 80) ?? 'nothing'}`;
    });
    if (problem) hidden.push(problem);
  }
  expect(hidden).toEqual([]);
});
