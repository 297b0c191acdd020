import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { LANGS, REDIRECTS, ROUTES } from './routeTable';

const DIST = 'dist';

/** Collects console errors and warnings and uncaught page errors from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits for the page's `<main data-page>`; returns its id. */
async function expectPage(page: Page): Promise<string> {
  const main = page.locator('main[data-page]');
  await expect(main.locator('h1')).toBeVisible();
  await expect(main).toHaveCount(1);
  return (await main.getAttribute('data-page')) ?? '';
}

/** The URL of every prerendered page in dist/ (the router's routes as the build rendered them), without the not-found and redirect pages. */
function prerenderedUrls(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : prerenderedUrls(file);
    if (name !== 'index.html' || readFileSync(file, 'utf8').includes('http-equiv="refresh"')) return [];
    const url = `/${relative(DIST, dir).split(sep).join('/')}`;
    return [url === '/de' ? '/de/' : url];
  });
}

// Each route of the table renders in both languages, without a console error or warning, in the accessibility
// scan (tests/e2e/accessibility.spec.ts), which loads every route anyway. The table is read from the page specs;
// here, without a browser, the build must have rendered exactly that table through the router, in both
// languages, and answer exactly its old paths with redirects. The not-found page, which no route reaches, is
// checked below.
test('the page specs deliver exactly the route table, no route more or less', () => {
  expect(ROUTES.length).toBeGreaterThan(40);
  const expected = ROUTES.flatMap((route) => LANGS.map((lang) => route.urls[lang]));
  expect(prerenderedUrls().sort()).toEqual(expected.sort());
  expect(JSON.parse(readFileSync(join(DIST, 'redirects.json'), 'utf8'))).toEqual(REDIRECTS);
  expect(REDIRECTS).toMatchObject({ '/strategies/trend-follow': '/strategies/trend-following' });
});

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
  expect(await expectPage(page)).not.toBe('not-found');

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
