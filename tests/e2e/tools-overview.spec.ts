import { expect, test } from './fixtures';
import { calculator, fill } from './calculatorPage';

/**
 * /tools in the browser: a card's link opens its calculator without a page load, and the calculator answers
 * at once. The cards themselves (nine tools, order, badges, one line of purpose, links) are checked from the
 * specs in src/blocks/contentPages.test.tsx; every tool route renders in both languages in the accessibility
 * scan, and every calculator renders its form in the calculator contract tests.
 */

test('a card opens its calculator in the same page, and the calculator answers', async ({ page }) => {
  await page.goto('/tools');
  await page.evaluate(() => ((window as Window & { beforeCardClick?: boolean }).beforeCardClick = true));
  await page.locator('main[data-page="tools"] li.card a[href="/tools/size-pro"]').click();
  await expect(page).toHaveURL(/\/tools\/size-pro$/);
  const form = calculator(page, 'size-pro');
  const units = form.locator('output[name="units"]');
  const before = await units.getAttribute('data-value');
  await fill(form, 'Stop price', '90');
  await expect(units).not.toHaveAttribute('data-value', before ?? '');
  await expect(page.locator('main[data-page] [data-nfa]')).toBeVisible();
  // The same document: the client-side router changed the page, nothing was reloaded.
  expect(await page.evaluate(() => (window as Window & { beforeCardClick?: boolean }).beforeCardClick)).toBe(true);
});
