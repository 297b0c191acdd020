import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/carry-trade: the funding calculator, the delta-neutral sizer and the risk manager (expected numbers
 * are their spec examples, computed independently in scripts/reference/carry.py) and the carry portfolio optimizer
 * (`section[data-tool=carry-optimizer]`; its defaults and the looser cap are cases of the scipy linprog fixture
 * tests/fixtures/carry/optimizer.json).
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

  test('portfolio optimizer: the defaults under the risk cap, a looser cap, an added position and a bad row', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="carry-optimizer"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    for (const [i, weight] of [0.45, 0.15, 0.25, 0.15].entries()) await expectValue(tool, `weights.${i}.weight`, weight, 12);
    await expectValue(tool, 'weights.0.amount', 9000, 6);
    await expectValue(tool, 'expectedFunding', 0.164525, 12);
    await expectValue(tool, 'expectedFundingAmount', 3290.5, 6);
    await expectValue(tool, 'risk', 0.7, 12);
    await expectValue(tool, 'riskPrice', 0.17, 12);
    await tool.getByLabel('Risk cap (weighted volatility)', { exact: true }).fill('150');
    for (const [i, weight] of [0.2, 0.4, 0.25, 0.15].entries()) await expectValue(tool, `weights.${i}.weight`, weight, 12);
    await expectValue(tool, 'risk', 0.7375, 12);
    await expectValue(tool, 'riskPrice', 0, 12);
    await expect(page).toHaveURL(/carry-optimizer\.riskCap=150/);

    await tool.getByRole('button', { name: 'Add a position' }).click();
    await tool.locator('input[name="rows.4.asset"]').fill('DOT');
    await tool.locator('input[name="rows.4.funding"]').fill('25');
    await tool.locator('input[name="rows.4.volatility"]').fill('0');
    await tool.locator('input[name="rows.4.maxWeight"]').fill('20');
    await expect(tool.locator('[role="alert"]')).toHaveText('Position 5: the volatility must be greater than 0 and at most 1,000 % a year.');
    await expect(tool).toHaveAttribute('data-state', 'error');
    await expect(tool.locator('output[name="expectedFunding"]')).toHaveAttribute('data-value', '');
    await tool.locator('input[name="rows.4.volatility"]').fill('95');
    // DOT (25 %) now takes 20 % ahead of BTC: ADA 15, DOT 20, SOL 25, ETH 40 → 0.045 + 0.05 + 0.05 + 0.054.
    await expectValue(tool, 'weights.4.weight', 0.2, 12);
    await expectValue(tool, 'weights.0.weight', 0, 12);
    await expectValue(tool, 'expectedFunding', 0.199, 12);
    await tool.getByRole('button', { name: 'Remove position 5' }).click();
    await expectValue(tool, 'expectedFunding', 0.1709, 12);
  });

  test('German page: formatted results and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const sizer = calculator(page, 'carry-delta-neutral');
    await expect(sizer.locator('output[name="liquidationPrice"]')).toContainText('79.700');
    await fill(sizer, 'Hebel auf den Perpetual-Short', '0,5');
    await expect(sizer.locator('[role="alert"]')).toHaveText('Gib den Hebel des Shorts von 1 bis 125 ein (3 = 3x).');
    const funding = calculator(page, 'carry-funding');
    await expect(funding.locator('output[name="funding"]')).toContainText('270,00');
    const tool = page.locator('section[data-tool="carry-optimizer"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('output[name="expectedFundingAmount"]')).toContainText('3.290,50');
    await expect(tool.locator('input[name="rows.0.funding"]')).toHaveValue('10,95');
  });
});
