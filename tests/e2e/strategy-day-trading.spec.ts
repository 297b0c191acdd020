import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/day-trading in English and German: the position sizer answers and shows a rule's message, the
 * momentum tracker and the time analyzer read the hourly sample under the module contract (./strategySmoke.ts),
 * and both tools with their results pass the accessibility rules. The sizer's figures are its spec examples, its
 * texts src/blocks/calculator/strategyCalculatorTexts.test.tsx; the tools' readings on the sample and on the
 * visitor's German CSV src/extensions/lab/momentum/MomentumTracker.test.tsx and
 * src/extensions/lab/time-analyzer/TimeAnalyzer.test.tsx.
 */

test('/strategies/day-trading in English and German: the sizer and both lab tools answer; the tools pass the accessibility rules', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/day-trading', {
    de: async () => {
      await expect(page.locator('section[data-tool="momentum"] table.lab-compare')).toContainText('Kursänderungsrate (10 Kerzen)');
      await expect(page.locator('section[data-tool="time-analyzer"] tr.lab-most-active')).toHaveCount(1);
      // The page's accessibility scan sees the tools before they load: here they show their results.
      const scan = await new AxeBuilder({ page }).include('section[data-tool="momentum"]').include('section[data-tool="time-analyzer"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    },
  });
});
