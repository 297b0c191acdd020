import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/dca in English and German: the planner and the average-cost calculator answer and show a rule's
 * message, the DCA-against-lump-sum tool reads the daily sample under the module contract (./strategySmoke.ts)
 * and keeps its settings in the URL. The calculators' figures are their spec examples, the tool's
 * src/extensions/lab/dca/DcaCompare.test.tsx.
 */

test('/strategies/dca in English and German: the calculators and the DCA tool answer; the tool’s interval is in the URL', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/dca', {
    en: async () => {
      const tool = page.locator('section[data-tool="dca"]');
      const buys = tool.locator('output[name="dca.buys"]');
      const before = await buys.getAttribute('data-value');
      await tool.getByLabel('Days between buys', { exact: true }).fill('30');
      await expect(page).toHaveURL(/dca\.intervalDays=30/);
      await expect(buys).not.toHaveAttribute('data-value', before ?? '');
    },
    de: async () => {
      await expect(page.locator('section[data-tool="dca"] table.lab-compare')).toContainText('Zeit unter Wasser');
    },
  });
});
