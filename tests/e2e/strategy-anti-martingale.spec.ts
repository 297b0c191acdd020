import { test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/anti-martingale in English and German: both calculators answer and show a rule's message, the
 * progression simulator runs to its end under the module contract (./strategySmoke.ts). The calculators'
 * figures are their spec examples (specs/calculators/anti-martingale*.yaml), the texts and German formats
 * src/blocks/calculator/strategyCalculatorTexts.test.tsx, the worked example of the text
 * src/engine/build/strategyWorkedExamples.test.ts.
 */

test('/strategies/anti-martingale in English and German: the calculators and the simulator answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/anti-martingale');
});
