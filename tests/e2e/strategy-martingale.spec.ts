import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage } from './calculatorPage';

/**
 * /strategies/martingale in English and German: the six calculators driven by label like a user, checked
 * through the DOM contract (`output[data-value]`, the form's role=alert, `data-status`), and the NFA notice.
 * Expected numbers are the calculators' spec examples, computed independently with Python
 * (scripts/reference/martingale.py); the worked example of the page is the Martingale Sizer's defaults.
 */

test('English: worked example, stop grid status, Kelly modes, averaging, pyramiding, sequences and NFA', async ({ page }) => {
  await gotoPage(page, '/strategies/martingale');
  const main = page.locator('main[data-page]');
  await expect(page.locator('main[data-soon]')).toHaveCount(0);

  // Martingale Sizer: the defaults are the worked example of the text.
  const sizer = calculator(page, 'martingale-sizer');
  await expectValue(sizer, 'lastStake', 1280);
  await expectValue(sizer, 'cumulativeStake', 2550);
  await expectValue(sizer, 'failProbability', 0.00390625, 12);
  await expectValue(sizer, 'ruinOverCycles', 0.5428665256077703, 12);
  await expectValue(sizer, 'affordable', 1);
  await expect(sizer.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  await expect(main.getByText('2,550.00 USDT').first()).toBeVisible();
  await expect(main.getByText('54.29 %').first()).toBeVisible();
  await fill(sizer, 'Max. doubling steps', '8');
  await expectValue(sizer, 'cumulativeStake', 5110);
  await expectValue(sizer, 'affordable', 0);
  await expect(sizer.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
  await fill(sizer, 'Win probability per bet', '50');
  await expect(sizer.getByRole('alert')).toHaveText('Enter the win probability as a fraction greater than 0 and below 1 (0.5 = 50 %).');
  await expect(sizer.locator('output[name="cumulativeStake"]')).toHaveAttribute('data-value', '');

  // Stop Grid Generator: within budget by default, over budget with seven steps and a 5 USDT minimum.
  const grid = calculator(page, 'stop-grid');
  await expectValue(grid, 'budget', 1000);
  await expectValue(grid, 'suggestedBase', 15.873015873015873);
  await expect(grid.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  await expect(grid.locator('[data-status]')).toHaveText('Within budget');
  await expectValue(grid, 'stakes.5.stake', 507.93650793650795);
  await fill(grid, 'Max. doubling steps', '7');
  await expectValue(grid, 'suggestedBase', 3.9215686274509802);
  await expectValue(grid, 'usedBase', 5);
  await expectValue(grid, 'cumulativeStake', 1275);
  await expectValue(grid, 'stakes.7.stake', 640);
  await expect(grid.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
  await expect(grid.locator('[data-status]')).toHaveText('⚠ Over budget – raise DD cap or cut steps/mult');

  // Kelly fraction tool: binomial by default, then the moments mode and its validation.
  const kelly = calculator(page, 'kelly-fraction');
  await expectValue(kelly, 'raw', 0.1, 9);
  await expectValue(kelly, 'capped', 0.1, 9);
  await expectValue(kelly, 'fractional', 0.05, 9);
  await choose(kelly, 'Moments (μ, σ)');
  await expectValue(kelly, 'raw', 0.25, 9);
  await expectValue(kelly, 'fractional', 0.125, 9);
  await fill(kelly, 'Volatility per period (σ)', '0');
  await expect(kelly.getByRole('alert')).toHaveText('The volatility σ must be greater than 0 (0.2 = 20 %).');
  await expect(kelly.locator('output[name="raw"]')).toHaveAttribute('data-value', '');

  // Averaging Explorer: the defaults quoted in the text.
  const averaging = calculator(page, 'averaging');
  await expectValue(averaging, 'averageEntry', 84.7920907240477);
  await expectValue(averaging, 'lastPrice', 72.9);
  await expectValue(averaging, 'bounceToBreakEven', 0.1631288165164293, 12);
  await expectValue(averaging, 'ladder.1.average', 94.73684210526315);

  // Pyramiding Planner: exactly at the 2 % cap, over it with a fifth add.
  const pyramid = calculator(page, 'pyramiding-planner');
  await expectValue(pyramid, 'riskAmount', 50);
  await expectValue(pyramid, 'totalRisk', 200);
  await expectValue(pyramid, 'withinCap', 1);
  await expectValue(pyramid, 'plannedProfit', 400);
  await expect(pyramid.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  await fill(pyramid, 'Number of adds', '5');
  await expectValue(pyramid, 'withinCap', 0);
  await expectValue(pyramid, 'plan.4.withinCap', 0);
  await expect(pyramid.locator('[data-status]')).toHaveAttribute('data-status', 'danger');

  // Sequences: the same letters in another order end at the same balance with a deeper drawdown.
  const sequence = calculator(page, 'win-loss-sequence');
  await expectValue(sequence, 'finalEquity', 1300);
  await expectValue(sequence, 'maxDrawdown', 200);
  await expectValue(sequence, 'longestLosingRun', 2);
  await fill(sequence, 'Sequence of wins and losses', 'LLLWWWW');
  await expectValue(sequence, 'finalEquity', 1300);
  await expectValue(sequence, 'maxDrawdown', 300);
  await expectValue(sequence, 'lowestEquity', 700);
  await expectValue(sequence, 'path.2.equity', 700);
  await fill(sequence, 'Starting balance', '0');
  await expect(sequence.getByRole('alert')).toHaveText('The starting balance must be greater than 0.');

  await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
});

test('German: decimal comma, German status texts, German letters and the NFA link', async ({ page }) => {
  await gotoPage(page, '/de/strategies/martingale');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const main = page.locator('main[data-page]');

  const sizer = calculator(page, 'martingale-sizer');
  await expectValue(sizer, 'cumulativeStake', 2550);
  await expect(sizer.locator('output[name="cumulativeStake"]')).toHaveText('2.550,00');
  await expect(main.getByText('54,29 %').first()).toBeVisible();
  await fill(sizer, 'Gewinnwahrscheinlichkeit pro Einsatz', '0,49');
  await expectValue(sizer, 'failProbability', 0.0045767944570401006, 12);
  await fill(sizer, 'Kapital', '0');
  await expect(sizer.getByRole('alert')).toHaveText('Das Kapital muss größer als 0 sein.');

  const grid = calculator(page, 'stop-grid');
  await expect(grid.locator('[data-status]')).toHaveText('Im Budget');
  await fill(grid, 'Max. Verdopplungsstufen', '7');
  await expect(grid.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
  await expect(grid.locator('[data-status]')).toHaveText('⚠ Über Budget – DD-Limit erhöhen oder Stufen/Multiplikator senken');

  const sequence = calculator(page, 'win-loss-sequence');
  await fill(sequence, 'Folge von Gewinnen und Verlusten', 'g, v v g');
  await fill(sequence, 'Gewinn pro Gewinntrade', '100');
  await fill(sequence, 'Anfangsstand', '500');
  await expectValue(sequence, 'finalEquity', 500);
  await expectValue(sequence, 'maxDrawdown', 200);
  await expectValue(sequence, 'lowestEquity', 400);

  await expect(main.locator('[data-nfa] a[href="/de/nfa"]')).toHaveCount(1);
});
