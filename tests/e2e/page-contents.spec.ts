import { violations } from './axe';
import { expect, test, type Page } from './fixtures';

/**
 * "On this page" on a long page, what only a browser shows: on a phone the contents bar sticks under the header,
 * its sheet opens with the section being read marked, passes axe while open, closes with Escape and gives focus
 * back; on a laptop the list is a side column that stays in view while the page scrolls and follows the reading;
 * "back to top" returns to the top on both. Which sections a page lists is a unit test (src/engine/pageSections.test.ts).
 */

/** The id of the section whose top has passed the reading line (30 % of the window), as a reader would judge it. */
function sectionBeingRead(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('nav[data-toc] .toc-list a')].map((link) => link.getAttribute('href')?.slice(1) ?? '');
    let current = ids[0] ?? '';
    for (const id of ids) if ((document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= window.innerHeight * 0.3) current = id;
    return current;
  });
}

const scrollDown = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test('390×844: the contents bar sticks under the header; its sheet marks the section being read, passes axe, closes with Escape; back to top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/strategies/hedging');
  const nav = page.locator('nav[data-toc]');
  const toggle = nav.getByRole('button', { name: /Inhalt/ });
  await scrollDown(page, 9000);
  const headerBottom = await page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(() => toggle.evaluate((button) => Math.round(button.getBoundingClientRect().top))).toBeGreaterThanOrEqual(Math.floor(headerBottom));
  await expect(toggle).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const current = nav.locator('.toc-list a[aria-current="location"]');
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('href', `#${await sectionBeingRead(page)}`);
  await expect(current).toBeFocused();
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('.toc-list')).toBeHidden();
  await expect(toggle).toBeFocused();

  await nav.locator('a[data-back-to-top]').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('1366×768: the list is a side column that stays in view and follows the reading; a link scrolls to its section; back to top', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/strategies/grid');
  const nav = page.locator('nav[data-toc]');
  const body = page.locator('main .page-body');
  await expect(nav.getByRole('button')).toBeHidden();
  const [navBox, bodyBox] = [await nav.boundingBox(), await body.boundingBox()];
  expect(navBox && bodyBox && navBox.x >= bodyBox.x + bodyBox.width).toBe(true);

  for (const y of [4000, 9000]) {
    await scrollDown(page, y);
    await expect(nav.getByRole('heading', { name: 'On this page' })).toBeInViewport();
    await expect.poll(async () => nav.locator('[aria-current="location"]').getAttribute('href')).toBe(`#${await sectionBeingRead(page)}`);
  }

  await nav.getByRole('link', { name: 'Counting bounces' }).click();
  await expect(page).toHaveURL(/\/strategies\/grid#bounce$/);
  await expect(page.locator('#bounce h2')).toBeInViewport();
  await expect(nav.locator('[aria-current="location"]')).toHaveAttribute('href', '#bounce');

  await nav.locator('a[data-back-to-top]').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main#main')).toBeFocused();
});
