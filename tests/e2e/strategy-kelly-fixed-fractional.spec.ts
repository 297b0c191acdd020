import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/kelly and /strategies/fixed-fractional in English and German: every calculator answers and shows
 * a rule's message, the Kelly backtest simulator runs to its end under the module contract (./strategySmoke.ts).
 * The calculators' figures are their spec examples (specs/calculators/kelly*.yaml, fixed-fractional*.yaml,
 * fraction-optimizer.yaml, growth-tracker.yaml), their texts src/blocks/calculator/strategyCalculatorTexts.test.tsx.
 */

test('/strategies/kelly in English and German: the calculators and the Kelly backtest answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/kelly', {
    en: async () => {
      await expect(page.locator('main #actions a[href="/exchange/bingx"]')).toBeVisible();
    },
  });
});

test('/strategies/fixed-fractional in English and German: the calculators answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/fixed-fractional', {
    en: async () => {
      await expect(page.locator('main #actions a[href="/learn/leverage-position-sizing"]')).toBeVisible();
    },
  });
});
