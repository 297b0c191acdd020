import { resolve } from 'node:path';
import { expect, test } from './warmContext';
import { loadSpecs } from '../../src/engine/build/loadSpecs';

/**
 * /strategies/overview: the catalogue generated from the strategy pages, searched and filtered like a
 * user would, with the filters in the URL.
 */

const PATH = '/strategies/overview';

/** The strategy pages still marked `status: soon` in specs/strategies/. */
const inProgress = loadSpecs(resolve(import.meta.dirname, '../..'))
  .files.map((file) => file.data as { kind?: string; status?: string; path?: string } | null)
  .filter((data) => data?.kind === 'strategy' && data.status === 'soon')
  .map((data) => String(data?.path));

test('lists every strategy with its badge; search, category, level and tags filter; the view is in the URL', async ({ page }) => {
  await page.goto(PATH);
  const catalogue = page.locator('[data-catalogue]');
  const items = catalogue.locator('li[data-strategy]');
  const count = catalogue.locator('[data-result-count]');
  await expect(items).toHaveCount(17);
  await expect(count).toHaveText('17 strategies');
  await expect(count).toHaveAttribute('aria-live', 'polite');
  // Exactly the pages still in progress carry the badge; a written one does not.
  await expect(catalogue.locator('[data-soon]')).toHaveCount(inProgress.length);
  for (const path of inProgress) await expect(catalogue.locator(`li[data-strategy="${path}"] [data-soon]`)).toHaveText('In progress');
  await expect(catalogue.locator('li[data-strategy="/strategies/grid"] [data-soon]')).toHaveCount(0);

  // Search: case- and accent-insensitive, in labels, descriptions and tags.
  const search = catalogue.getByLabel('Search');
  await expect(search).toHaveAttribute('placeholder', 'Strategy or term…');
  await search.fill('KELLY');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-strategy', '/strategies/kelly');
  await expect(count).toHaveText('1 strategy');
  await expect(page).toHaveURL(/\?q=KELLY$/);

  // Filters combine; tag chips are toggle buttons and all chosen tags must match.
  await search.fill('');
  await catalogue.getByLabel('Category').selectOption('risk-management');
  await catalogue.getByLabel('Level').selectOption('beginner');
  const filtered = await items.count();
  expect(filtered).toBeGreaterThan(0);
  const tag = catalogue.locator('button[data-tag="position-sizing"]');
  await tag.click();
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=risk-management&level=beginner&tag=position-sizing/);

  // A shared link opens the same view.
  const url = page.url();
  await page.goto(url);
  await expect(catalogue.getByLabel('Category')).toHaveValue('risk-management');
  await expect(catalogue.locator('button[data-tag="position-sizing"]')).toHaveAttribute('aria-pressed', 'true');

  // Nothing matches: the empty state, and reset brings every strategy back.
  await search.fill('zzzz');
  await expect(catalogue.locator('[data-empty]')).toContainText('No results. Adjust search or filters.');
  await expect(count).toHaveText('0 strategies');
  await catalogue.getByRole('button', { name: 'Reset filters' }).click();
  await expect(items).toHaveCount(17);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
});

test('[de] German labels, accent-insensitive search and German tag labels', async ({ page }) => {
  await page.goto(`/de${PATH}`);
  const catalogue = page.locator('[data-catalogue]');
  const search = catalogue.getByLabel('Suche');
  await expect(search).toHaveAttribute('placeholder', 'Strategie oder Begriff…');
  await search.fill('positionsgrosse');
  await expect(catalogue.locator('li[data-strategy]').first()).toBeVisible();
  await expect(catalogue.locator('[data-result-count]')).toHaveText(/^\d+ Strategien?$/);
  await search.fill('zzzz');
  await expect(catalogue.locator('[data-empty]')).toContainText('Keine Treffer. Passe Suche oder Filter an.');
  // Links stay German.
  await search.fill('');
  await expect(catalogue.locator('li[data-strategy="/strategies/grid"] a')).toHaveAttribute('href', '/de/strategies/grid');
});

test('390×844 [de]: the filters fold into one "Filter" button that shows how many are chosen; the first result stays on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/de${PATH}?level=beginner`);
  const catalogue = page.locator('[data-catalogue]');
  const toggle = catalogue.getByRole('button', { name: /^Filter/ });
  const first = catalogue.locator('li[data-strategy]').first();
  await expect(catalogue.getByLabel('Kategorie')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Filter 1 gewählt');
  await expect(first).toBeInViewport();
  expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(844 - 120);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await catalogue.locator('button[data-tag="position-sizing"]').click();
  await expect(toggle).toHaveAccessibleName('Filter 2 gewählt');
  await expect(catalogue.getByLabel('Level')).toHaveValue('beginner');
  await toggle.click();
  await expect(catalogue.getByLabel('Kategorie')).toBeHidden();
  await expect(first).toBeInViewport();
});
