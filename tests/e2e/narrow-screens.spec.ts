import { expect, test, type Locator, type Page } from './fixtures';

/**
 * Layout on a phone (390 px wide). No page is wider than the screen: wide tables scroll inside their own box,
 * and grids of fields, charts and add-ons shrink to the screen. The pages here had content that pushed
 * the page wider: a calculator's field grid, an add-on's input row, the lab's charts (below, with the lab's pinned
 * summary) and its cost table.
 * And a prerendered page does not move when its scripts arrive.
 */
const PAGES: { path: string; scrollTo?: string }[] = [
  { path: '/tools/size-pro' },
  { path: '/strategies/grid' },
  { path: '/strategies/scalping', scrollTo: 'section[data-backtest] table.lab-costs' },
];

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.use({ viewport: { width: 390, height: 800 } });

for (const { path, scrollTo } of PAGES) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    await page.goto(path);
    if (scrollTo) {
      // The lab loads when it comes near the viewport, its charts when they do.
      await page.locator('section[data-backtest]').first().scrollIntoViewIfNeeded();
      const part = page.locator(scrollTo).first();
      await part.scrollIntoViewIfNeeded({ timeout: 15_000 });
      await expect(part).toBeVisible({ timeout: 15_000 });
    }
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  });
}

/** Scrolls a table's box to its right end: the first column (and the caption, when asked) stays where it was. */
async function expectFirstColumnStays(region: Locator, withCaption: boolean): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  const rowName = region.locator('tbody tr > :first-child').first();
  const x = async (part: Locator) => (await part.boundingBox())?.x ?? NaN;
  const before = { rowName: await x(rowName), caption: await x(region.locator('caption')) };
  await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
  // Within the table's cell spacing (a heatmap keeps 2 px between cells).
  expect(Math.abs((await x(rowName)) - before.rowName)).toBeLessThanOrEqual(2);
  if (withCaption) expect(await x(region.locator('caption'))).toBeCloseTo(before.caption, 0);
  expect((await x(rowName)) - (await x(region))).toBeLessThanOrEqual(2);
}

test('wide tables scroll inside their box and keep their row names in view (a calculator\'s with its caption, a lab tool\'s)', async ({ page }) => {
  await page.goto('/de/strategies/hedging');
  await expectFirstColumnStays(page.locator('form[data-calc="hedge-scenarios"] .calc-table-scroll'), true);

  await page.goto('/de/strategies/diversification');
  const tool = page.locator('section[data-tool="correlation"]');
  await tool.scrollIntoViewIfNeeded();
  await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expectFirstColumnStays(tool.locator('.table-scroll').first(), false);
});

test('the strategy catalogue keeps its place while its script loads and hydrates (layout shift at most 0.01)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/strategies/overview');
  // The count line shows at every width (on a phone the tags fold behind the Filters button).
  await expect(page.locator('[data-catalogue] .catalogue-count')).toBeVisible();
  // Two frames after hydration: any shift the hydrated page causes has been recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total)).toBeLessThanOrEqual(0.01);
});

test.describe('a calculator and the backtest lab on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pins its key results to the bottom edge while its inputs are on screen and its results are not, and lets them go when the results come into view (IntersectionObserver)', async ({ page }) => {
    await page.goto('/de/tools/liquidation');
    const form = page.locator('form[data-calc="liquidation"]');
    const summary = form.locator('[data-result-summary]');
    const results = form.locator('.calc-results');
    // The inputs at the top of the screen: the results lie below it.
    await form.locator('[name="asset"]').evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
    await expect(results).not.toBeInViewport();
    await expect(summary).toBeVisible();
    const box = await summary.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 200);
    // Typing changes the pinned figure together with the result it repeats.
    const pinned = summary.locator('[data-summary-of="liquidationPrice"]');
    const before = await pinned.textContent();
    await form.locator('[name="leverage"]').fill('20');
    await expect.poll(async () => [await pinned.textContent(), await form.locator('output[name="liquidationPrice"]').textContent()].every((text, _, both) => text !== before && text === both[0])).toBe(true);
    await results.scrollIntoViewIfNeeded();
    await expect(summary).toBeHidden();
  });

  test('the backtest lab pins its key results the same way, says what is wrong with a file right under the file control, and fits the screen with its charts drawn', async ({ page }) => {
    await page.goto('/strategies/mean-reversion');
    const lab = page.locator('section[data-backtest="mean-reversion"]');
    // The lab loads when it comes near the viewport.
    await lab.scrollIntoViewIfNeeded();
    await expect(lab).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    const summary = lab.locator('[data-result-summary]');
    const kpis = lab.locator('.lab-kpis');
    await lab.locator('select[name="dataset"]').evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
    await expect(kpis).not.toBeInViewport();
    await expect(summary).toBeVisible();
    const box = await summary.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 200);
    await expect(summary.locator('[data-summary-of="netPnl"]')).toHaveText((await lab.locator('output[name="netPnl"]').textContent()) ?? '');

    // A bad file: the short message sits right under the picker, the full text stays in the alert region.
    const file = lab.locator('input[type="file"]');
    await file.setInputFiles('tests/fixtures/samples/ohlc-bad.csv');
    const message = lab.locator('.param-message');
    await expect(message).toContainText('Columns missing');
    await expect(file).toHaveAttribute('aria-describedby', new RegExp(`(^| )${await message.getAttribute('id')}( |$)`));
    await expect(message).toBeInViewport();
    const [fileBox, messageBox] = await Promise.all([file.boundingBox(), message.boundingBox()]);
    expect((messageBox?.y ?? Infinity) - ((fileBox?.y ?? 0) + (fileBox?.height ?? 0))).toBeLessThan(40);
    await expect(lab.getByRole('alert')).toContainText('The previous result stays on screen.');

    await kpis.scrollIntoViewIfNeeded();
    await expect(summary).toBeHidden();
    const price = lab.locator('[data-chart="backtest-price"]');
    await price.scrollIntoViewIfNeeded();
    await expect(price.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
