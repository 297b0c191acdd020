import { expect, test, waitForHydration, type Locator, type Page } from './fixtures';

async function ready(page: Page): Promise<void> {
  await expect(page.locator('main[data-page] h1')).toBeVisible();
}

test.describe('language switch', () => {
  test('changes every text at once, sets <html lang> and persists on reload', async ({ page, context }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The visible code is part of each button's name (label in name), followed by the language's own name.
    const english = page.getByRole('button', { name: 'EN English', exact: true });
    const deutsch = page.getByRole('button', { name: 'DE Deutsch', exact: true });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(deutsch).toHaveAttribute('aria-pressed', 'false');
    const h1En = await page.locator('main h1').innerText();

    await deutsch.click();
    await page.waitForURL(/\/de\/?$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(deutsch).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    // Shell strings, site.yaml texts and the page's spec texts all switch.
    await expect(page.locator('[data-menu-group="learn"]').first()).toHaveText('Lernen');
    await expect(page.locator('main h1')).not.toHaveText(h1En);

    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('de');

    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('removes a lng query parameter so the choice survives a reload', async ({ page }) => {
    await page.goto('/tools?lng=de&keep=1');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/tools\?keep=1$/);
    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** The panel a menu button controls. */
  const panelOf = async (page: Page, button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

  test('by mouse: the sticky header without a badge by the logo, no page widening, hover opens, the click that follows keeps it open, every item a link', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.locator('header .brand')).toContainText('FuturesLab');
    await expect(page.locator('.header-bar > [data-soon], header .brand [data-soon]')).toHaveCount(0);
    await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky');
    // Closed dropdown panels do not widen the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const button = page.locator('.desktop-nav [data-menu-group="tools"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, button);
    await expect(panel).toHaveAttribute('data-menu-panel', '');
    // The order analyzer is featured and first in Tools.
    const firstLink = panel.getByRole('link').first();
    await expect(firstLink).toBeVisible();
    await expect(firstLink).toHaveAttribute('data-featured', '');
    await expect(firstLink).toHaveAttribute('href', '/tools/bingx-order-analyzer');

    // The natural click after hovering keeps the menu open, also once the pointer has left it.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Longer than a hover-opened menu survives the pointer leaving it (250 ms).
    await page.mouse.move(5, 700);
    await page.waitForTimeout(400);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // A click elsewhere closes it; a second click on the button too.
    await page.mouse.click(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A menu only hovered closes when the pointer leaves. Every page in it exists, so no item is disabled (a disabled item's markup: MenuItemLink.test.tsx).
    const more = page.locator('.desktop-nav [data-menu-group="more"]');
    await more.hover();
    await expect(page.locator('.desktop-nav a[href="/faq"]')).toBeVisible();
    await expect(page.locator('.desktop-nav [data-soon]')).toHaveCount(0);
    await page.mouse.move(5, 700);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('by keyboard: focus opens nothing, Enter and Space toggle, Escape returns focus to the button, Tab past the last link closes', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const learn = page.locator('.desktop-nav [data-menu-group="learn"]');
    const exchanges = page.locator('.desktop-nav [data-menu-group="exchanges"]');
    await learn.focus();
    await page.keyboard.press('Tab');
    await expect(exchanges).toBeFocused();
    await expect(page.locator('.desktop-nav [aria-expanded="true"]')).toHaveCount(0);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/learn');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(learn).toBeFocused();

    await page.keyboard.press('Space');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const links = await (await panelOf(page, learn)).getByRole('link').count();
    for (let step = 0; step < links; step++) await page.keyboard.press('Tab');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(exchanges).toBeFocused();
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(exchanges).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header fits 320 px; toggle, groups expand independently, closes on language switch and navigation', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await ready(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.desktop-nav')).toBeHidden();
    const toggle = page.locator('button.menu-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();

    const learn = menu.locator('[data-menu-group="learn"]');
    const tools = menu.locator('[data-menu-group="tools"]');
    await learn.click();
    await tools.click();
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Liquidation risk/ })).toBeVisible();
    await learn.click();
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Liquidation risk/ })).toBeHidden();

    // The switch loads the German page: the menu is closed there, and it answers once that page has hydrated.
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/?$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.locator('[data-menu-group="tools"]').click();
    await menu.getByRole('link', { name: 'Alle Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('info banner', () => {
  test('dismissal persists across reloads and reaches a second tab at once', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/tools');
    await ready(first);
    await ready(second);
    const banner = (page: Page) => page.locator('[data-banner="footer-info"]');
    await expect(banner(first)).toBeVisible();
    await expect(banner(second)).toBeVisible();
    await expect(banner(first).getByRole('link')).toHaveAttribute('href', '/privacy');

    await banner(first).getByRole('button').click();
    await expect(banner(first)).toHaveCount(0);
    await expect(banner(second)).toHaveCount(0);
    expect(await first.evaluate(() => localStorage.getItem('footer-info-dismissed'))).toBe('true');

    await first.reload();
    await ready(first);
    await expect(banner(first)).toHaveCount(0);
  });
});

test.describe('footer and scrolling', () => {
  test('the skip link; the footer with its sections (no disabled item), social link, newsletter form, languages and legal line; a navigation from it scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const footer = page.locator('footer.site-footer');
    await expect(footer.locator('[data-footer-section]')).toHaveCount(5);
    await expect(footer.locator('[data-soon]')).toHaveCount(0);
    await expect(footer.locator('a[href="/faq"]')).toHaveCount(1);
    const social = footer.locator('a[data-social]').first();
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(footer.locator('form')).toHaveCount(1);
    await expect(footer.locator('[data-upcoming-languages]')).toContainText('Italian');
    await expect(footer.locator('.footer-legal')).toContainText(String(new Date().getFullYear()));
    await expect(footer.locator('.footer-legal')).toContainText('FuturesLab');
    await expect(footer.locator('.footer-legal')).not.toContainText('{{');

    const link = page.locator('footer [data-footer-section="learn"] a[href="/learn"]');
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/learn$/);
    await ready(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  });

  test('a URL hash scrolls to its block once the lazy page has rendered', async ({ page }) => {
    // Pick the last anchored block of a long page, so that reaching it needs a scroll.
    let target: { path: string; id: string } | undefined;
    for (const path of ['/learn/liquidation-risk', '/', '/tools/liquidation', '/privacy']) {
      await page.goto(path);
      await ready(page);
      const ids = await page.locator('main [data-block][id]').evaluateAll((elements) =>
        elements.filter((element) => element.getBoundingClientRect().top > window.innerHeight).map((element) => element.id),
      );
      const id = ids.at(-1);
      if (id) {
        target = { path, id };
        break;
      }
    }
    expect(target, 'a page with an anchored block below the fold').toBeDefined();
    if (!target) return;

    await page.goto('/about');
    await ready(page);
    await page.goto(`${target.path}#${target.id}`);
    const element = page.locator(`[id="${target.id}"]`);
    await expect(element).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
