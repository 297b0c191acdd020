import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { gotoPage } from './calculatorPage';

/**
 * The backtest lab through its DOM contract (`section[data-backtest][data-state]`,
 * `select[name=dataset]`, one file input, named parameters, `<output name data-value>` KPIs as
 * fractions) on /strategies/mean-reversion: the samples, a variant and a parameter, the visitor's
 * German CSV, a bad file that keeps the previous result, the generator in the URL, the CSV exports.
 */

/** The lab, scrolled into view: it loads when it comes near the viewport. */
async function lab(page: Page): Promise<Locator> {
  const section = page.locator('section[data-backtest="mean-reversion"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('select[name="dataset"]')).toBeVisible();
  return section;
}

async function kpi(section: Locator, name: string): Promise<number | null> {
  const raw = await section.locator(`output[name="${name}"]`).getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

async function ready(section: Locator): Promise<void> {
  await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
}

test.describe('backtest lab on /strategies/mean-reversion', () => {
  test('runs on the hourly sample, then on the daily and the 1-minute one, another variant and a changed parameter', async ({ page }) => {
    await gotoPage(page, '/strategies/mean-reversion');
    const section = await lab(page);
    await ready(section);
    const trades = await kpi(section, 'trades');
    expect(trades).toBeGreaterThan(0);
    for (const name of ['winRate', 'exposure', 'maxDrawdown']) {
      const value = await kpi(section, name);
      expect(value, name).not.toBeNull();
      expect(value as number).toBeGreaterThanOrEqual(0);
      expect(value as number).toBeLessThanOrEqual(1);
    }
    const hourlyHold = await kpi(section, 'buyAndHoldReturn');
    await expect(section.locator('output[name="latest.z"]')).not.toHaveAttribute('data-value', '');

    await section.locator('select[name="dataset"]').selectOption('synthetic-btc-1d');
    await expect.poll(() => kpi(section, 'buyAndHoldReturn')).not.toBe(hourlyHold);
    await ready(section);
    await expect(page).toHaveURL(/mean-reversion\.dataset=synthetic-btc-1d/);

    await section.locator('select[name="dataset"]').selectOption('synthetic-btc-1m');
    await expect(section.locator('.lab-status')).toContainText('20,160 bars', { timeout: 15_000 });
    await ready(section);

    await section.locator('select[name="variant"]').selectOption('bollinger');
    await ready(section);
    const before = await kpi(section, 'trades');
    await section.getByLabel('Bollinger k', { exact: true }).fill('1');
    await expect.poll(() => kpi(section, 'trades')).not.toBe(before);
    await expect(section.locator('output[name^="trades."][name$=".pnl"]').first()).toHaveAttribute('data-value', /^-?\d/);
  });

  test('reads the visitor’s German CSV in the worker, reports it, and keeps the result when a bad file follows', async ({ page }) => {
    await gotoPage(page, '/strategies/mean-reversion');
    const section = await lab(page);
    await ready(section);
    await section.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(section.locator('select[name="dataset"]')).toHaveValue('upload');
    await ready(section);
    await expect(section.locator('.lab-status')).toContainText('300 bars');
    await expect(section).toContainText('1 bad rows skipped; 1 duplicate times left out.');
    await expect(section).toContainText('The rows were not in time order and were sorted.');
    await expect(section).toContainText('a price is not a number');
    const uploaded = await kpi(section, 'buyAndHoldReturn');
    expect(uploaded).not.toBeNull();
    await expect(page).not.toHaveURL(/ohlc-de/);

    await section.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-bad.csv');
    await expect(section.getByRole('alert')).toContainText('Columns missing');
    await expect(section.getByRole('alert')).toContainText('The previous result stays on screen.');
    expect(await kpi(section, 'buyAndHoldReturn')).toBe(uploaded);
  });

  test('the generator’s settings travel in the URL; trades and equity export as CSV', async ({ page }) => {
    await gotoPage(page, '/strategies/mean-reversion?mean-reversion.dataset=generated&mean-reversion.genSeed=7&mean-reversion.genBars=1500');
    const section = await lab(page);
    await ready(section);
    await expect(section.getByLabel('Seed', { exact: true })).toHaveValue('7');
    const first = await kpi(section, 'netPnl');
    await page.reload();
    const reloaded = await lab(page);
    await ready(reloaded);
    expect(await kpi(reloaded, 'netPnl')).toBe(first);

    const [tradesFile] = await Promise.all([page.waitForEvent('download'), reloaded.locator('button[name="exportTrades"]').click()]);
    const trades = readFileSync((await tradesFile.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(trades[0]).toBe('entryTime,exitTime,side,entryPrice,exitPrice,quantity,fees,funding,pnl,reason');
    expect(trades.length - 1).toBe(await kpi(reloaded, 'trades'));
    const [equityFile] = await Promise.all([page.waitForEvent('download'), reloaded.locator('button[name="exportEquity"]').click()]);
    const equity = readFileSync((await equityFile.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(equity[0]).toBe('time,close,equity,buyAndHold,drawdown,position');
    expect(equity).toHaveLength(1501);
  });

  test('the price chart marks the latest trades; a new rule parameter moves the marks and leaves the plot as it is', async ({ page }) => {
    await gotoPage(page, '/strategies/mean-reversion?mean-reversion.dataset=generated&mean-reversion.genBars=3000');
    const section = await lab(page);
    await ready(section);
    const price = section.locator('[data-chart="backtest-price"]');
    const equity = section.locator('[data-chart="backtest-equity"]');
    // A chart draws when it comes near the viewport: the visitor scrolls past both.
    await price.scrollIntoViewIfNeeded();
    await expect(price.locator('[data-plot-state="ready"]')).toHaveCount(1);
    await equity.scrollIntoViewIfNeeded();
    await expect(equity.locator('[data-plot-state="ready"]')).toHaveCount(1);
    const marksFor = async () => 2 * Math.min(100, (await kpi(section, 'trades')) ?? 0);
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
    const before = await kpi(section, 'trades');
    await section.getByLabel('Entry z', { exact: true }).fill('2.5');
    await expect.poll(() => kpi(section, 'trades')).not.toBe(before);
    await expect(price.locator('[data-mark]')).toHaveCount(await marksFor());
    // The equity chart redraws; the price chart, drawn before it in the same queue, does not.
    const changes = () => page.evaluate(() => (window as unknown as { plotChanges: Record<string, number> }).plotChanges);
    await expect.poll(async () => (await changes())['backtest-equity']).toBeGreaterThan(0);
    expect((await changes())['backtest-price']).toBe(0);
  });

  test('German: labels, a range message and numbers in German', async ({ page }) => {
    await gotoPage(page, '/de/strategies/mean-reversion');
    const section = await lab(page);
    await ready(section);
    await section.getByLabel('Hebel', { exact: true }).fill('0');
    await expect(section.getByRole('alert')).toHaveText('Gib für „Hebel“ eine Zahl über 0 und höchstens 125 ein.');
    await section.getByLabel('Hebel', { exact: true }).fill('2');
    await ready(section);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.locator('.lab-status')).toContainText('Kerzen vom');
  });
});

test.describe('the lab on the trend pages', () => {
  test('trend following: the four signal rules and the trend strength at the last bar, the SMA cross with ADX filter and ATR stop', async ({ page }) => {
    await gotoPage(page, '/strategies/trend-following?trend-following.dataset=synthetic-btc-1d');
    const section = page.locator('section[data-backtest="trend-following"]');
    await section.scrollIntoViewIfNeeded();
    await ready(section);
    for (const id of ['goldenCross', 'deathCross', 'macdUp', 'macdDown', 'breakoutUp', 'breakoutDown', 'trendUp', 'trendDown']) {
      await expect(section.locator(`output[name="signal.${id}"]`)).toHaveAttribute('data-value', /^[01]$/);
    }
    await expect(section.locator('output[name="gauge.trendStrength"]')).toHaveAttribute('data-value', /^[1-4]$/);
    const plain = await kpi(section, 'trades');
    expect(plain).toBeGreaterThan(0);
    await section.getByLabel('ATR stop, multiple of ATR 14 (empty = off)', { exact: true }).fill('1.5');
    await expect.poll(async () => section.locator('output[name^="trades."][name$=".pnl"]').count()).toBeGreaterThan(0);
    await expect(section.locator('td', { hasText: 'Stop' }).first()).toBeVisible();
    await section.getByLabel('ADX filter on entries (empty = off)', { exact: true }).fill('30');
    await expect.poll(() => kpi(section, 'trades')).toBeLessThanOrEqual(plain as number);
    // Emptied again: both are off and the plain crossover's trades come back.
    await section.getByLabel('ADX filter on entries (empty = off)', { exact: true }).fill('');
    await section.getByLabel('ATR stop, multiple of ATR 14 (empty = off)', { exact: true }).fill('');
    await expect.poll(() => kpi(section, 'trades')).toBe(plain);
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('position trading (German): trend strength and direction as words, the trend backtest', async ({ page }) => {
    await gotoPage(page, '/de/strategies/position-trading?position-trading.dataset=synthetic-btc-1d');
    const section = page.locator('section[data-backtest="position-trading"]');
    await section.scrollIntoViewIfNeeded();
    await ready(section);
    await expect(section.locator('output[name="gauge.trendStrength"]')).toHaveText(/^(schwach|moderat|stark|sehr stark)$/);
    await expect(section.locator('output[name="gauge.trendDirection"]')).toHaveText(/^(aufwärts|abwärts|seitwärts)$/);
    expect(await kpi(section, 'exposure')).toBeGreaterThan(0);
  });
});
