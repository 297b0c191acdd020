import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/carry-trade in English and German: the funding calculator, the delta-neutral sizer and the risk
 * manager answer and show a rule's message, the carry portfolio optimizer reads its defaults under the module
 * contract (./strategySmoke.ts), and its settings travel in the URL. The calculators' figures are their spec
 * examples, their texts src/blocks/calculator/strategyCalculatorTexts.test.tsx; the optimizer's weights, rows and
 * messages src/extensions/lab/carry-optimizer/CarryOptimizer.test.tsx.
 */

test('/strategies/carry-trade in English and German: the calculators and the optimizer answer; the optimizer’s settings are in the URL', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/carry-trade', {
    en: async () => {
      const tool = page.locator('section[data-tool="carry-optimizer"]');
      const risk = tool.locator('output[name="risk"]');
      const before = await risk.getAttribute('data-value');
      await tool.getByLabel('Risk cap (weighted volatility)', { exact: true }).fill('150');
      await expect(page).toHaveURL(/carry-optimizer\.riskCap=150/);
      await expect(risk).not.toHaveAttribute('data-value', before ?? '');
    },
  });
});
