import { expect, test } from './fixtures';
import { calculator, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/position-trading in English and German, driven like a user: inputs by label, results through
 * the DOM contract (`<output name data-value>`, table cells `<table>.<row>.<column>`, the allocator's repeat
 * table `weights.<i>.<column>`, role=alert, data-status). Expected numbers are the spec examples of
 * specs/calculators/fundamental-score.yaml, conviction-size.yaml and portfolio-allocator.yaml, computed
 * independently in scripts/reference/position_trading.py.
 */

const PATH = '/strategies/position-trading';
const ID = 'strategy-position-trading';

// The alert region is display:none while empty, so it is found by its role attribute, not by role.
const alert = (form: ReturnType<typeof calculator>) => form.locator('[role="alert"]');

test.describe('Position trading strategy page', () => {
  test('fundamental scorer, conviction sizer and portfolio allocator (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const main = page.locator(`main[data-page="${ID}"]`);

    // Fundamental scorer: the worked example is the default (7.3, strong).
    const fundamentals = calculator(page, 'fundamental-score');
    await expectValue(fundamentals, 'weightedScore', 7.3, 9);
    await expectValue(fundamentals, 'weightSum', 1, 9);
    await expectValue(fundamentals, 'contributions.adoption.points', 2, 9);
    await expectValue(fundamentals, 'contributions.regulation.share', 0.1, 9);
    await expect(fundamentals.locator('output[name="weightedScore"]')).toHaveText('7.30');
    await expect(statusOf(fundamentals)).toHaveAttribute('data-status', 'ok');
    await fill(fundamentals, 'Adoption and usage (score)', '6');
    await fill(fundamentals, 'Tokenomics and supply (score)', '5');
    await expectValue(fundamentals, 'weightedScore', 6.4, 9);
    await expect(statusOf(fundamentals)).toHaveAttribute('data-status', 'warn');
    await fill(fundamentals, 'Regulation risk (score)', '0');
    await expect(alert(fundamentals)).toHaveText('Score every category with a whole number from 1 to 10 (10 = best, for regulation risk: the lowest risk).');
    await expect(fundamentals.locator('output[name="weightedScore"]')).toHaveAttribute('data-value', '');

    // Conviction sizer: 20,000 USDT, 1 %, conviction 3, entry 50,000, stop 40,000, 60 days at 0.01 %.
    const sizer = calculator(page, 'conviction-size');
    await expectValue(sizer, 'multiplier', 0.75, 9);
    await expectValue(sizer, 'effectiveRisk', 0.0075, 12);
    await expectValue(sizer, 'riskAmount', 150);
    await expectValue(sizer, 'units', 0.015, 12);
    await expectValue(sizer, 'notional', 750);
    await expectValue(sizer, 'leverageNeeded', 0.0375, 12);
    await expectValue(sizer, 'fundingCost', 13.5);
    await expectValue(sizer, 'fundingShare', 0.09, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');
    await sizer.getByLabel('Conviction', { exact: true }).selectOption('5');
    await expectValue(sizer, 'riskAmount', 250);
    await expectValue(sizer, 'units', 0.025, 12);
    await fill(sizer, 'Base risk per trade', '2');
    await expectValue(sizer, 'effectiveRisk', 0.025, 12);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await fill(sizer, 'Stop price', '50000');
    await expect(alert(sizer)).toHaveText('Stop must be beyond entry in the chosen direction: below it for a long, above it for a short.');
    await expect(sizer.locator('output[name="units"]')).toHaveAttribute('data-value', '');

    // Portfolio allocator: four default positions, cap 35 %, one capped, fully invested.
    const allocator = calculator(page, 'portfolio-allocator');
    await expectValue(allocator, 'weights.0.rawWeight', 0.43556334172780026, 12);
    await expectValue(allocator, 'weights.0.weight', 0.35, 12);
    await expectValue(allocator, 'weights.0.amount', 7000);
    await expectValue(allocator, 'weights.1.amount', 5787.584869059166);
    await expectValue(allocator, 'weights.3.weight', 0.13933074684772068, 12);
    await expectValue(allocator, 'cashWeight', 0, 9);
    await expectValue(allocator, 'cappedCount', 1, 9);
    await expect(allocator.locator('output[name^="weights."][name$=".weight"]')).toHaveCount(4);
    await expect(statusOf(allocator)).toHaveAttribute('data-status', 'ok');

    // A cap of 25 %: one pass leaves 5.68 % as cash.
    await fill(allocator, 'Cap per position', '25');
    await expectValue(allocator, 'cashWeight', 0.05681818181818188, 12);
    await expectValue(allocator, 'weights.3.amount', 3863.6363636363635);
    await expect(statusOf(allocator)).toHaveAttribute('data-status', 'warn');
    await fill(allocator, 'Cap per position', '35');

    // A fifth row starts with the field defaults (conviction 3, volatility 60 %).
    await allocator.getByRole('button', { name: 'Add row' }).click();
    await expect(allocator.locator('output[name^="weights."][name$=".weight"]')).toHaveCount(5);
    await expectValue(allocator, 'weights.4.weight', 0.21397680573186736, 12);
    await expectValue(allocator, 'weights.0.amount', 6847.2577834197555);
    await expect(statusOf(allocator)).toHaveAttribute('data-status', 'ok');

    // Invalid rows are named in the message.
    await fill(allocator, 'Volatility (3)', '0');
    await expect(alert(allocator)).toHaveText('Position 3: the volatility must be greater than 0 (annualised, in %: 60 = 60 %).');
    await expect(allocator.locator('output[name="weights.0.weight"]')).toHaveAttribute('data-value', '');
    await fill(allocator, 'Volatility (3)', '85');
    await fill(allocator, 'Conviction (2)', '6');
    await expect(alert(allocator)).toHaveText('Position 2: enter the conviction as a whole number from 1 to 5.');
    await fill(allocator, 'Conviction (2)', '3');
    await expect(alert(allocator)).toHaveText('');

    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
    await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
  });

  test('German page: decimal comma, status and validation messages', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const main = page.locator(`main[data-page="${ID}"]`);

    const fundamentals = calculator(page, 'fundamental-score');
    await expect(fundamentals.locator('output[name="weightedScore"]')).toHaveText('7,30');
    await fill(fundamentals, 'Team und Entwicklung (Punkte)', '7,5');
    await expect(alert(fundamentals)).toHaveText('Bewerte jede Kategorie mit einer ganzen Zahl von 1 bis 10 (10 = am besten, beim Regulierungsrisiko: das geringste Risiko).');

    const sizer = calculator(page, 'conviction-size');
    await expect(sizer.locator('output[name="notional"]')).toHaveText('750,00');
    await fill(sizer, 'Durchschnittliche Funding-Rate je 8 Std.', '0,05');
    await expectValue(sizer, 'fundingCost', 67.5);
    await expectValue(sizer, 'fundingShare', 0.45, 12);
    await fill(sizer, 'Geplante Haltedauer (Tage)', '-5');
    await expect(alert(sizer)).toHaveText('Gib die Haltedauer in Tagen ein, von 0 bis 3.650.');

    const allocator = calculator(page, 'portfolio-allocator');
    await fill(allocator, 'Obergrenze pro Position', '25');
    await expectValue(allocator, 'cashAmount', 1136.3636363636376);
    await expect(statusOf(allocator)).toHaveAttribute('data-status', 'warn');

    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});
