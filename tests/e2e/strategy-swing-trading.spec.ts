import { expect, test, type Page } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/swing-trading in English and German: the swing-trade profit calculator answers and shows a rule's
 * message, the pattern scanner, risk dashboard and performance tracker run under the module contract
 * (./strategySmoke.ts). On the same page: the phases carousel by buttons and keyboard, the scanner's timeframe in
 * the URL, a trades file read in the tracker's worker, a decimal comma typed into the risk dashboard. The
 * calculator's figures are its spec examples, its texts src/blocks/calculator/strategyCalculatorTexts.test.tsx; the
 * scanner's counts src/extensions/lab/pattern-scanner/scan.test.ts and PatternScanner.test.tsx, the dashboard's and
 * the tracker's figures and messages src/extensions/modules/swing-risk/SwingRisk.test.tsx and
 * src/extensions/modules/swing-tracker/SwingTracker.test.tsx.
 */

/** The phases carousel: named buttons, arrow keys, Home/End, one visible slide. */
async function carouselByKeyboard(page: Page): Promise<void> {
  const carousel = page.locator('#phases [aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('aria-labelledby', /.+/);
  const visibleSlide = carousel.locator('[aria-roledescription="slide"]:not([hidden])');
  await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 1 of 4: Setup');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 2 of 4: Entry');
  await carousel.getByRole('button', { name: 'Entry', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 3 of 4: Management');
  await expect(carousel.getByRole('button', { name: 'Management', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 4 of 4: Exit and review');
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Home');
  await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 1 of 4: Setup');
  await expect(visibleSlide).toContainText('find a market that is worth trading');
}

test('/strategies/swing-trading in English and German: the calculator and the three tools answer; carousel keyboard, the scanner’s URL, a trades file, a decimal comma', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/swing-trading', {
    en: async () => {
      await carouselByKeyboard(page);

      const scanner = page.locator('section[data-tool="pattern-scanner"]');
      const matches = scanner.locator('output[name="matches"]');
      const before = await matches.getAttribute('data-value');
      await scanner.locator('select[name="timeframe"]').selectOption('1d');
      await expect(page).toHaveURL(/pattern-scanner\.timeframe=1d/);
      await expect(matches).not.toHaveAttribute('data-value', before ?? '');

      // Performance Pro's sample CSV is read in Performance Pro's import worker: its 150 rows join the 5 typed trades.
      const tracker = page.locator('section[data-tool="swing-tracker"]');
      await tracker.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/trades.csv');
      await expect(tracker.locator('output[name="trades"]')).toHaveAttribute('data-value', '155');
    },
    de: async () => {
      const carousel = page.locator('#phases [aria-roledescription="carousel"]');
      await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
      await expect(carousel.locator('[aria-roledescription="slide"]:not([hidden])')).toHaveAttribute('aria-label', 'Folie 2 von 4: Einstieg');

      // A decimal comma typed into the dashboard's table reaches its risk: 0,1 BTC from 60,000 to 57,000 risks 300 USDT.
      const risk = page.locator('section[data-tool="swing-risk"]');
      await expect(risk.locator('input[name="size.0"]')).toHaveValue('0,03');
      await risk.locator('input[name="size.0"]').fill('0,1');
      await expect(risk.locator('output[name="risk.0"]')).toHaveAttribute('data-value', '300');
    },
  });
});
