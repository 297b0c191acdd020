import { expect, QUICK_POLL, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/scalping in English and German: the profit calculator, the spread and slippage analyzer and the
 * execution timer answer and show a rule's message, the EMA-crossover backtest reads the 1-minute sample under
 * the module contract (./strategySmoke.ts); its costs choice travels in the URL and its cost settings answer.
 * The calculators' figures are their spec examples, their texts src/blocks/calculator/strategyCalculatorTexts.test.tsx;
 * the backtest's numbers that the page text quotes src/extensions/lab/BacktestLab.test.tsx.
 */

test('/strategies/scalping in English and German: the calculators and the backtest answer; the costs choice is in the URL', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/scalping', {
    en: async () => {
      const section = page.locator('section[data-backtest="scalping"]');
      const raw = (name: string) => section.locator(`output[name="${name}"]`).getAttribute('data-value');
      await expect(section.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1m');
      await expect(section.locator('.lab-status')).toContainText('20,160 bars');
      await expect(section.locator('td', { hasText: 'Take-profit' }).first()).toBeVisible();
      await expect(section.locator('table.lab-costs caption')).toHaveText('The same rules with and without costs');
      expect(await raw('netPnl')).toBe(await raw('withCosts.netPnl'));

      // Costs left out: the main result is the run without costs; the comparison stays.
      await section.locator('select[name="costs"]').selectOption('off');
      await expect(page).toHaveURL(/scalping\.costs=off/);
      await expect.poll(() => raw('netPnl'), QUICK_POLL).toBe(await raw('withoutCosts.netPnl'));

      // A maker fee without slippage changes the run with costs; an empty stop trades without one.
      await section.locator('select[name="costs"]').selectOption('on');
      const withCosts = await raw('withCosts.netPnl');
      const free = await raw('withoutCosts.netPnl');
      await section.getByLabel('Fee per fill', { exact: true }).fill('2');
      await section.getByLabel('Slippage per fill', { exact: true }).fill('0');
      await expect.poll(() => raw('withCosts.netPnl'), QUICK_POLL).not.toBe(withCosts);
      await section.getByLabel('Stop in ticks (empty = none)', { exact: true }).fill('');
      await expect.poll(() => raw('withoutCosts.netPnl'), QUICK_POLL).not.toBe(free);
      await expect(section).toHaveAttribute('data-state', 'ready');
      await expect(section.getByRole('alert')).toHaveCount(0);
    },
  });
});
