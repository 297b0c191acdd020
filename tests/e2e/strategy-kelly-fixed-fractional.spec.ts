import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/kelly and /strategies/fixed-fractional in English and German, driven like a user: inputs by
 * label, results through the DOM contract (`<output name data-value>`, table cells `<table>.<row>.<column>`,
 * the growth tracker's repeat table `path.<i>.<column>`, role=alert, data-status). Expected numbers are
 * the spec examples of specs/calculators/kelly*.yaml, fixed-fractional.yaml, fraction-optimizer.yaml and
 * growth-tracker.yaml, computed independently in scripts/reference/kelly.py.
 */

test.describe('Kelly strategy page', () => {
  test('calculator, risk manager and optimizer (English)', async ({ page }) => {
    await openStrategyPage(page, '/strategies/kelly', 'strategy-kelly', 'en');
    const main = page.locator('main[data-page="strategy-kelly"]');

    // Kelly calculator: the worked example is the default.
    const kelly = calculator(page, 'kelly');
    await expectValue(kelly, 'full', 0.175, 12);
    await expectValue(kelly, 'half', 0.0875, 12);
    await expectValue(kelly, 'quarter', 0.04375, 12);
    await expectValue(kelly, 'growthFull', 0.02924252564655129, 12);
    await expectValue(kelly, 'growthQuarter', 0.013141926178550634, 12);
    await expect(kelly.locator('output[name="full"]')).toHaveText('17.50%');
    await expect(statusOf(kelly)).toHaveAttribute('data-status', 'ok');

    await fill(kelly, 'Win rate p (0–1)', '0.6');
    await expectValue(kelly, 'full', 0.4, 12);
    await expect(statusOf(kelly)).toHaveAttribute('data-status', 'warn');
    await fill(kelly, 'Win rate p (0–1)', '0.3');
    await expectValue(kelly, 'full', -0.05, 12);
    await expect(kelly.locator('output[name="growthFull"]')).toHaveAttribute('data-value', '');
    await expect(kelly.locator('output[name="growthFull"]')).toHaveText('n/a');
    await expect(statusOf(kelly)).toHaveAttribute('data-status', 'danger');
    await expect(statusOf(kelly)).toContainText('No edge: do not bet.');

    await fill(kelly, 'Win rate p (0–1)', '0.45');
    await fill(kelly, 'Payoff ratio b (average win in R)', '0');
    await expect(kelly.getByRole('alert')).toHaveText('The payoff ratio b must be greater than 0 (2 = a win pays twice what a loss costs).');
    await expect(kelly.locator('output[name="full"]')).toHaveAttribute('data-value', '');
    await fill(kelly, 'Payoff ratio b (average win in R)', '2');
    await expect(kelly.getByRole('alert')).toHaveCount(0);

    await choose(kelly, 'Returns (μ and σ)');
    await expectValue(kelly, 'full', 4, 9);
    await expectValue(kelly, 'growthFull', 0.02, 12);
    await expect(statusOf(kelly)).toHaveAttribute('data-status', 'warn');

    // Risk manager: half Kelly halves the account with probability 0.5³; the fixed table.
    const risk = calculator(page, 'kelly-risk');
    await expectValue(risk, 'probability', 0.125, 12);
    await expectValue(risk, 'drawdownOdds.x30.c50', 0.027, 12);
    await expectValue(risk, 'drawdownOdds.x10.c100', 0.1, 12);
    await fill(risk, 'Account falls to', '10');
    await fill(risk, 'Fraction of full Kelly c', '25');
    await expectValue(risk, 'probability', 1e-7, 15);
    await fill(risk, 'Fraction of full Kelly c', '150');
    await expect(statusOf(risk)).toHaveAttribute('data-status', 'danger');
    await fill(risk, 'Account falls to', '100');
    await expect(risk.getByRole('alert')).toHaveText('Enter the level as a percentage of your account, greater than 0 and below 100 (50 = the account is halved).');

    // Optimizer: 37.5 + 5 + 0 − 5 + 5 = 42.5 % of 17.5 %; the limits 25–50 %.
    const optimizer = calculator(page, 'kelly-optimizer');
    await expectValue(optimizer, 'suggestedFraction', 0.425, 12);
    await expectValue(optimizer, 'suggestedBet', 0.074375, 12);
    await optimizer.getByLabel('Market condition', { exact: true }).selectOption('volatile');
    await expectValue(optimizer, 'suggestedFraction', 0.3, 12);
    await optimizer.getByLabel('Risk tolerance', { exact: true }).selectOption('low');
    await expectValue(optimizer, 'rawFraction', 0.225, 12);
    await expectValue(optimizer, 'suggestedFraction', 0.25, 12);
    await expectValue(optimizer, 'suggestedBet', 0.04375, 12);
    await expect(optimizer).toContainText('so the suggestion stays at quarter Kelly');

    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
    await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
  });

  test('German page: decimal comma, status and validation message', async ({ page }) => {
    await openStrategyPage(page, '/strategies/kelly', 'strategy-kelly', 'de');
    const main = page.locator('main[data-page="strategy-kelly"]');
    const kelly = calculator(page, 'kelly');
    await expect(kelly.locator('output[name="quarter"]')).toHaveText(/^4,375\s%$/);
    await fill(kelly, 'Trefferquote p (0–1)', '0,6');
    await expectValue(kelly, 'full', 0.4, 12);
    await expect(statusOf(kelly)).toHaveAttribute('data-status', 'warn');
    await fill(kelly, 'Trefferquote p (0–1)', '1,2');
    await expect(kelly.getByRole('alert')).toHaveText('Gib die Trefferquote p als Dezimalzahl von 0 bis 1 ein (0,45 = 45 %).');
    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});

test.describe('Fixed-fractional strategy page', () => {
  test('position sizer, drawdown, fraction optimizer and growth tracker (English)', async ({ page }) => {
    await openStrategyPage(page, '/strategies/fixed-fractional', 'strategy-fixed-fractional', 'en');
    const main = page.locator('main[data-page="strategy-fixed-fractional"]');

    // Position sizer: the spec's worked example is the default.
    const sizer = calculator(page, 'fixed-fractional');
    await expectValue(sizer, 'riskAmount', 100);
    await expectValue(sizer, 'stopDistance', 5);
    await expectValue(sizer, 'units', 20);
    await expectValue(sizer, 'notional', 2000);
    await expectValue(sizer, 'stopDistancePct', 0.05, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');
    await fill(sizer, 'Stop price', '104');
    await expectValue(sizer, 'units', 25);
    await fill(sizer, 'Risk per trade', '3');
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await fill(sizer, 'Stop price', '100');
    await expect(sizer.getByRole('alert')).toHaveText('The stop must differ from the entry: below it for a long, above it for a short.');
    await expect(sizer.locator('output[name="units"]')).toHaveAttribute('data-value', '');

    // The embedded drawdown calculator: 1 % over 10 losses ≈ 9.56 %.
    const drawdown = calculator(page, 'fixed-fractional-drawdown');
    await expectValue(drawdown, 'drawdownPct', 0.09561792499119559, 12);

    // Fraction optimizer: the table and the Kelly optimum.
    const fractions = calculator(page, 'fraction-optimizer');
    await expectValue(fractions, 'kellyOptimum', 0.1, 12);
    await expectValue(fractions, 'fractions.r1.growth', 0.0018908494063710228, 15);
    await expectValue(fractions, 'fractions.r2.drawdown', 0.1829271931124533, 12);
    await expectValue(fractions, 'fractions.r5.growthShare', 0.7565751891348682, 12);
    await fill(fractions, 'Win rate (0–1)', '0.3');
    await expect(statusOf(fractions)).toHaveAttribute('data-status', 'danger');

    // Growth tracker: compounding the default results, then ten losses at 2 %.
    const growth = calculator(page, 'growth-tracker');
    await expectValue(growth, 'finalEquity', 10397.84051988, 6);
    await expectValue(growth, 'fixedAmountEquity', 10400);
    await expectValue(growth, 'path.3.equity', 9997.02, 6);
    await expectValue(growth, 'path.4.pnl', 299.91060000000004, 6);
    await expect(growth.locator('output[name^="path."][name$=".equity"]')).toHaveCount(7);
    await fill(growth, 'Risk per trade', '2');
    await fill(growth, 'Trade results in R', '-1 -1 -1 -1 -1 -1 -1 -1 -1 -1');
    await expectValue(growth, 'finalEquity', 8170.728068875467, 6);
    await expectValue(growth, 'currentDrawdown', 0.1829271931124533, 12);
    await expect(statusOf(growth)).toHaveAttribute('data-status', 'danger');
    await fill(growth, 'Risk per trade', '50');
    await fill(growth, 'Trade results in R', '1 -2');
    await expect(growth.getByRole('alert')).toHaveText('A result of -2 R at 50 % risk would lose the whole balance or more. Check the results or lower the risk per trade.');

    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
    await expect(main.locator('#actions a[href="/learn/leverage-position-sizing"]')).toBeVisible();
  });

  test('German page: German numbers in lists, status and validation message', async ({ page }) => {
    await openStrategyPage(page, '/strategies/fixed-fractional', 'strategy-fixed-fractional', 'de');
    const main = page.locator('main[data-page="strategy-fixed-fractional"]');
    const sizer = calculator(page, 'fixed-fractional');
    await expect(sizer.locator('output[name="notional"]')).toHaveText('2.000,00');
    await fill(sizer, 'Stop-Preis', '100');
    await expect(sizer.getByRole('alert')).toHaveText('Der Stop muss sich vom Einstieg unterscheiden: darunter für einen Long, darüber für einen Short.');

    const growth = calculator(page, 'growth-tracker');
    await fill(growth, 'Anfangskontostand', '5000');
    await fill(growth, 'Risiko pro Trade', '2');
    await fill(growth, 'Trade-Ergebnisse in R', '1,5; -1; -1; -1');
    await expectValue(growth, 'finalEquity', 4847.138800000001, 6);
    await expectValue(growth, 'currentDrawdown', 0.05880799999999997, 12);
    await expect(statusOf(growth)).toHaveAttribute('data-status', 'warn');
    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});
