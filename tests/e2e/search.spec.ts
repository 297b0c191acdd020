import { spawnSync } from 'node:child_process';
import { violations } from './axe';
import { expect, test, type Page } from './fixtures';

/**
 * The site search in the browser: what only a browser shows — the dialog opened by the button and the
 * shortcuts, focus kept inside it and returned to the button, the arrow keys and Enter landing on the
 * result's heading, the search page following its URL, a glossary hit opening its term, and axe with the dialog
 * open in both languages.
 * Which pages a query finds is measured against the built index (scripts/search/searchQuality.ts).
 */

const dialog = (page: Page) => page.locator('[role=dialog][data-search]');
const field = (page: Page) => dialog(page).locator('input[type=search][name=q]');
const results = (page: Page) => dialog(page).locator('a[data-result]');

test('the search dialog opens with its button, / and Ctrl+K; focus stays inside and returns to the button; arrows and Enter land on the heading; no axe violation', async ({ page }) => {
  await page.goto('/learn/margin-funding');
  const button = page.locator('header button[name=search]');

  await button.click();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  await expect(field(page)).toBeFocused();
  await field(page).fill('maintenance margin');
  await expect(results(page).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-search]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  // `/` in a field the visitor types into is a character, not the shortcut.
  const input = page.locator('main form[data-calc] input[inputmode=decimal]').first();
  await input.focus();
  await page.keyboard.press('/');
  await expect(dialog(page)).toHaveCount(0);
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill('isolated cross margin');
  await expect(results(page).nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = results(page).nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
  const href = (await chosen.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[a-z-/]+#[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});

test('/de/search?q= shows the results in main after hydration and follows the field in its URL; the dialog passes axe in German', async ({ page }) => {
  await page.goto('/de/search?q=Hebel');
  const main = page.locator('main[data-page]');
  await expect(main.locator('input[type=search][name=q]')).toHaveValue('Hebel');
  await expect(main.locator('a[data-result]').first()).toHaveAttribute('href', /^\/de\/learn\/leverage-position-sizing(#|$)/);
  await main.locator('input[type=search][name=q]').fill('Funding');
  await expect(page).toHaveURL(/\/de\/search\?q=Funding$/);
  await expect(main.locator('a[data-result]').first()).toHaveAttribute('href', /^\/de\//);

  await page.locator('header button[name=search]').click();
  await field(page).fill('Markpreis');
  await expect(results(page).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // A glossary hit opens the term itself, not the letter it is filed under; an FAQ hit its question.
  await expect(dialog(page).locator('a[data-result][href^="/de/glossary"]').first()).toHaveAttribute('href', '/de/glossary#mark-price');
  await field(page).fill('mehr als Margin verlieren');
  await expect(dialog(page).locator('a[data-result][href^="/de/faq"]').first()).toHaveAttribute('href', '/de/faq#can-i-lose-more');
});

test('the built index finds the expected page among the first three results for at least 90 % of the realistic queries in each language', () => {
  test.setTimeout(90_000);
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/search/searchQuality.ts', '--dist', process.env.E2E_DIST ?? 'dist', '--json'], { encoding: 'utf8' });
  expect(run.stdout, run.stderr).not.toBe('');
  const quality = JSON.parse(run.stdout) as { lang: string; found: number; total: number; misses: unknown[] }[];
  expect(quality.map(({ lang }) => lang)).toEqual(['en', 'de']);
  for (const { lang, found, total, misses } of quality) {
    expect(total, lang).toBeGreaterThanOrEqual(40);
    expect(found / total, `${lang}: ${JSON.stringify(misses)}`).toBeGreaterThanOrEqual(0.9);
  }
});
