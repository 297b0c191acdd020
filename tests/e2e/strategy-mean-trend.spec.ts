import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/mean-reversion and /strategies/trend-following in English and German, driven like a user:
 * inputs by label, results through the DOM contract (`<output name data-value>`, the Bollinger window table
 * `window.<i>.<column>`, role=alert, data-status). Expected numbers are the spec examples of
 * specs/calculators/bollinger-snapshot.yaml, atr-position-size.yaml and trend-signals.yaml, computed
 * independently in scripts/reference/mean_trend.py. The lab modules are tested with the lab.
 */

const WORKED_CLOSES = '64120 64310 64050 63980 64200 64420 64350 64180 63940 64060 64290 64510 64380 64150 64020 64240 64460 64300 63870';

test.describe('Mean reversion strategy page', () => {
  test('Bollinger snapshot: worked example, k, the danger status and validation (English)', async ({ page }) => {
    await openStrategyPage(page, '/strategies/mean-reversion', 'strategy-mean-reversion', 'en');
    const main = page.locator('main[data-page="strategy-mean-reversion"]');

    // The worked example is the default: 20 closes, k 2.
    const bands = calculator(page, 'bollinger-snapshot');
    await expectValue(bands, 'period', 20);
    await expectValue(bands, 'middle', 64171.5, 9);
    await expectValue(bands, 'sd', 218.08885803726884, 9);
    await expectValue(bands, 'upper', 64607.67771607454, 9);
    await expectValue(bands, 'lower', 63735.32228392546, 9);
    await expectValue(bands, 'percentB', -0.15512287645425427, 12);
    await expectValue(bands, 'bandwidth', 0.01359412561883517, 12);
    await expectValue(bands, 'zScore', -2.620491505817034, 12);
    await expectValue(bands, 'distanceToMiddle', 0.008985849056603712, 12);
    await expectValue(bands, 'window.0.close', 63600);
    await expectValue(bands, 'window.0.squared', 326612.25, 6);
    await expectValue(bands, 'window.19.close', 64120);
    await expect(bands.locator('output[name^="window."][name$=".close"]')).toHaveCount(20);
    await expect(statusOf(bands)).toHaveAttribute('data-status', 'warn');

    // Wider bands: the same close is inside them.
    await fill(bands, 'Band width k (standard deviations)', '3');
    await expectValue(bands, 'percentB', 0.06325141569715896, 12);
    await expect(statusOf(bands)).toHaveAttribute('data-status', 'ok');

    // A deeper last close is more than 3 standard deviations away.
    await fill(bands, 'Band width k (standard deviations)', '2');
    await fill(bands, 'Closes (oldest first)', `${WORKED_CLOSES} 63420`);
    await expectValue(bands, 'zScore', -3.046802938406437, 12);
    await expect(statusOf(bands)).toHaveAttribute('data-status', 'danger');

    // One close is not enough.
    await fill(bands, 'Closes (oldest first)', '64000');
    await expect(bands.getByRole('alert')).toHaveText('Enter at least 2 closes (20 for Bollinger 20).');
    await expect(bands.locator('output[name="middle"]')).toHaveAttribute('data-value', '');

    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
    await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
  });

  test('German page: decimal comma in the list and a validation message', async ({ page }) => {
    await openStrategyPage(page, '/strategies/mean-reversion', 'strategy-mean-reversion', 'de');
    const main = page.locator('main[data-page="strategy-mean-reversion"]');
    const bands = calculator(page, 'bollinger-snapshot');
    await fill(bands, 'Schlusskurse (ältester zuerst)', '100; 102; 101; 99; 98,5');
    await expectValue(bands, 'middle', 100.1, 9);
    await expectValue(bands, 'sd', 1.2806248474865698, 9);
    await expectValue(bands, 'percentB', 0.18765247622278933, 12);
    await expect(statusOf(bands)).toHaveAttribute('data-status', 'ok');
    await fill(bands, 'Bandabstand k (Standardabweichungen)', '0');
    await expect(bands.getByRole('alert')).toHaveText('Gib k größer als 0 und höchstens 5 ein (2 = die üblichen Bänder).');
    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});

test.describe('Trend following strategy page', () => {
  test('signal checker and ATR position sizer (English)', async ({ page }) => {
    await openStrategyPage(page, '/strategies/trend-following', 'strategy-trend-following', 'en');
    const main = page.locator('main[data-page="strategy-trend-following"]');

    // Signal checker: the worked example fires the Donchian breakout (90) and the trend filter (80).
    const signals = calculator(page, 'trend-signals');
    await expectValue(signals, 'donchianBreakout', 90);
    await expectValue(signals, 'trendFilter', 80);
    await expectValue(signals, 'firedCount', 2);
    await expectValue(signals, 'strongest', 90);
    await expectValue(signals, 'adxChange', 1.5, 9);
    await expect(signals.locator('output[name="goldenCross"]')).toHaveAttribute('data-value', '');
    await expect(signals.locator('output[name="goldenCross"]')).toHaveText('no signal');
    await expect(statusOf(signals)).toHaveAttribute('data-status', 'ok');

    await choose(signals, 'Short');
    await expectValue(signals, 'firedCount', 0);
    await expect(signals.locator('output[name="strongest"]')).toHaveText('none');
    await choose(signals, 'Long');
    await fill(signals, 'ADX (14) now', '18');
    await fill(signals, 'ADX (14) one bar before', '17');
    await expectValue(signals, 'firedCount', 1);
    await expectValue(signals, 'trendFilter', 80);
    await expect(signals.locator('output[name="donchianBreakout"]')).toHaveAttribute('data-value', '');
    await expect(statusOf(signals)).toHaveAttribute('data-status', 'warn');
    await fill(signals, 'ADX (14) now', '128');
    await expect(signals.getByRole('alert')).toHaveText('The ADX lies between 0 and 100.');

    // ATR position sizer: 10,000 USDT, 1 %, long 60,000, ATR 400 × 1.5.
    const sizer = calculator(page, 'atr-position-size');
    await expectValue(sizer, 'stopDistance', 600);
    await expectValue(sizer, 'stopPrice', 59400);
    await expectValue(sizer, 'stopDistancePct', 0.01, 12);
    await expectValue(sizer, 'riskAmount', 100);
    await expectValue(sizer, 'units', 0.16666666666666666, 12);
    await expectValue(sizer, 'notional', 10000);
    await expectValue(sizer, 'leverageNeeded', 1, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');

    await choose(sizer, 'Short');
    await expectValue(sizer, 'stopPrice', 60600);
    await fill(sizer, 'ATR (average true range)', '120');
    await expectValue(sizer, 'leverageNeeded', 3.3333333333333335, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await fill(sizer, 'ATR (average true range)', '30');
    await expectValue(sizer, 'leverageNeeded', 13.333333333333334, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'danger');

    await choose(sizer, 'Long');
    await fill(sizer, 'Entry price', '100');
    await fill(sizer, 'ATR (average true range)', '50');
    await fill(sizer, 'ATR multiple for the stop', '2');
    await expect(sizer.getByRole('alert')).toHaveText('For a long, ATR × multiple must be smaller than the entry price — otherwise the stop would be at or below 0.');
    await expect(sizer.locator('output[name="stopPrice"]')).toHaveAttribute('data-value', '');

    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
    await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
  });

  test('German page: formatted results, status and validation message', async ({ page }) => {
    await openStrategyPage(page, '/strategies/trend-following', 'strategy-trend-following', 'de');
    const main = page.locator('main[data-page="strategy-trend-following"]');
    const signals = calculator(page, 'trend-signals');
    await expect(signals.locator('output[name="goldenCross"]')).toHaveText('kein Signal');

    const sizer = calculator(page, 'atr-position-size');
    await expect(sizer.locator('output[name="notional"]')).toHaveText('10.000,00');
    await fill(sizer, 'ATR-Vielfaches für den Stop', '2,5');
    await expectValue(sizer, 'stopDistance', 1000);
    await expectValue(sizer, 'units', 0.1, 12);
    await fill(sizer, 'Risiko pro Trade', '3');
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await fill(sizer, 'ATR-Vielfaches für den Stop', '0');
    await expect(sizer.getByRole('alert')).toHaveText('Gib das ATR-Vielfache größer als 0 und höchstens 20 ein (1,5 = eineinhalb ATR).');
    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});
