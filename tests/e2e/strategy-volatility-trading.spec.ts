import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/volatility-trading: the Black–Scholes calculator (price, Greeks, implied volatility and the
 * message when no volatility gives a price), the long straddle, the iron condor and the volatility
 * arbitrage (payoff tables, charts, break-evens). Expected numbers are the spec examples, computed
 * independently in scripts/reference/black_scholes.py and vol_strategies.py (scipy/numpy).
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
    expect(await value(arb, 'expectedPnl')).toBeCloseTo(-2047.8633498543095, 5);
  });

  test('German page: formatted results and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const bs = calculator(page, 'black-scholes');
    await expect(bs.locator('output[name="price"]')).toContainText('2.316,46');
    await expect(statusOf(bs)).toContainText('62.84%');
    await fill(bs, 'Tage bis zum Verfall', '0');
    await expect(bs.locator('[role="alert"]')).toHaveText('Gib die Tage bis zum Verfall ein, größer als 0 und höchstens 3.650.');
    const condor = calculator(page, 'iron-condor');
    await expect(condor.locator('output[name="maxProfit"]')).toContainText('159,00');
  });
});
