import { readFileSync } from 'node:fs';
import { gotoPage } from './calculatorPage';
import { expect, QUICK_POLL, test, type Download, type Locator } from './warmContext';

/**
 * The backtest lab on /strategies/mean-reversion with the seeded generator's settings in the URL: the same
 * settings give the same run after a reload, the trades and the equity export as CSV, the price chart marks the
 * latest trades, and a new rule parameter redraws the equity chart but leaves the price plot as it is; the z-score
 * chart draws its thresholds and the zoom's handles move by keyboard. The lab's
 * samples, variants, uploads and German messages are tried on the strategy pages (tests/e2e/strategy-mean-trend.spec.ts,
 * strategy-scalping.spec.ts, strategy-position-trading.spec.ts).
 */

const raw = (section: Locator, name: string) => section.locator(`output[name="${name}"]`).getAttribute('data-value');

async function ready(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
}

async function csvLines(file: Download): Promise<string[]> {
  return readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
}

test('the generator’s settings in the URL survive a reload; trades and equity export as CSV; the charts mark the trades and only the equity chart redraws', async ({ page }) => {
  await gotoPage(page, '/strategies/mean-reversion?mean-reversion.dataset=generated&mean-reversion.genSeed=7&mean-reversion.genBars=1500');
  const lab = page.locator('section[data-backtest="mean-reversion"]');
  await ready(lab);
  await expect(lab.getByLabel('Seed', { exact: true })).toHaveValue('7');
  const first = await raw(lab, 'netPnl');
  await page.reload();
  await ready(lab);
  expect(await raw(lab, 'netPnl')).toBe(first);

  const [tradesFile] = await Promise.all([page.waitForEvent('download'), lab.locator('button[name="exportTrades"]').click()]);
  const trades = await csvLines(tradesFile);
  expect(trades[0]).toBe('entryTime,exitTime,side,entryPrice,exitPrice,quantity,fees,funding,pnl,reason');
  expect(String(trades.length - 1)).toBe(await raw(lab, 'trades'));
  const [equityFile] = await Promise.all([page.waitForEvent('download'), lab.locator('button[name="exportEquity"]').click()]);
  const equity = await csvLines(equityFile);
  expect(equity[0]).toBe('time,close,equity,buyAndHold,drawdown,position');
  expect(equity).toHaveLength(1501);

  const price = lab.locator('[data-chart="backtest-price"]');
  const equityChart = lab.locator('[data-chart="backtest-equity"]');
  // A chart draws when it comes near the viewport: the visitor scrolls past both.
  await price.scrollIntoViewIfNeeded();
  await expect(price.locator('[data-plot-state="ready"]')).toHaveCount(1);
  await equityChart.scrollIntoViewIfNeeded();
  await expect(equityChart.locator('[data-plot-state="ready"]')).toHaveCount(1);
  const marksFor = async () => 2 * Math.min(100, Number(await raw(lab, 'trades')));
  await expect(price.locator('[data-mark]')).toHaveCount(await marksFor());
  await expect(price.locator('[data-mark="entry"] title').first()).toHaveText(/^Entry: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC · [\d,.]+$/);

  // Count what plotly changes in each plot from here on.
  await page.evaluate(() => {
    const counts: Record<string, number> = {};
    (window as unknown as { plotChanges: Record<string, number> }).plotChanges = counts;
    for (const name of ['backtest-price', 'backtest-equity']) {
      counts[name] = 0;
      new MutationObserver((records) => (counts[name]! += records.length)).observe(document.querySelector(`[data-chart="${name}"] .js-plotly-plot`)!, { subtree: true, childList: true, attributes: true });
    }
  });
  const before = await raw(lab, 'trades');
  await lab.getByLabel('Entry z', { exact: true }).fill('2.5');
  await expect.poll(() => raw(lab, 'trades'), QUICK_POLL).not.toBe(before);
  await expect(price.locator('[data-mark]')).toHaveCount(await marksFor());
  // The equity chart redraws; the price chart, drawn before it in the same queue, does not.
  const changes = () => page.evaluate(() => (window as unknown as { plotChanges: Record<string, number> }).plotChanges);
  await expect.poll(async () => (await changes())['backtest-equity'], QUICK_POLL).toBeGreaterThan(0);
  expect((await changes())['backtest-price']).toBe(0);

  // The z-score chart draws the entry thresholds (±entry z) next to its line.
  const zChart = lab.locator('[data-chart="backtest-indicator-z"]');
  await zChart.scrollIntoViewIfNeeded();
  await expect(zChart.locator('.scatterlayer .trace')).toHaveCount(3);
  // The zoom's handles move by keyboard (and by touch): the price chart redraws for the chosen range.
  const shown = await lab.locator('.lab-zoom-shown').textContent();
  await lab.locator('input[name="zoomFrom"]').focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(lab.locator('.lab-zoom-shown')).not.toHaveText(shown ?? '');
  await expect.poll(async () => (await changes())['backtest-price'], QUICK_POLL).toBeGreaterThan(0);
});
