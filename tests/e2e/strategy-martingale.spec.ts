import { test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/martingale in English and German: the six calculators answer and show a rule's message, the
 * streak player runs to its end under the module contract (./strategySmoke.ts). The calculators' figures are
 * their spec examples, the texts and German formats src/blocks/calculator/strategyCalculatorTexts.test.tsx,
 * the worked example of the text src/engine/build/strategyWorkedExamples.test.ts.
 */

test('/strategies/martingale in English and German: the calculators and the streak player answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/martingale');
});
