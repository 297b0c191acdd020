import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/volatility-trading in English and German: the Black–Scholes calculator, the long straddle, the iron
 * condor, the volatility arbitrage and the option risk dashboard answer and show a rule's message, the
 * volatility estimators read the daily sample under the module contract (./strategySmoke.ts). On the same page:
 * a payoff chart and the estimators' chart are drawn, the estimators' window travels in the URL. The calculators'
 * figures are their spec examples, their texts src/blocks/calculator/strategyCalculatorTexts.test.tsx; the
 * estimators' readings src/extensions/lab/volatility/VolatilityEstimators.test.tsx.
 */

test('/strategies/volatility-trading in English and German: the calculators and the estimators answer; charts drawn, the window in the URL', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/volatility-trading', {
    en: async () => {
      const figure = page.locator('form[data-calc="long-straddle"] figure').filter({ hasText: 'Long straddle — P&L at expiry' });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });
      await expect(figure.locator('table')).toHaveCount(1);

      const tool = page.locator('section[data-tool="volatility-estimators"]');
      const closeToClose = tool.locator('output[name="closeToClose"]');
      const before = await closeToClose.getAttribute('data-value');
      await tool.getByLabel('Bars in the window', { exact: true }).fill('90');
      await expect(page).toHaveURL(/volatility-estimators\.window=90/);
      await expect(closeToClose).not.toHaveAttribute('data-value', before ?? '');
      const chart = tool.locator('figure');
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });
    },
  });
});
