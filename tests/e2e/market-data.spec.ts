import { gotoPage } from './calculatorPage';
import { withFunding, type Candles, type FundingRecords, type TableTrade } from './fundingReference';
import { expect, test, type Locator, type Page } from './warmContext';

/**
 * The site's exchange data in the browser, served from a store the web server's command filled from the fake
 * exchange (server/testing/fillFakeMarketStore.mjs): a backtest on an exchange dataset chosen by link equals the
 * same bars uploaded as a CSV file; the carry page draws the funding history; without the API the lab reads
 * the snapshot files (equal to the API's answers, checked by the server tests); without either it says so once.
 */

const DATASET = 'real:binanceusdm:BTC:1h';
const LINK = `/strategies/mean-reversion?mean-reversion.dataset=${encodeURIComponent(DATASET)}&mean-reversion.entryZ=1`;
const BOTH_SIDES = `${LINK}&mean-reversion.side=both`;
/** The dataset's bar length (1 hour). */
const BAR_MS = 3_600_000;
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
  await gotoPage(page, `${LINK}&mean-reversion.funding=constant`);
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

/** Every trade of the lab's trades table, page by page, from the cells' `data-value` and the rows' data attributes. */
async function tableTrades(lab: Locator): Promise<TableTrade[]> {
  const table = lab.locator('table[data-table="trades"]');
  const next = lab.getByRole('button', { name: 'Next page' });
  const trades: TableTrade[] = [];
  for (;;) {
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText(String(trades.length + 1));
    const rows = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cell = (column: string) => Number(row.querySelector(`[data-column="${column}"] output`)?.getAttribute('data-value') ?? Number.NaN);
        const side = row.getAttribute('data-side') === 'short' ? ('short' as const) : ('long' as const);
        return { entryTime: cell('entryTime'), exitTime: cell('exitTime'), side, reason: row.getAttribute('data-reason') ?? '', quantity: cell('quantity'), funding: cell('funding'), pnl: cell('pnl') };
      }),
    );
    trades.push(...rows);
    if ((await next.getAttribute('aria-disabled')) === 'true') return trades;
    await next.click();
  }
}

/** A run of the lab from a link: its trades and net P&L. */
async function labRun(page: Page, link: string): Promise<{ trades: TableTrade[]; netPnl: number; initialCapital: number }> {
  await gotoPage(page, link);
  const lab = page.locator('section[data-backtest="mean-reversion"]');
  await ready(lab);
  const trades = await tableTrades(lab);
  expect(trades).toHaveLength(Number(await raw(lab, 'trades')));
  return { trades, netPnl: Number(await raw(lab, 'netPnl')), initialCapital: Number(await lab.locator('input[name="initialCapital"]').inputValue()) };
}

test('a backtest on an exchange dataset charges the market’s funding history in the worker: each trade’s funding cell and the net P&L match an independent reference', async ({ page }) => {
  const candles = (await (await page.request.get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h')).json()) as Candles;
  const funding = (await (await page.request.get('/api/market/funding?exchange=binanceusdm&market=BTC')).json()) as FundingRecords;
  // The comparable run: the same bars and costs with the constant funding rate set to 0.
  const without = await labRun(page, `${BOTH_SIDES}&mean-reversion.funding=constant&mean-reversion.fundingPer8h=0`);
  const historical = await labRun(page, `${BOTH_SIDES}&mean-reversion.funding=historical`);
  expect(without.trades.length).toBeGreaterThan(0);
  expect(without.trades.every((trade) => trade.funding === 0)).toBe(true);
  // Funding changes the cash, not the signals: the same trades at the same times.
  const when = ({ entryTime, exitTime, side, reason }: TableTrade) => [entryTime, exitTime, side, reason];
  expect(historical.trades.map(when)).toEqual(without.trades.map(when));

  const expected = withFunding(without.trades, without.initialCapital, candles, funding, BAR_MS);
  // The cells' data-value is the unrounded number, so only floating-point sums of a different order may differ:
  // a millionth of a USDT, far below the cent the table shows.
  historical.trades.forEach((trade, i) => {
    const reference = expected[i] as (typeof expected)[number];
    expect(trade.quantity, `trade ${i + 1} quantity`).toBeCloseTo(reference.quantity, 9);
    expect(trade.funding, `trade ${i + 1} funding`).toBeCloseTo(reference.funding, 6);
  });
  const totalFunding = expected.reduce((sum, trade) => sum + trade.funding, 0);
  expect(Math.abs(totalFunding)).toBeGreaterThan(0.01);
  // Not simply the total funding: funding moves the cash every later entry is sized from (on this dataset the
  // trades' sizes account for about 26 USDT of the difference), which the reference follows trade by trade.
  const expectedNet = expected.reduce((sum, trade) => sum + trade.pnl, 0);
  expect(historical.netPnl - without.netPnl).toBeCloseTo(expectedNet - without.netPnl, 6);
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
  // On a phone the statistics fit the width (a column per exchange, a row per figure): nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const scroller = history.locator('.calc-table-scroll');
  await scroller.scrollIntoViewIfNeeded();
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const mean = Number(await history.locator('output[name="funding.bybit.mean"]').getAttribute('data-value'));
  await history.locator('button[name="useMean.bybit"]').click();
  const typed = await page.locator('input[id^="calc-carry-funding-"][name="ratePer8h"]').inputValue();
  // Rate inputs are typed in percent: a mean of 0.0001 per period fills 0.01.
  expect(Number(typed.replace(/,/g, ''))).toBeCloseTo(mean * 100, 7);

  // The German figures ("0,0081 %") are wider and fit as well.
  await gotoPage(page, '/de/strategies/carry-trade');
  const german = page.locator('#funding-calculator .calc-funding-history');
  await german.scrollIntoViewIfNeeded();
  await expect(german).toHaveAttribute('data-funding-state', 'ready', { timeout: 20_000 });
  const germanScroller = german.locator('.calc-table-scroll');
  await germanScroller.scrollIntoViewIfNeeded();
  expect(await germanScroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
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
