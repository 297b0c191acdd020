import { test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/hedging in English and German: the five calculators answer and show a rule's message
 * (./strategySmoke.ts). Their figures are the spec examples (specs/calculators/hedge-*.yaml, basis-risk.yaml,
 * protective-put.yaml), their texts and German formats src/blocks/calculator/strategyCalculatorTexts.test.tsx,
 * the worked example of the text src/engine/build/strategyWorkedExamples.test.ts.
 */

test('/strategies/hedging in English and German: the calculators answer', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/hedging');
});
