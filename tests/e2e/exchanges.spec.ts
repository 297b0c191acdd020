import { expect, test, type Page } from './fixtures';

/**
 * The exchange area in the browser: the comparison table on a 390 px screen (it scrolls in its own region,
 * the exchange names stay in view, the page does not widen) in English and German, and a table-of-contents
 * link of an exchange page scrolling to its section. What the pages say — columns, rows, sorting, as-of
 * dates, sections, partner links, the menu's coming-soon marks — is checked from the specs in
 * src/blocks/contentPages.test.tsx.
 */

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('/exchange-compare is readable at 390 px without horizontal page overflow, in English and German', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/exchange-compare', '/de/exchange-compare']) {
    await page.goto(path);
    const table = page.locator('#comparison table');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    expect(await pageWidth(page), path).toBeLessThanOrEqual(390);

    // The table scrolls inside its own focusable region instead of widening the page …
    const region = page.locator('#comparison .table-scroll');
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.scrollIntoViewIfNeeded();
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth, path).toBeGreaterThan(clientWidth);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    expect(await region.evaluate((element) => element.scrollLeft), path).toBeGreaterThan(0);

    // … and the exchange names stay in view while the other columns scroll.
    const firstName = table.locator('tbody th').first();
    const box = await firstName.boundingBox();
    expect(box, path).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(firstName).toBeInViewport();
    expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
  }
});

test('/exchange/binance: an "On this page" link scrolls to its section', async ({ page }) => {
  await page.goto('/exchange/binance');
  const main = page.locator('main[data-page]');
  await main.locator('nav[data-toc]').getByRole('link', { name: 'Fees and VIP tiers by 30-day volume' }).click();
  await expect(page).toHaveURL(/\/exchange\/binance#fees$/);
  await expect(main.locator('#fees h2')).toBeInViewport();
});
