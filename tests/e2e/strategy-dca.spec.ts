import { expect, test } from './fixtures';
import { calculator, expectValue, fill, gotoPage, openStrategyPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/dca: the planner and the average-cost calculator (expected numbers are their spec examples,
 * computed independently in scripts/reference/dca.py) and the DCA-against-lump-sum tool on the lab's data
 * (`section[data-tool=dca]`, outputs `dca.<key>` / `lumpSum.<key>`).
 */

const PATH = '/strategies/dca';
const ID = 'strategy-dca';

test.describe('DCA strategy page', () => {
  test('planner and average cost: the worked examples, a typed change, the status and a message (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const plan = calculator(page, 'dca-plan');
    await expectValue(plan, 'buys', 53, 9);
    await expectValue(plan, 'invested', 5300, 9);
    await expectValue(plan, 'fees', 5.3, 9);
    await expectValue(plan, 'perMonth', 434.82142857142856, 9);
    await fill(plan, 'Days between buys', '14');
    await expectValue(plan, 'buys', 27, 9);
    await fill(plan, 'Fee per buy', '1.5');
    await expect(statusOf(plan)).toHaveAttribute('data-status', 'warn');

    const average = calculator(page, 'dca-average-cost');
    await expectValue(average, 'units', 0.011988, 12);
    await expectValue(average, 'averageCost', 41708.37504170837, 6);
    await expectValue(average, 'costVsPrice', -0.05208238541571886, 12);
    await expectValue(average, 'totalReturn', 0.1988, 9);
    await expectValue(average, 'lumpSumReturn', -0.1675, 9);
    await expect(statusOf(average)).toHaveAttribute('data-status', 'ok');
    await fill(average, 'Prices at your buys', '60000; 0; 50000');
    await expect(average.locator('[role="alert"]')).toHaveText('Every price must be greater than 0.');
    await expect(average.locator('output[name="averageCost"]')).toHaveAttribute('data-value', '');
  });

  test('DCA against a lump sum on the daily sample, a changed interval, and the visitor’s German CSV', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="dca"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1d');
    // 3,650 daily bars: a buy on day 0 and every 7 days up to day 3,649 → 522 buys of 100 USDT.
    await expectValue(tool, 'dca.buys', 522, 9);
    await expectValue(tool, 'dca.invested', 52_200, 9);
    await expectValue(tool, 'lumpSum.invested', 52_200, 9);
    expect(await value(tool, 'dca.timeUnderWater')).toBeGreaterThanOrEqual(0);
    await tool.getByLabel('Days between buys', { exact: true }).fill('30');
    await expectValue(tool, 'dca.buys', 122, 9);
    await expect(page).toHaveURL(/dca\.intervalDays=30/);

    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('upload');
    await expect(tool.locator('.lab-status')).toContainText('300 bars');
    // Hourly bars over 12.5 days: the 30-day interval leaves one buy, the same as the lump sum.
    await expectValue(tool, 'dca.buys', 1, 9);
    await tool.getByLabel('Days between buys', { exact: true }).fill('1');
    await expectValue(tool, 'dca.buys', 13, 9);
    expect(await value(tool, 'dca.averageCost')).toBeGreaterThan(0);
  });

  test('German page: formatted results and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const plan = calculator(page, 'dca-plan');
    await expect(plan.locator('output[name="invested"]')).toContainText('5.300,00');
    await fill(plan, 'Tage zwischen den Käufen', '3,5');
    await expect(plan.locator('[role="alert"]')).toHaveText('Gib die Tage zwischen den Käufen als ganze Zahl von 1 bis 365 ein.');
    const tool = page.locator('section[data-tool="dca"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('table.lab-compare')).toContainText('Zeit unter Wasser');
  });
});
