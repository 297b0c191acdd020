import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/arbitrage in English and German: the cross-exchange, triangular and basis calculators answer and
 * show a rule's message, the pairs tool reads its sample under the module contract (./strategySmoke.ts). The
 * calculators' figures are their spec examples, the exchange and coin choices and the texts
 * src/blocks/calculator/strategyCalculatorTexts.test.tsx, the pairs tool src/extensions/lab/portfolio/PairsTrading.test.tsx.
 */

test('/strategies/arbitrage in English and German: the calculators and the pairs tool answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/arbitrage', {
    de: async () => {
      await expect(page.locator('#pairs')).toContainText('Halbwertszeit');
    },
  });
});
