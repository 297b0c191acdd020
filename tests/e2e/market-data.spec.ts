import { gotoPage } from './calculatorPage';
import { expect, test, type Locator, type Page } from './warmContext';

/**
 * The site's exchange data in the browser, served from a store the web server's command filled from the fake
 * exchange (server/testing/fillFakeMarketStore.mjs): a backtest on an exchange dataset chosen by link equals the
 * same bars uploaded as a CSV file; the carry page draws the funding history; without the API the lab reads
 * the snapshot files (equal to the API's answers, checked by the server tests); without either it says so once.
 */

const DATASET = 'real:binanceusdm:BTC:1h';
const KPIS = ['trades', 'netPnl', 'totalReturn', 'winRate', 'maxDrawdown', 'exposure', 'sharpe'];
const raw = (section: Locator, name: string) => section.locator(`output[name="${name}"]`).getAttribute('data-value');

async function ready(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
}

/** The lab sees a static host: the API answers 404, the snapshot files hold what the API would answer. */
async function staticHost(page: Page, withSnapshot: boolean): Promise<void> {
  await page.route('**/api/market/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' }));
  await page.route('**/market/**/*.json', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const api = path === '/market/catalog.json' ? '/api/market/catalog' : path.replace(/^\/market\/ohlcv\/([^/]+)\/([^/]+)\/([^/]+)\.json$/, '/api/market/ohlcv?exchange=$1&market=$2&timeframe=$3').replace(/^\/market\/funding\/([^/]+)\/([^/]+)\.json$/, '/api/market/funding?exchange=$1&market=$2');
    if (!withSnapshot || api === path) return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });
    const answer = await page.request.get(api);
    return route.fulfill({ status: answer.status(), contentType: 'application/json', body: await answer.body() });
  });
}

test('a backtest on an exchange dataset from a link equals the same bars uploaded as a CSV file', async ({ page }) => {
  await gotoPage(page, `/strategies/mean-reversion?mean-reversion.dataset=${encodeURIComponent(DATASET)}&mean-reversion.funding=constant&mean-reversion.entryZ=1`);
  const lab = page.locator('section[data-backtest="mean-reversion"]');
  await ready(lab);
  await expect(lab.locator('select[name="dataset"]')).toHaveValue(DATASET);
  await expect(lab.locator('select[name="dataset"] optgroup[label="Binance USDS-M"] option')).not.toHaveCount(0);
  await expect(lab.locator('.lab-source')).toContainText('public market data of Binance USDS-M');
  const real = Object.fromEntries(await Promise.all(KPIS.map(async (name) => [name, await raw(lab, name)] as const)));
  expect(Number(real.trades)).toBeGreaterThan(0);

  const csv = await page.request.get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&format=csv');
  await lab.locator('input[name="file"]').setInputFiles({ name: 'binanceusdm-BTC-1h.csv', mimeType: 'text/csv', buffer: await csv.body() });
  await expect(lab.locator('select[name="dataset"]')).toHaveValue('upload');
  await ready(lab);
  for (const name of KPIS) await expect(lab.locator(`output[name="${name}"]`), name).toHaveAttribute('data-value', real[name] as string);
});

test('the carry page draws the funding history per exchange and fills a mean into the calculator', async ({ page }) => {
  await gotoPage(page, '/strategies/carry-trade');
  const history = page.locator('#funding-calculator .calc-funding-history');
  await history.scrollIntoViewIfNeeded();
  await expect(history).toHaveAttribute('data-funding-state', 'ready', { timeout: 20_000 });
  const chart = history.locator('[data-chart="funding-history"]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('[data-plot-state="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(chart.locator('.scatterlayer .trace, .gl-container canvas').first()).toBeAttached();
  const mean = Number(await history.locator('output[name="funding.bybit.mean"]').getAttribute('data-value'));
  await history.locator('button[name="useMean.bybit"]').click();
  const typed = await page.locator('input[id^="calc-carry-funding-"][name="ratePer8h"]').inputValue();
  // Rate inputs are typed in percent: a mean of 0.0001 per period fills 0.01.
  expect(Number(typed.replace(/,/g, ''))).toBeCloseTo(mean * 100, 7);
});

test('on a static host the lab reads the snapshot files; with neither it says so once', async ({ page }) => {
  await staticHost(page, true);
  await gotoPage(page, `/strategies/mean-reversion?mean-reversion.dataset=${encodeURIComponent(DATASET)}`);
  const lab = page.locator('section[data-backtest="mean-reversion"]');
  await ready(lab);
  await expect(lab.locator('.lab-status')).toContainText('bars from');
  await expect(lab.locator('select[name="funding"]')).toHaveValue('historical');

  await page.unrouteAll({ behavior: 'wait' });
  await staticHost(page, false);
  await gotoPage(page, '/strategies/day-trading');
  const tools = page.locator('section[data-tool]');
  await tools.first().scrollIntoViewIfNeeded();
  await expect(page.locator('.lab-source')).toHaveCount(1);
  await expect(page.locator('.lab-source')).toHaveText('Exchange history is not available here right now. The synthetic samples and your own files work as usual.');
});
