import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/position-trading in English and German: the fundamental scorer, the conviction sizer and the
 * portfolio allocator answer and show a rule's message, the trend backtest runs under the module contract
 * (./strategySmoke.ts) and names the trend in words. The calculators' figures are their spec examples, their
 * texts src/blocks/calculator/strategyCalculatorTexts.test.tsx.
 */

test('/strategies/position-trading in English and German: the calculators and the trend backtest answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/position-trading', {
    en: async () => {
      await expect(page.locator('main #actions a[href="/exchange/bingx"]')).toBeVisible();
    },
    de: async () => {
      const lab = page.locator('section[data-backtest="position-trading"]');
      await expect(lab.locator('output[name="gauge.trendStrength"]')).toHaveText(/^(schwach|moderat|stark|sehr stark)$/);
      await expect(lab.locator('output[name="gauge.trendDirection"]')).toHaveText(/^(aufwärts|abwärts|seitwärts)$/);
      await expect(lab.locator('output[name="exposure"]')).not.toHaveAttribute('data-value', /^(0|)$/);
    },
  });
});
