import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/carry-trade: the funding calculator, the delta-neutral sizer and the risk manager. Expected numbers
 * are their spec examples, computed independently in scripts/reference/carry.py.
 */

const PATH = '/strategies/carry-trade';
const ID = 'strategy-carry-trade';

test.describe('Carry trade strategy page', () => {
  test('funding, sizer and risk manager: the worked example, the sign rule, typed changes and statuses (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const funding = calculator(page, 'carry-funding');
    await expectValue(funding, 'funding', 270, 9);
    await expectValue(funding, 'perDay', 9, 9);
    await expectValue(funding, 'annualRate', 0.1095, 12);
    await expect(statusOf(funding)).toHaveAttribute('data-status', 'ok');
    await choose(funding, 'Long');
    await expectValue(funding, 'funding', -270, 9);
    await expect(statusOf(funding)).toHaveAttribute('data-status', 'warn');
    await fill(funding, 'Funding rate per 8 h (decimal)', '1');
    await expect(funding.locator('[role="alert"]')).toContainText('Enter the funding rate as a decimal per 8 hours');
    await expect(funding.locator('output[name="funding"]')).toHaveAttribute('data-value', '');

    const sizer = calculator(page, 'carry-delta-neutral');
    await expectValue(sizer, 'spotQuantity', 0.5, 12);
    await expectValue(sizer, 'perpMargin', 10_000, 9);
    await expectValue(sizer, 'liquidationRise', 0.3283333333333333, 12);
    await expectValue(sizer, 'liquidationPrice', 79_700, 6);
    await expectValue(sizer, 'marginBuffer', 9850, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await fill(sizer, 'Leverage on the perpetual short', '10');
    await expectValue(sizer, 'liquidationPrice', 65_700, 6);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'danger');

    const risk = calculator(page, 'carry-risk');
    await expectValue(risk, 'riskLevel', 1, 9);
    await expect(statusOf(risk)).toContainText('Risk level: medium');
    await fill(risk, 'Rise that liquidates the short', '9.5');
    await fill(risk, 'Basis (perpetual − spot)', '-0.35');
    await expectValue(risk, 'liquidationLevel', 3, 9);
    await expectValue(risk, 'basisLevel', 2, 9);
    await expectValue(risk, 'riskLevel', 3, 9);
    await expect(statusOf(risk)).toContainText('Risk level: critical');
    await expect(risk).toContainText('Two or more factors are high or critical');
  });

  test('German page: formatted results and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const sizer = calculator(page, 'carry-delta-neutral');
    await expect(sizer.locator('output[name="liquidationPrice"]')).toContainText('79.700');
    await fill(sizer, 'Hebel auf den Perpetual-Short', '0,5');
    await expect(sizer.locator('[role="alert"]')).toHaveText('Gib den Hebel des Shorts von 1 bis 125 ein (3 = 3x).');
    const funding = calculator(page, 'carry-funding');
    await expect(funding.locator('output[name="funding"]')).toContainText('270,00');
  });
});
