import { expect, test, type Locator, type Page } from './fixtures';

/**
 * The exchange area: the comparison table at /exchange-compare (8 columns, 4 exchanges,
 * sortable, disclaimer with the as-of date, readable at 390 px), the four exchange pages in English and
 * German, sponsored affiliate links, and the header menu that still marks Binance, Kraken and MEXC as
 * coming soon.
 */

const AS_OF = { en: '23 November 2026', de: '23.11.2026' } as const;

const COLUMNS = {
  en: ['Exchange', 'Fees (maker / taker)', 'Max leverage', 'Products', 'KYC', 'Liquidity', 'App', 'EU note'],
  de: ['Börse', 'Gebühren (Maker / Taker)', 'Max. Hebel', 'Produkte', 'KYC', 'Liquidität', 'App', 'Hinweis für die EU'],
} as const;

/** Each exchange page and the ids of its blocks that carry a section heading (h2). */
const EXCHANGE_PAGES = [
  {
    path: '/exchange/binance',
    id: 'exchange-binance',
    sections: ['at-a-glance', 'liquidity', 'tools', 'fees', 'bnb-discount', 'options', 'quick-start', 'what-to-check'],
  },
  { path: '/exchange/bingx', id: 'exchange-bingx', sections: ['at-a-glance', 'copy-trading', 'grid-bots', 'rewards', 'fees', 'partner', 'what-to-check'] },
  { path: '/exchange/kraken', id: 'exchange-kraken', sections: ['at-a-glance', 'regulation', 'protection', 'futures', 'fiat', 'what-to-check'] },
  { path: '/exchange/mexc', id: 'exchange-mexc', sections: ['at-a-glance', 'markets', 'listings', 'liquidity', 'promotions', 'partner', 'what-to-check'] },
] as const;

async function open(page: Page, path: string): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  const main = page.locator('main[data-page]');
  await expect(main.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
  return main;
}

const table = (page: Page) => page.locator('#comparison table');
/** The exchange names in the order the rows are shown (the first cell heads each row). */
const rowOrder = async (page: Page) =>
  (await table(page).locator('tbody th[scope="row"]').allInnerTexts()).map((text) => text.trim().split(/\s+/)[0]);

test.describe('/exchange-compare', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`has 8 columns, 4 exchanges, the disclaimer and the as-of date (${lang})`, async ({ page }) => {
      const main = await open(page, lang === 'en' ? '/exchange-compare' : '/exchange-compare?lng=de');
      await expect(main).toHaveAttribute('data-page', 'exchange-compare');
      await expect(main).not.toHaveAttribute('data-soon', '');

      const headers = table(page).locator('thead th');
      await expect(headers).toHaveCount(8);
      const labels = (await headers.allInnerTexts()).map((text) => text.replace(/[↕▲▼]/g, '').trim());
      expect(labels).toEqual([...COLUMNS[lang]]);

      await expect(table(page).locator('tbody tr')).toHaveCount(4);
      expect(await rowOrder(page)).toEqual(['Binance', 'BingX', 'Kraken', 'MEXC']);
      // Every row fills every column.
      for (const row of await table(page).locator('tbody tr').all()) {
        const cells = (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
        expect(cells).toHaveLength(8);
        expect(cells.every((text) => text.length > 0)).toBe(true);
      }
      // Exchange names link to their pages.
      // German pages link to German URLs.
      await expect(table(page).locator(`tbody a[href="${lang === 'de' ? '/de' : ''}/exchange/kraken"]`)).toHaveText('Kraken');

      const disclaimer = main.locator('#disclaimer [role="note"]');
      await expect(disclaimer).toBeVisible();
      await expect(disclaimer).toContainText(lang === 'en' ? 'For orientation only' : 'Nur zur Orientierung');
      await expect(disclaimer).toContainText(AS_OF[lang]);
      await expect(main.locator('#comparison caption')).toContainText(AS_OF[lang]);
      await expect(main.locator('#comparison .table-note')).toContainText(AS_OF[lang]);
      await expect(main.locator('[data-nfa]')).toBeVisible();
    });
  }

  test('sorting by a column reorders the rows and sets aria-sort', async ({ page }) => {
    await open(page, '/exchange-compare');
    const leverage = table(page).getByRole('columnheader', { name: /Max leverage/ });
    const exchange = table(page).getByRole('columnheader', { name: /Exchange/ });
    await expect(leverage).toHaveAttribute('aria-sort', 'none');

    await leverage.getByRole('button').click();
    await expect(leverage).toHaveAttribute('aria-sort', 'ascending');
    // 50x < 100x+ < 125x < 200x+ (digit runs compare as numbers).
    expect(await rowOrder(page)).toEqual(['Kraken', 'BingX', 'Binance', 'MEXC']);

    await leverage.getByRole('button').click();
    await expect(leverage).toHaveAttribute('aria-sort', 'descending');
    expect(await rowOrder(page)).toEqual(['MEXC', 'Binance', 'BingX', 'Kraken']);

    await exchange.getByRole('button').click();
    await expect(exchange).toHaveAttribute('aria-sort', 'ascending');
    await expect(leverage).toHaveAttribute('aria-sort', 'none');
    expect(await rowOrder(page)).toEqual(['Binance', 'BingX', 'Kraken', 'MEXC']);
    await exchange.getByRole('button').click();
    await expect(exchange).toHaveAttribute('aria-sort', 'descending');
    expect(await rowOrder(page)).toEqual(['MEXC', 'Kraken', 'BingX', 'Binance']);
  });

  test('sorts in German too', async ({ page }) => {
    await open(page, '/exchange-compare?lng=de');
    const leverage = table(page).getByRole('columnheader', { name: /Max\. Hebel/ });
    await leverage.getByRole('button').click();
    await expect(leverage).toHaveAttribute('aria-sort', 'ascending');
    expect(await rowOrder(page)).toEqual(['Kraken', 'BingX', 'Binance', 'MEXC']);
  });

  for (const lang of ['en', 'de'] as const) {
    test(`is readable at 390 px without horizontal page overflow (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, lang === 'en' ? '/exchange-compare' : '/exchange-compare?lng=de');
      await expect(table(page).locator('tbody tr')).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The table scrolls inside its own focusable region instead of widening the page …
      const region = page.locator('#comparison .table-scroll');
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.scrollIntoViewIfNeeded();
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      // … and the exchange names stay in view while the other columns scroll.
      const firstName = table(page).locator('tbody th').first();
      const box = await firstName.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await expect(firstName).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('exchange pages', () => {
  for (const exchange of EXCHANGE_PAGES) {
    test(`${exchange.path} renders its sections in English and German`, async ({ page }) => {
      const headings: Record<'en' | 'de', string[]> = { en: [], de: [] };
      for (const lang of ['en', 'de'] as const) {
        const main = await open(page, lang === 'en' ? exchange.path : `${exchange.path}?lng=de`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(main).toHaveAttribute('data-page', exchange.id);
        await expect(main).not.toHaveAttribute('data-soon', '');
        await expect(main.locator('.page-lead')).toBeVisible();

        for (const id of exchange.sections) {
          const heading = main.locator(`#${id} h2`);
          await expect(heading, `${exchange.path} #${id} (${lang})`).toHaveCount(1);
          headings[lang].push((await heading.innerText()).trim());
          // A section with substance, not a heading alone.
          const text = (await main.locator(`#${id}`).innerText()).trim();
          expect(text.length, `${exchange.path} #${id} (${lang}) has content`).toBeGreaterThan(150);
        }

        // What to check, the risks (with the reminder to check limits and fees), the NFA notice.
        const risks = main.locator('#risks [role="note"]');
        await expect(risks).toBeVisible();
        await expect(risks).toContainText(lang === 'en' ? 'Check the current leverage limits and fees' : 'Prüfe vor dem Traden die aktuellen Hebel-Limits und Gebühren');
        await expect(main.locator('[data-nfa]')).toBeVisible();
        const prefix = lang === 'de' ? '/de' : '';
        await expect(main.locator(`#nfa a[href="${prefix}/nfa"]`)).toBeVisible();

        // The facts carry their as-of date.
        await expect(main.locator('#at-a-glance caption')).toContainText(AS_OF[lang]);

        // Buttons: back to the comparison and a next step.
        const buttons = main.locator('#next-steps a');
        expect(await buttons.count()).toBeGreaterThanOrEqual(2);
        await expect(main.locator(`#next-steps a[href="${prefix}/exchange-compare"]`)).toBeVisible();
      }
      expect(headings.de).toHaveLength(headings.en.length);
      expect(headings.en.length).toBeGreaterThanOrEqual(5);
      // The German page is written in German, not the English text again.
      expect(headings.de.filter((heading, index) => heading !== headings.en[index]).length).toBeGreaterThanOrEqual(headings.en.length - 2);
    });
  }

  test('the table of contents scrolls to its section', async ({ page }) => {
    const main = await open(page, '/exchange/binance');
    await main.locator('#on-this-page').getByRole('link', { name: 'fees and VIP tiers' }).click();
    await expect(page).toHaveURL(/\/exchange\/binance#fees$/);
    await expect(main.locator('#fees h2')).toBeInViewport();
  });

  test('the Binance quick start has 5 steps', async ({ page }) => {
    const main = await open(page, '/exchange/binance');
    await expect(main.locator('#quick-start li')).toHaveCount(5);
  });
});

test.describe('affiliate links', () => {
  for (const path of ['/exchange-compare', '/exchange/bingx', '/exchange/mexc']) {
    test(`${path}: partner links are sponsored and open in a new tab`, async ({ page }) => {
      const main = await open(page, path);
      const links = main.locator('a[data-affiliate]');
      expect(await links.count()).toBeGreaterThanOrEqual(1);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('data-affiliate', 'bingx');
        await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\/bingx\.com\//);
      }
      // No other outbound link on the page skips the new-tab protection.
      for (const link of await main.locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
      }
    });
  }
});

test('the menu still shows Binance, Kraken and MEXC as coming soon while their pages exist', async ({ page }) => {
  await open(page, '/exchange-compare');
  await page.locator('.desktop-nav [data-menu-group="exchanges"]').hover();
  for (const name of ['Binance', 'Kraken', 'MEXC']) {
    const item = page.locator('.desktop-nav [data-soon]').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(item).toContainText('coming soon');
    expect(await item.evaluate((element) => element.closest('a'))).toBeNull();
  }
  await expect(page.locator('.desktop-nav a[href="/exchange/bingx"]')).toBeVisible();

  // The pages themselves are live, not the coming-soon template.
  for (const path of ['/exchange/binance', '/exchange/kraken', '/exchange/mexc']) {
    const main = await open(page, path);
    await expect(main).not.toHaveAttribute('data-soon', '');
  }
});
