import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, openStrategyPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/volatility-trading: the Black–Scholes calculator (price, Greeks, implied volatility and the
 * message when no volatility gives a price), the long straddle, the iron condor, the volatility
 * arbitrage (payoff tables, charts, break-evens) and the option risk dashboard (option_book.py). Expected numbers are the spec examples, computed
 * independently in scripts/reference/black_scholes.py and vol_strategies.py (scipy/numpy). The volatility
 * estimators (`section[data-tool=volatility-estimators]`) on the daily sample are checked against
 * `python3 scripts/reference/volatility.py sample` (numpy).
 */

const PATH = '/strategies/volatility-trading';
const ID = 'strategy-volatility-trading';

test.describe('Volatility trading page', () => {
  test('Black–Scholes: the worked example, the implied volatility, a put and a price outside the bounds (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const bs = calculator(page, 'black-scholes');
    await expectValue(bs, 'price', 2316.457602395705, 6);
    await expectValue(bs, 'delta', 0.36113498037321823, 9);
    await expectValue(bs, 'gamma', 3.628787738652019e-5, 12);
    await expectValue(bs, 'vega', 64.42340971634268, 6);
    await expectValue(bs, 'rho', 15.905458536984154, 6);
    await expectValue(bs, 'theta', -67.0743194725067, 6);
    await expectValue(bs, 'impliedVol', 0.6283699254089773, 8);
    await expect(statusOf(bs)).toHaveAttribute('data-status', 'ok');
    await expect(statusOf(bs)).toContainText('62.84%');

    await choose(bs, 'Put');
    await fill(bs, 'Market price of the option (for the implied volatility)', '7000');
    await expectValue(bs, 'price', 7049.882447068987, 6);
    await expectValue(bs, 'delta', -0.6388650196267818, 9);
    await expectValue(bs, 'impliedVol', 0.592247582503256, 8);

    // A put is never worth more than the discounted strike 65,000 · e^(−0.05 · 30/365) = 64,733.42.
    await fill(bs, 'Market price of the option (for the implied volatility)', '70000');
    await expect(bs.locator('output[name="impliedVol"]')).toHaveAttribute('data-value', '');
    await expect(statusOf(bs)).toHaveAttribute('data-status', 'danger');
    await expect(statusOf(bs)).toContainText('No volatility gives this price');
    await expect(statusOf(bs)).toContainText('64,733.42');
    await expectValue(bs, 'price', 7049.882447068987, 6);

    await fill(bs, 'Volatility per year', '60');
    await expect(bs.locator('[role="alert"]')).toHaveText('Enter the volatility as a fraction greater than 0 and at most 10 (0.6 = 60 %).');
  });

  test('straddle, iron condor and volatility arbitrage: break-evens, extremes, payoff tables and a chart', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const straddle = calculator(page, 'long-straddle');
    await expectValue(straddle, 'lowerBreakEven', 51790, 6);
    await expectValue(straddle, 'upperBreakEven', 68210, 6);
    await expectValue(straddle, 'maxLoss', 821, 6);
    await expect(straddle.locator('output[name="maxProfit"]')).toHaveAttribute('data-value', 'Infinity');
    await expectValue(straddle, 'payoff.0.pnl', 979, 6);
    await expectValue(straddle, 'payoff.6.pnl', -821, 6);
    await fill(straddle, 'Units of the underlying', '2');
    await expectValue(straddle, 'maxLoss', 16420, 6);
    const figure = straddle.locator('figure').filter({ hasText: 'Long straddle — P&L at expiry' });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(figure.locator('table')).toHaveCount(1);

    const condor = calculator(page, 'iron-condor');
    await expectValue(condor, 'maxProfit', 159, 6);
    await expectValue(condor, 'maxLoss', 141, 6);
    await expectValue(condor, 'lowerBreakEven', 53410, 6);
    await expectValue(condor, 'upperBreakEven', 66590, 6);
    await expectValue(condor, 'payoff.0.pnl', -141, 6);
    await fill(condor, 'K1: strike of the put you buy (lower wing)', '56000');
    await expect(condor.locator('[role="alert"]')).toHaveText('Order the strikes: 0 < K1 < K2 ≤ K3 < K4 (bought put, sold put, sold call, bought call).');

    const arb = calculator(page, 'vol-arbitrage');
    await expectValue(arb, 'marketValue', 8210.199954248834, 5);
    await expectValue(arb, 'fairValue', 6162.336604394524, 5);
    await expectValue(arb, 'expectedPnl', 2047.8633498543095, 5);
    await expectValue(arb, 'breakEvenMove', 1884.3261213247695, 6);
    await expectValue(arb, 'scenarios.7.pnl', -8146.227744850035, 5);
    await expect(statusOf(arb)).toHaveAttribute('data-status', 'warn');
    await choose(arb, 'Buy volatility (market too low)');
    await expectValue(arb, 'expectedPnl', -2047.8633498543095, 5);

    const dashboard = calculator(page, 'option-risk-dashboard');
    await expectValue(dashboard, 'netDelta', -0.007517180755948705, 9);
    await expectValue(dashboard, 'netVega', -30.35239176958668, 6);
    await expectValue(dashboard, 'netTheta', 26.4939320666943, 6);
    await expectValue(dashboard, 'scenarios.volUp.down', -506.15474086476297, 5);
    await expectValue(dashboard, 'scenarios.volDown.flat', 340.3002241658696, 5);
    await expect(statusOf(dashboard)).toHaveAttribute('data-status', 'warn');
    // A short future of 1 BTC adds −1 to the delta and gains 6,000 USDT on a 10 % fall.
    await fill(dashboard, 'Futures position (units)', '-1');
    await expectValue(dashboard, 'netDelta', -1 - 0.007517180755948705, 9);
    await expectValue(dashboard, 'scenarios.volFlat.down', -307.21248610386556 + 6000, 5);
  });

  test('German page: formatted results and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const bs = calculator(page, 'black-scholes');
    await expect(bs.locator('output[name="price"]')).toContainText('2.316,46');
    await expect(statusOf(bs)).toContainText('62,84 %');
    await fill(bs, 'Tage bis zum Verfall', '0');
    await expect(bs.locator('[role="alert"]')).toHaveText('Gib die Tage bis zum Verfall ein, größer als 0 und höchstens 3.650.');
    const condor = calculator(page, 'iron-condor');
    await expect(condor.locator('output[name="maxProfit"]')).toContainText('159,00');
  });

  test('volatility estimators on the daily sample, a wider window, and a window longer than an uploaded file', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="volatility-estimators"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1d');
    await expectValue(tool, 'closeToClose', 1.4252067271343503, 9);
    await expectValue(tool, 'parkinson', 1.3598612572117892, 9);
    await expectValue(tool, 'garmanKlass', 1.3342522770992735, 9);
    await expectValue(tool, 'yangZhang', 1.322314366289852, 9);
    await expectValue(tool, 'barsPerYear', 365, 9);
    await tool.getByLabel('Bars in the window', { exact: true }).fill('90');
    await expectValue(tool, 'closeToClose', 1.3204423391080506, 9);
    await expectValue(tool, 'yangZhang', 1.317905968477243, 9);
    await expect(page).toHaveURL(/volatility-estimators\.window=90/);
    const figure = tool.locator('figure');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });

    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('upload');
    await expect(tool.locator('.lab-status')).toContainText('300 bars');
    await expectValue(tool, 'barsPerYear', 8760, 9);
    expect(await value(tool, 'parkinson')).toBeGreaterThan(0);
    await tool.getByLabel('Bars in the window', { exact: true }).fill('400');
    await expect(tool).toHaveAttribute('data-state', 'error');
    await expect(tool.locator('[role="alert"]')).toContainText('The data has 300 bars; a window needs one bar more than its length (the close before it). Choose at most 299 bars.');
    await expect(tool.locator('output[name="yangZhang"]')).toHaveAttribute('data-value', '');
  });
});
