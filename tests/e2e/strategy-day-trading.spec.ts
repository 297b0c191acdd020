import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/day-trading: the position sizer (expected numbers are its spec examples, computed independently in
 * scripts/reference/day_trading.py).
 */

const PATH = '/strategies/day-trading';
const ID = 'strategy-day-trading';

test.describe('Day-trading strategy page', () => {
  test('position sizer: the worked example, a cap too low for a tight stop, and a stop on the wrong side (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const sizer = calculator(page, 'day-position-size');
    await expectValue(sizer, 'units', 8, 9);
    await expectValue(sizer, 'notional', 20_000, 9);
    await expectValue(sizer, 'requiredLeverage', 2, 9);
    await expectValue(sizer, 'margin', 2000, 9);
    await expectValue(sizer, 'maxUnits', 40, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');

    await fill(sizer, 'Entry price', '60000');
    await fill(sizer, 'Stop price', '59940');
    await fill(sizer, 'Leverage cap', '5');
    await expectValue(sizer, 'notional', 100_000, 6);
    await expectValue(sizer, 'requiredLeverage', 10, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'danger');
    await expect(statusOf(sizer)).toContainText('Your leverage is too low. At least 10x required – or adjust size/stop.');

    await choose(sizer, 'Short');
    await expect(sizer.locator('[role="alert"]')).toHaveText('Stop must be beyond entry in the chosen direction.');
    await expect(sizer.locator('output[name="units"]')).toHaveAttribute('data-value', '');
  });

  test('German page: formatted results and the sizer’s message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const sizer = calculator(page, 'day-position-size');
    await expect(sizer.locator('output[name="notional"]')).toContainText('20.000,00');
    await fill(sizer, 'Hebel-Obergrenze', '1,5');
    await expect(statusOf(sizer)).toContainText('Dein Hebel ist zu niedrig. Mindestens 2x erforderlich – oder Größe/Stop anpassen.');
  });
});
