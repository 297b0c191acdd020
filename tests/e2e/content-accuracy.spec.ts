import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/** The statements about money that must not mislead, as a reader meets them in the browser. */

test('liquidation guide: bankruptcy price and margin left at liquidation, with the section linked from the tools', async ({ page }) => {
  await gotoPage(page, '/learn/liquidation-risk');
  const form = calculator(page, 'liquidation-estimate');
  await expectValue(form, 'liquidationPrice', 54300);
  await expectValue(form, 'bankruptcyPrice', 54000);
  await expectValue(form, 'marginLeftAtLiquidation', 0.05);
  await expect(page.locator('#at-liquidation')).toContainText('Auto-deleveraging (ADL)');

  await gotoPage(page, '/tools/liquidation-pro');
  await page.getByRole('link', { name: 'what happens at liquidation' }).click();
  await expect(page).toHaveURL(/\/learn\/liquidation-risk#at-liquidation$/);
});

test('COIN-M: an inverse long is liquidated sooner, a 1x inverse short never (German)', async ({ page }) => {
  await gotoPage(page, '/futures-types?lng=de');
  const form = calculator(page, 'coin-m-liquidation');
  await expectValue(form, 'inverseLiquidationPrice', 54818.181818, 4);
  await expectValue(form, 'inverseMovePct', -0.0863636, 6);
  await fill(form, 'Hebel', '1');
  await choose(form, 'Short');
  await expect.poll(() => value(form, 'inverseLiquidationPrice')).toBeNull();
  await expect(form).toContainText('nie liquidiert');
});

test('futures versus spot: the futures loss stops at the margin once liquidated', async ({ page }) => {
  await gotoPage(page, '/learn/futures-versus-spot');
  const form = calculator(page, 'futures-vs-spot');
  await fill(form, 'Current price', '48000');
  await expectValue(form, 'futuresPnl', -3000);
  await expectValue(form, 'futuresRoi', -1);
  await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
});

test('funding rate: a small premium leaves the rate at the interest rate', async ({ page }) => {
  await gotoPage(page, '/learn/margin-funding');
  const form = calculator(page, 'funding-rate');
  await expectValue(form, 'fundingRate', 0.0001);
  await fill(form, 'Premium index P', '-0.001');
  await expectValue(form, 'fundingRate', -0.0005);
});

test('imprint and privacy name the operator from site.yaml in both languages; home badges follow page status', async ({ page }) => {
  await gotoPage(page, '/imprint');
  await expect(page.locator('#operator')).toContainText('§ 5 DDG');
  await expect(page.locator('#operator').getByRole('link', { name: 'contact@futureslab.invalid' })).toHaveAttribute('href', 'mailto:contact@futureslab.invalid');
  await gotoPage(page, '/privacy?lng=de');
  await expect(page.locator('#controller')).toContainText('Art. 4 Nr. 7 DSGVO');
  await expect(page.locator('#controller')).toContainText('contact@futureslab.invalid');
  await expect(page.locator('#hosting')).toContainText('Art. 6 Abs. 1 lit. f DSGVO');

  await gotoPage(page, '/');
  const learnCards = page.locator('#learn');
  await expect(learnCards.locator('.card')).toHaveCount(6);
  await expect(learnCards.locator('[data-soon]')).toHaveCount(0);
});

test('newsletter: no invented issues, an honest empty state', async ({ page }) => {
  await gotoPage(page, '/newsletter');
  const latest = page.locator('#latest-issues');
  await expect(latest).toContainText('No issue has been sent yet.');
  await expect(latest.locator('.card')).toHaveCount(0);
});
