import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/scalping: the profit calculator, the spread and slippage analyzer and the execution timer,
 * driven like a user (inputs by label, results through `<output name data-value>`, role=alert, data-status).
 * Expected numbers are the calculators' spec examples, computed independently in scripts/reference/scalping.py.
 */

const PATH = '/strategies/scalping';
const ID = 'strategy-scalping';

test.describe('Scalping strategy page', () => {
  test('profit, costs and delay: worked examples, maker/taker and tick changes, statuses and a message (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');

    const profit = calculator(page, 'scalp-profit');
    await expectValue(profit, 'grossWin', 50, 9);
    await expectValue(profit, 'feesPerTrade', 12, 9);
    await expectValue(profit, 'netWin', 33, 9);
    await expectValue(profit, 'netLoss', 57, 9);
    await expectValue(profit, 'expectancyPerTrade', 1.5, 9);
    await expectValue(profit, 'breakEvenWinRate', 0.6333333333333333, 12);
    await expectValue(profit, 'dailyExpectancy', 30, 9);
    await expect(statusOf(profit)).toHaveAttribute('data-status', 'ok');
    // A market order on the way out: the same win rate loses money.
    await choose(profit.getByRole('group', { name: 'Exit as', exact: true }), 'Taker');
    await expectValue(profit, 'feesPerTrade', 21, 9);
    await expectValue(profit, 'expectancyPerTrade', -7.5, 9);
    await expect(statusOf(profit)).toHaveAttribute('data-status', 'warn');
    // Exchange ticks of 0.1: the target cannot pay the fees.
    await fill(profit, 'Tick size', '0.1');
    await expectValue(profit, 'grossWin', 0.5, 9);
    await expect(statusOf(profit)).toHaveAttribute('data-status', 'danger');
    await fill(profit, 'Win rate', '120');
    await expect(profit.getByRole('alert')).toHaveText('Enter the win rate in percent, from 0 to 100.');
    await expect(profit.locator('output[name="netWin"]')).toHaveAttribute('data-value', '');

    const costs = calculator(page, 'scalp-costs');
    await expectValue(costs, 'roundTripCost', 40, 9);
    await expectValue(costs, 'roundTripBps', 13.333333333333332, 9);
    await expectValue(costs, 'targetShare', 0.8, 12);
    await expectValue(costs, 'breakEvenTicks', 8, 9);
    await expect(statusOf(costs)).toHaveAttribute('data-status', 'warn');
    await choose(costs.getByRole('group', { name: 'Entry as', exact: true }), 'Maker');
    await choose(costs.getByRole('group', { name: 'Exit as', exact: true }), 'Maker');
    await fill(costs, 'Slippage per round trip', '0');
    await expectValue(costs, 'roundTripCost', 12, 9);
    await expectValue(costs, 'targetShare', 0.24, 12);
    await expect(statusOf(costs)).toHaveAttribute('data-status', 'ok');

    const delay = calculator(page, 'execution-delay');
    await expectValue(delay, 'adverseMove', 3.0618621784789726, 9);
    await expectValue(delay, 'targetShare', 0.030618621784789725, 12);
    await fill(delay, 'Delay', '2000');
    await expectValue(delay, 'adverseMove', 8.660254037844386, 9);
    await expect(delay).toContainText('random walk');
  });

  test('German page: formatted results, a decimal comma and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const profit = calculator(page, 'scalp-profit');
    await expect(profit.locator('output[name="breakEvenWinRate"]')).toContainText('63,33');
    await fill(profit, 'Menge', '0,25');
    await expectValue(profit, 'grossWin', 25, 9);
    const costs = calculator(page, 'scalp-costs');
    await fill(costs, 'Briefkurs (Ask)', '59990');
    await expect(costs.getByRole('alert')).toHaveText('Der Briefkurs kann nicht unter dem Geldkurs liegen.');
  });
});
