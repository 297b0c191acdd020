import { violations } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';

/**
 * The home page's hero carousel in the browser: the buttons, the keyboard and a slide's link, autoplay that
 * pauses on hover and never starts with reduced motion (timers driven by the page clock); the glossary's
 * anchors, letter links, related-term links and filter box, and its terms loaded after a client-side
 * navigation; the FAQ's question opened by the URL hash; the term popover by keyboard (Enter opens, Escape
 * closes and returns focus) and by tap on a 390 px screen, scanned by axe while open in both languages. The accordion is
 * used with mouse and keyboard in tests/e2e/learn-guides.spec.ts (the page that has one); the blocks'
 * markup is checked in jsdom (src/blocks/*.test.tsx).
 */

/** The slide assistive tech can see, e.g. 'Slide 2 of 4'. */
const activeSlideLabel = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');

async function openHome(page: Page): Promise<Locator> {
  await page.goto('/');
  await expect(page.locator('main[data-page] h1')).toHaveCount(1);
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  await expect(carousel).toBeVisible();
  return carousel;
}

test.describe('hero carousel', () => {
  test('with reduced motion it never autoplays; it moves with the next/prev buttons and the keyboard, and a slide’s link leads to its page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await openHome(page);
    await page.mouse.move(1, 1);
    await page.clock.runFor(30000);
    expect(await activeSlideLabel(carousel)).toMatch(/^Slide 1 of/);
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);

    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(slides.locator('visible=true')).toHaveCount(1);
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 1 of ${count}`);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 2 of ${count}`);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 1 of ${count}`);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide ${count} of ${count}`);

    // Keyboard only: focus the next button, press Enter, then the arrow keys.
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeSlideLabel(carousel)).toBe(`Slide 1 of ${count}`);

    // Each slide's link works: the second slide's call to action leads to its page.
    await carousel.getByRole('button', { name: /^Show slide 2:/ }).click();
    const link = carousel.locator('[aria-roledescription="slide"]:not([hidden]) a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('autoplays, pauses on hover and resumes when the pointer leaves', async ({ page }) => {
    await page.clock.install();
    const carousel = await openHome(page);
    await page.mouse.move(1, 1);
    // The slide timer starts in an effect after hydration, which a busy machine may run a little late:
    // move the clock on in half-second steps until the first change.
    await page.clock.runFor(5000);
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return activeSlideLabel(carousel);
      })
      .toMatch(/^Slide 2 of/);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

    await carousel.locator('[aria-roledescription="slide"]:not([hidden]) h2').hover();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20000);
    expect(await activeSlideLabel(carousel)).toMatch(/^Slide 2 of/);

    await page.mouse.move(1, 1);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6500);
    await expect.poll(() => activeSlideLabel(carousel)).toMatch(/^Slide 3 of/);
  });
});

test.describe('glossary', () => {
  /** True when the element's top edge is in the window and below the sticky header. */
  const landedAt = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const { top } = element.getBoundingClientRect();
      return top >= header - 1 && top < window.innerHeight;
    });

  test('an entry’s anchor lands below the sticky header; letter links and related-term links scroll; the filter box hides and restores entries', async ({ page }) => {
    await page.goto('/de/glossary#liquidation-price');
    await expect(page.locator('dt[id="liquidation-price"]')).toHaveText('Liquidationspreis');
    await expect.poll(() => landedAt(page, 'dt[id="liquidation-price"]')).toBe(true);

    await page.locator('nav a[data-letter="M"]').click();
    await expect(page).toHaveURL(/#glossary-letter-m$/);
    await expect.poll(() => landedAt(page, '#glossary-letter-m')).toBe(true);

    const filter = page.getByLabel('Begriffe filtern');
    await filter.fill('markpreis');
    await expect(page.locator('dt[id="mark-price"]')).toBeVisible();
    await expect(page.locator('dt[id="funding-rate"]')).toBeHidden();
    await expect(page.locator('nav a[data-letter="Z"]')).toHaveCount(0);
    // A related term hidden by the filter: following its link shows every entry again and lands on it.
    await page.locator('dt[id="mark-price"] + dd a[data-related="index-price"]').click();
    await expect(filter).toHaveValue('');
    await expect(page.locator('dt[id="funding-rate"]')).toBeVisible();
    await expect(page).toHaveURL(/#index-price$/);
    await expect.poll(() => landedAt(page, 'dt[id="index-price"]')).toBe(true);
  });

  test('reached by a client-side navigation from the menu, it loads its terms in the browser', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(page.locator('dt[data-term]').first()).toBeVisible();
    expect(await page.locator('dt[data-term]').count()).toBeGreaterThanOrEqual(150);
  });
});

test.describe('FAQ', () => {
  test('the question the URL hash names is open and in view; a hash change opens another', async ({ page }) => {
    await page.goto('/de/faq#what-is-funding');
    const funding = page.locator('details[data-faq][id="what-is-funding"]');
    await expect(funding).toHaveAttribute('open', '');
    await expect(funding.locator('summary')).toBeInViewport();
    await expect(page.locator('details[data-faq][open]')).toHaveCount(1);

    await page.evaluate(() => {
      window.location.hash = '#what-is-liquidation';
    });
    const liquidation = page.locator('details[data-faq][id="what-is-liquidation"]');
    await expect(liquidation).toHaveAttribute('open', '');
    await expect(liquidation.locator('summary')).toBeInViewport();
  });
});

test.describe('term popover', () => {
  test('by keyboard: Enter opens the definition with focus inside, axe passes while it is open, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/learn/liquidation-risk');
    const reference = page.locator('main a[data-term-ref]').first();
    const termId = await reference.getAttribute('data-term-ref');
    await reference.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog');
    await expect(popover).toBeVisible();
    await expect(popover).toBeFocused();
    await expect(reference).toHaveAttribute('aria-expanded', 'true');
    await expect(popover.getByRole('link', { name: 'More in the glossary' })).toHaveAttribute('href', `/glossary#${termId}`);
    await expect(page).toHaveURL(/\/learn\/liquidation-risk$/);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(reference).toBeFocused();
    await expect(reference).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('on a 390 px touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a tap opens the definition inside the screen, axe passes in German while it is open, a tap elsewhere closes it', async ({ page }) => {
      await page.goto('/de/strategies/grid');
      const references = page.locator('main a[data-term-ref]');
      // The reference furthest right on its line: its popover must move left to fit.
      const boxes = await references.evaluateAll((links) => links.slice(0, 12).map((link) => link.getBoundingClientRect().right));
      const reference = references.nth(boxes.indexOf(Math.max(...boxes)));
      await reference.scrollIntoViewIfNeeded();
      await reference.tap();
      const popover = page.getByRole('dialog');
      await expect(popover).toBeVisible();
      await expect(popover.getByRole('link', { name: 'Mehr im Glossar' })).toBeVisible();
      const box = await popover.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await violations(page)).toEqual([]);

      await page.locator('main h1').tap();
      await expect(popover).toHaveCount(0);
    });
  });
});
