import { expect, test, type Locator } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/scalping: the profit calculator, the spread and slippage analyzer and the execution timer,
 * driven like a user (inputs by label, results through `<output name data-value>`, role=alert, data-status).
 * Expected numbers are the calculators' spec examples, computed independently in scripts/reference/scalping.py.
 * The EMA-crossover backtest (`section[data-backtest=scalping]`) on the 1-minute sample: the numbers the page
 * text quotes, the costs comparison (`withCosts.<kpi>` / `withoutCosts.<kpi>`) and the costs on/off choice.
 */

const PATH = '/strategies/scalping';
const ID = 'strategy-scalping';

async function kpi(section: Locator, name: string): Promise<number | null> {
  const raw = await section.locator(`output[name="${name}"]`).getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

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

  test('backtest: EMA cross with tick exits on the 1-minute sample, with and without costs, the costs choice and an empty stop', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const section = page.locator('section[data-backtest="scalping"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(section.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1m');
    await expect(section.locator('.lab-status')).toContainText('20,160 bars');
    // The numbers the page text quotes (10,000 USDT, 5 bps fee, 2 bps slippage per fill).
    await expect.poll(() => kpi(section, 'withCosts.trades')).toBe(1087);
    expect(await kpi(section, 'withoutCosts.trades')).toBe(1087);
    expect(Math.round((await kpi(section, 'withCosts.netPnl')) as number)).toBe(-7785);
    const free = (await kpi(section, 'withoutCosts.netPnl')) as number;
    expect(Math.round(free)).toBe(-1654);
    expect(await kpi(section, 'netPnl')).toBe(await kpi(section, 'withCosts.netPnl'));
    const impact = (await kpi(section, 'costImpact.netPnl')) as number;
    expect(impact).toBeCloseTo(((await kpi(section, 'withCosts.netPnl')) as number) - ((await kpi(section, 'withoutCosts.netPnl')) as number), 6);
    await expect(section.locator('td', { hasText: 'Take-profit' }).first()).toBeVisible();

    // Costs left out: the main result is the run without costs; the comparison stays.
    await section.locator('select[name="costs"]').selectOption('off');
    await expect.poll(() => kpi(section, 'netPnl')).toBe(await kpi(section, 'withoutCosts.netPnl'));
    await expect(page).toHaveURL(/scalping\.costs=off/);

    // A maker fee without slippage narrows the gap; an empty stop trades without one.
    await section.locator('select[name="costs"]').selectOption('on');
    await section.getByLabel('Fee per fill', { exact: true }).fill('2');
    await section.getByLabel('Slippage per fill', { exact: true }).fill('0');
    await expect.poll(async () => Math.round((await kpi(section, 'withCosts.netPnl')) as number)).toBe(-4596);
    await section.getByLabel('Stop in ticks (empty = none)', { exact: true }).fill('');
    await expect.poll(() => kpi(section, 'withoutCosts.netPnl')).not.toBe(free);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.locator('table.lab-costs caption')).toHaveText('The same rules with and without costs');
  });
});
