import { expect, test } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/diversification in English and German: the correlation analyzer, portfolio optimizer, risk-parity
 * calculator and rebalancing tool read the daily multi-asset sample under the module contract
 * (./strategySmoke.ts); the correlation analyzer reads a visitor's wide CSV in its worker. Their figures on the
 * sample and on the uploaded file, their messages and German numbers: src/extensions/lab/portfolio/PortfolioTools.test.tsx.
 */

test('/strategies/diversification in English and German: the four tools answer; a wide CSV is read in the worker', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/diversification', {
    en: async () => {
      const correlation = page.locator('section[data-tool="correlation"]');
      await expect(correlation.locator('table.portfolio-heatmap output')).toHaveCount(36);
      await correlation.locator('select[name="pairB"]').selectOption({ label: 'sGOLD' });
      await expect(correlation.locator('figure')).toContainText('Rolling correlation of sBTC and sGOLD');
      await expect(page.locator('section[data-tool="portfolio-optimizer"]')).toContainText('Estimation error');
      await correlation.locator('input[type="file"]').setInputFiles('tests/fixtures/portfolio/wide-3-assets.csv');
      await expect(correlation.locator('select[name="dataset"]')).toHaveValue('upload');
      await expect(correlation.locator('.lab-status')).toContainText('3 assets, 60 bars');
      await expect(correlation).toHaveAttribute('data-state', 'ready');
      await expect(correlation.locator('table.portfolio-heatmap output')).toHaveCount(9);
    },
    de: async () => {
      await expect(page.locator('section[data-tool="correlation"] table.portfolio-heatmap caption')).toHaveText('Korrelationsmatrix der Renditen (Heatmap: blau positiv, rot negativ)');
      await expect(page.locator('section[data-tool="risk-parity"]')).toContainText('Konvergiert nach');
    },
  });
});
