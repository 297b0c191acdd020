import { expect, test, type Locator, type Page } from './fixtures';
import { expectValue, gotoPage, openStrategyPage, value } from './calculatorPage';

/**
 * /strategies/diversification: the correlation analyzer, portfolio optimizer, risk-parity calculator and
 * rebalancing tool (`section[data-tool=…]`) on the lab's multi-asset sample and on an uploaded wide CSV
 * (tests/fixtures/portfolio/wide-3-assets.csv; its correlations computed with numpy by
 * scripts/reference/portfolio_wide_fixture.py).
 */

const PATH = '/strategies/diversification';
const ID = 'strategy-diversification';
const WIDE = 'tests/fixtures/portfolio/wide-3-assets.csv';

async function readyTool(page: Page, id: string): Promise<Locator> {
  const tool = page.locator(`section[data-tool="${id}"]`);
  await tool.scrollIntoViewIfNeeded();
  await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return tool;
}

async function sum(tool: Locator, prefix: string, names: readonly string[]): Promise<number> {
  let total = 0;
  for (const name of names) total += (await value(tool, `${prefix}.${name}`)) ?? NaN;
  return total;
}

const SAMPLE_ASSETS = ['sBTC', 'sETH', 'sSOL', 'sBNB', 'sGOLD', 'sETC'] as const;

test.describe('Diversification strategy page', () => {
  test('the four tools on the daily multi-asset sample: matrix, weights under the cap, equal risk, rebalancing', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');

    const correlation = await readyTool(page, 'correlation');
    await expect(correlation.locator('select[name="dataset"]')).toHaveValue('synthetic-multi-1d');
    await expect(correlation.locator('.lab-status')).toContainText('6 assets, 1,500 bars');
    await expect(correlation.locator('table.portfolio-heatmap output')).toHaveCount(36);
    await expectValue(correlation, 'corr.sBTC.sBTC', 1, 12);
    // Model correlation 0.8; a 365-day sample lies within about 0.1 of it.
    expect(Math.abs(((await value(correlation, 'corr.sBTC.sETH')) ?? NaN) - 0.8)).toBeLessThan(0.1);
    expect(Math.abs((await value(correlation, 'corr.sSOL.sGOLD')) ?? NaN)).toBeLessThan(0.15);
    await correlation.locator('select[name="pairB"]').selectOption({ label: 'sGOLD' });
    await expect(correlation.locator('figure')).toContainText('Rolling correlation of sBTC and sGOLD');

    const optimizer = await readyTool(page, 'portfolio-optimizer');
    expect(await sum(optimizer, 'minVar', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
    expect(await sum(optimizer, 'maxSharpe', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
    for (const asset of SAMPLE_ASSETS) expect((await value(optimizer, `minVar.${asset}`)) ?? NaN).toBeLessThanOrEqual(0.6 + 1e-12);
    expect((await value(optimizer, 'maxSharpe.sharpe')) ?? NaN).toBeGreaterThanOrEqual((await value(optimizer, 'minVar.sharpe')) ?? NaN);
    await expect(optimizer).toContainText('Estimation error');
    await optimizer.locator('input[name="capPct"]').fill('10');
    await expect(optimizer.locator('[role="alert"]')).toContainText('raise the cap to at least 16.67%');
    await expect(optimizer).toHaveAttribute('data-state', 'error');
    await optimizer.locator('input[name="capPct"]').fill('25');
    await expect(optimizer).toHaveAttribute('data-state', 'ready');
    for (const asset of SAMPLE_ASSETS) expect((await value(optimizer, `maxSharpe.${asset}`)) ?? NaN).toBeLessThanOrEqual(0.25 + 1e-12);

    const parity = await readyTool(page, 'risk-parity');
    for (const asset of SAMPLE_ASSETS) await expectValue(parity, `contribution.${asset}`, 1 / 6, 7);
    expect(await sum(parity, 'weight', SAMPLE_ASSETS)).toBeCloseTo(1, 9);

    const rebalancing = await readyTool(page, 'rebalancing');
    // 365 daily bars: calendar every 30 bars rebalances on bars 30, 60, …, 360.
    await expectValue(rebalancing, 'calendar.rebalances', 12, 9);
    await expectValue(rebalancing, 'hold.rebalances', 0, 9);
    expect((await value(rebalancing, 'fees')) ?? NaN).toBeGreaterThan(0);
    expect(await sum(rebalancing, 'after', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
  });

  test('an uploaded wide German CSV: correlations as numpy, and the rebalancing example of the text', async ({ page }) => {
    await gotoPage(page, PATH);
    const correlation = await readyTool(page, 'correlation');
    await correlation.locator('input[type="file"]').setInputFiles(WIDE);
    await expect(correlation.locator('select[name="dataset"]')).toHaveValue('upload');
    await expect(correlation.locator('.lab-status')).toContainText('3 assets, 60 bars');
    await expectValue(correlation, 'corr.A.B', 0.4424745256262954, 9);
    await expectValue(correlation, 'corr.A.C', -0.33851508343751185, 9);
    await expectValue(correlation, 'corr.B.C', 0.23112392942257762, 9);

    const rebalancing = await readyTool(page, 'rebalancing');
    await rebalancing.locator('input[type="file"]').setInputFiles(WIDE);
    await expect(rebalancing.locator('.lab-status')).toContainText('3 assets');
    for (const [asset, holding, target] of [['A', '6000', '40'], ['B', '2500', '30'], ['C', '1500', '30']] as const) {
      await rebalancing.getByLabel(`Value of ${asset}`, { exact: true }).fill(holding);
      await rebalancing.getByLabel(`Target weight of ${asset} (%)`, { exact: true }).fill(target);
    }
    await rebalancing.locator('input[name="bandPct"]').fill('10');
    await rebalancing.locator('input[name="feePct"]').fill('0');
    await expectValue(rebalancing, 'trade.A', -2000, 6);
    await expectValue(rebalancing, 'trade.B', 500, 6);
    await expectValue(rebalancing, 'trade.C', 1500, 6);
    await expectValue(rebalancing, 'fees', 0, 9);
    await rebalancing.getByLabel('Target weight of C (%)', { exact: true }).fill('40');
    await expect(rebalancing.locator('[role="alert"]')).toContainText('The target weights must add up to 100% (now 110%).');
    await expect(rebalancing.locator('output[name="trade.A"]')).toHaveCount(0);
  });

  test('German page: the heatmap in German, German numbers, the risk-parity contributions', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const correlation = await readyTool(page, 'correlation');
    await expect(correlation.locator('table.portfolio-heatmap caption')).toHaveText('Korrelationsmatrix der Renditen (Heatmap: blau positiv, rot negativ)');
    await expect(correlation.locator('output[name="corr.sBTC.sBTC"]')).toHaveText('1,00');
    const parity = await readyTool(page, 'risk-parity');
    await expect(parity.locator('output[name="contribution.sBTC"]')).toContainText('16,6667');
    await expect(parity).toContainText('Konvergiert nach');
  });
});
