import { expect, test, type Page } from './fixtures';

/**
 * Every route of the product spec's route table (§2), hardcoded on purpose: the test proves that the
 * specs deliver the whole table, not just whatever the manifest happens to contain. Trend following
 * uses its canonical path (/strategies/trend-follow redirects to it, tested below).
 */
const ROUTES = {
  general: ['/', '/about', '/newsletter', '/contact', '/privacy', '/imprint', '/nfa', '/futures-types'],
  learn: [
    '/learn',
    '/learn/margin-funding',
    '/learn/leverage-position-sizing',
    '/learn/futures-versus-spot',
    '/learn/futures-versus-arbitrage',
    '/learn/liquidation-risk',
    '/learn/pnl-roi-basics',
    '/learn/order-types-strategies',
    '/learn/risk-management',
    '/learn/trading-psychology',
    '/learn/funding-carry-trades',
  ],
  exchanges: ['/exchange-compare', '/exchange/binance', '/exchange/bingx', '/exchange/kraken', '/exchange/mexc'],
  tools: [
    '/tools',
    '/tools/liquidation',
    '/tools/liquidation-pro',
    '/tools/target-price',
    '/tools/target-price-pro',
    '/tools/position-margin-pro',
    '/tools/roi-pnl-pro',
    '/tools/performance-calculator-pro',
    '/tools/bingx-order-analyzer',
    '/tools/size-pro',
  ],
  strategies: [
    '/strategies/overview',
    '/strategies/anti-martingale',
    '/strategies/arbitrage',
    '/strategies/carry-trade',
    '/strategies/dca',
    '/strategies/day-trading',
    '/strategies/diversification',
    '/strategies/fixed-fractional',
    '/strategies/grid',
    '/strategies/hedging',
    '/strategies/kelly',
    '/strategies/martingale',
    '/strategies/mean-reversion',
    '/strategies/position-trading',
    '/strategies/scalping',
    '/strategies/swing-trading',
    '/strategies/volatility-trading',
    '/strategies/trend-following',
  ],
} as const;

/** Collects console errors and uncaught page errors from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits for the page's `<main data-page>` and checks the DOM contract; returns its id and h1 text. */
async function expectPage(page: Page): Promise<{ id: string; h1: string }> {
  const main = page.locator('main[data-page]');
  await expect(main.locator('h1')).toBeVisible();
  await expect(main).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  const id = (await main.getAttribute('data-page')) ?? '';
  const h1 = (await main.locator('h1').innerText()).trim();
  return { id, h1 };
}

for (const [area, paths] of Object.entries(ROUTES)) {
  test.describe(`routes: ${area}`, () => {
    for (const path of paths) {
      test(`${path} renders its own h1 in EN and DE`, async ({ page }) => {
        const errors = watchErrors(page);

        await page.goto(path);
        const en = await expectPage(page);
        expect(en.id, 'an existing page, not the not-found page').not.toBe('not-found');
        expect(en.h1).not.toBe('');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');

        await page.goto(`${path}?lng=de`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        const de = await expectPage(page);
        expect(de.id).toBe(en.id);
        expect(de.h1).not.toBe('');

        expect(errors).toEqual([]);
      });
    }
  });
}

test('an unknown path shows the not-found page in both languages', async ({ page }) => {
  const errors = watchErrors(page);
  expect((await page.goto('/this/page/does-not-exist'))?.status()).toBe(404);
  await expect(page.locator('main[data-page="not-found"] h1')).toHaveText('Page not found');
  await expect(page.locator('h1')).toHaveCount(1);
  const main = page.locator('main[data-page="not-found"]');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools');
  await expect(main.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  // The shell stays around the not-found page.
  await expect(page.locator('header.site-header')).toBeVisible();

  expect((await page.goto('/nope?lng=de'))?.status()).toBe(404);
  await expect(page.locator('main[data-page="not-found"] h1')).toHaveText('Seite nicht gefunden');
  await expect(main.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/de/tools');
  // Chromium logs each 404 answer as a failed resource; nothing else may appear.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('/strategies/trend-follow lands on /strategies/trend-following, keeping query and hash', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/strategies/trend-follow');
  await expect(page).toHaveURL(/\/strategies\/trend-following$/);
  const { id } = await expectPage(page);
  expect(id).not.toBe('not-found');

  await page.goto('/strategies/trend-follow?ref=old#top');
  await expect(page).toHaveURL(/\/strategies\/trend-following\?ref=old#top$/);
  await expectPage(page);
  expect(errors).toEqual([]);
});

test('a client-side navigation to the old path redirects too, keeping query and hash', async ({ page }) => {
  await page.goto('/');
  await expectPage(page);
  // A client-side navigation to the old path (the router handles popstate), not a fresh page load.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/strategies/trend-follow?from=app#x');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/strategies\/trend-following\?from=app#x$/);
  await expectPage(page);
});
