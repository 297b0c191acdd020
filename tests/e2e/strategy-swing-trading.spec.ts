import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/swing-trading: the phases carousel (keyboard and buttons) and the swing-trade profit calculator
 * (expected numbers are its spec examples, computed independently in scripts/reference/swing.py).
 */

const PATH = '/strategies/swing-trading';
const ID = 'strategy-swing-trading';

test.describe('Swing trading strategy page', () => {
  test('phases carousel: named buttons, arrow keys, Home/End, one visible slide (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
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
  });

  test('profit calculator: the worked example, a short by quantity, the warning and a message (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const calc = calculator(page, 'swing-profit');
    await expectValue(calc, 'units', 0.03176115610608226, 12);
    await expectValue(calc, 'fundingCost', 2.8585040495474034, 9);
    await expectValue(calc, 'pnlTarget', 185.70747975226297, 9);
    await expectValue(calc, 'pnlStop', -100, 9);
    await expectValue(calc, 'rMultiple', 1.8570747975226296, 9);
    await expectValue(calc, 'breakEven', 60150.07503751876, 6);
    await expect(statusOf(calc)).toHaveAttribute('data-status', 'ok');

    await choose(calc, 'Short');
    await fill(calc, 'Entry price', '3000');
    await fill(calc, 'Stop-loss price', '3150');
    await fill(calc, 'Target price', '2700');
    await choose(calc, 'By quantity');
    await fill(calc, 'Quantity', '2');
    await fill(calc, 'Holding time', '3');
    await expectValue(calc, 'fundingCost', -5.4, 9);
    await expectValue(calc, 'pnlTarget', 599.7, 9);
    await expectValue(calc, 'pnlStop', -300.75, 9);
    await expectValue(calc, 'breakEven', 2999.7001499250373, 6);

    await fill(calc, 'Target price', '2900');
    await fill(calc, 'Holding time', '30');
    await expect(statusOf(calc)).toHaveAttribute('data-status', 'warn');
    await fill(calc, 'Stop-loss price', '2950');
    await expect(calc.locator('[role="alert"]')).toHaveText('For a short, the stop must be above the entry and the target below it.');
    await expect(calc.locator('output[name="pnlTarget"]')).toHaveAttribute('data-value', '');
  });

  test('German page: formatted worked example, carousel labels and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const carousel = page.locator('#phases [aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel.locator('[aria-roledescription="slide"]:not([hidden])')).toHaveAttribute('aria-label', 'Folie 2 von 4: Einstieg');
    const calc = calculator(page, 'swing-profit');
    await expect(calc.locator('output[name="pnlTarget"]')).toContainText('185,71');
    await fill(calc, 'Risiko pro Trade', '0');
    await expect(calc.locator('[role="alert"]')).toHaveText('Gib das Risiko pro Trade in Prozent ein, über 0 und höchstens 100 (1 = 1 %).');
  });
});
