import { expect, test, type Locator } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * /tools/position-margin-pro, driven like a user: inputs by label, results through
 * the DOM contract (`<output name data-value>`, role=alert, data-status). Expected numbers are the
 * spec examples, computed independently with Python (float64).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PATH = '/tools/position-margin-pro';
const ID = 'position-margin-pro';

/** The worked example's trade and costs (risk mode, units), on the given side. */
async function plan(form: Locator, side: 'Long' | 'Short'): Promise<void> {
  await choose(form, side);
  await fill(form, 'Entry price', '60000');
  await fill(form, 'Stop price', side === 'Long' ? '58800' : '61200');
  await fill(form, 'Take-profit price (optional)', side === 'Long' ? '62400' : '57600');
  await fill(form, 'Account size', '10000');
  await choose(form, 'Risk at the stop');
  await fill(form, 'Risk per trade', '1');
  await fill(form, 'Leverage', '10');
  await choose(form, 'Units of the asset');
  await fill(form, 'Lot size', '0.001');
  await fill(form, 'Minimum notional', '5');
  await fill(form, 'Entry fee rate (decimal)', '0.0005');
  await fill(form, 'Exit fee rate (decimal)', '0.0005');
  await fill(form, 'Half spread (decimal)', '0.0001');
  await fill(form, 'Entry slippage (decimal)', '0.0005');
  await fill(form, 'Exit slippage (decimal)', '0.0005');
  await fill(form, 'Funding rate per 8 h (decimal)', '0.0001');
  await fill(form, 'Holding time', '24');
  await fill(form, 'Funding price weight (0–1)', '0.5');
  await fill(form, 'Win rate (0–1)', '0.5');
  await fill(form, 'Reward/risk ratio', '2');
}

test.describe('position-margin-pro on /tools/position-margin-pro', () => {
  test('risk mode: long and short with all costs', async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page.locator('main[data-page="tool-position-margin-pro"]')).toBeVisible();
    const form = calculator(page, ID);
    await plan(form, 'Long');
    await expectValue(form, 'units', 0.075, 12);
    await expectValue(form, 'notional', 4500);
    await expectValue(form, 'initialMargin', 450);
    await expectValue(form, 'riskAmount', 100);
    await expectValue(form, 'lossAtStop', -99.80102699999992);
    await expectValue(form, 'profitAtTake', 169.9020540000004);
    await expectValue(form, 'rewardRiskNet', 1.70240787201519, 9);
    await expectValue(form, 'fees', 4.589945999999999);
    await expectValue(form, 'fundingCost', 1.377);
    await expectValue(form, 'liquidationPrice', 54216.867469879515);
    await expectValue(form, 'stopBeyondLiquidation', 0);
    await expectValue(form, 'kellyFraction', 0.25, 9);
    await expect(form.locator('output[name="units"]')).toHaveText('0.075');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('54,216.87');
    // Units mode counts no contracts.
    await expect(form.locator('output[name="contracts"]')).toHaveCount(0);
    const status = form.locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText('Stop before liquidation: your stop triggers 4,583.13 USDT before the liquidation price.');

    // The Formula disclosure shows the user's numbers.
    const formula = form.locator('details').filter({ hasText: '(WB + maintenance amount − s · units · entry)' });
    await formula.locator('summary').click();
    await expect(formula).toContainText('(450.00 + 0 − 1 · 0.075 · 60,000) / (0.075 · 0.004 − 1 · 0.075) = 54,216.87');

    await plan(form, 'Short');
    await expectValue(form, 'units', 0.075, 12);
    await expectValue(form, 'lossAtStop', -99.99902699999953);
    await expectValue(form, 'profitAtTake', 170.29805400000015);
    await expectValue(form, 'rewardRiskNet', 1.7029971101618915, 9);
    await expectValue(form, 'fees', 4.409946);
    await expectValue(form, 'fundingCost', -1.323);
    await expectValue(form, 'liquidationPrice', 65737.05179282869);
    await expect(status).toHaveAttribute('data-status', 'ok');

    // Without a take: profit and reward/risk are blank, the fees use the stop fill, funding the entry.
    await choose(form, 'Long');
    await fill(form, 'Stop price', '58800');
    await fill(form, 'Take-profit price (optional)', '');
    await expectValue(form, 'fees', 4.455026999999999);
    await expectValue(form, 'fundingCost', 1.35);
    await expect(form.locator('output[name="profitAtTake"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="profitAtTake"]')).toHaveText('—');
    await expect(form.locator('output[name="rewardRiskNet"]')).toHaveAttribute('data-value', '');
  });

  test('direct mode: the quantity is rounded down to the lot size; tier 2 above 50,000 USDT', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await plan(form, 'Long');
    await choose(form, 'Quantity (direct)');
    await expect(form.getByLabel('Risk per trade', { exact: true })).toHaveCount(0);
    await fill(form, 'Quantity', '0.12345');
    await fill(form, 'Lot size', '0.01');
    await fill(form, 'Leverage', '20');
    await expectValue(form, 'units', 0.12, 12);
    await expectValue(form, 'notional', 7200);
    await expectValue(form, 'initialMargin', 360);
    await expectValue(form, 'riskAmount', 159.68164319999985);
    await expectValue(form, 'lossAtStop', -159.68164319999985);
    await expectValue(form, 'profitAtTake', 271.8432864000006);
    await expectValue(form, 'liquidationPrice', 57228.9156626506);

    await fill(form, 'Quantity', '1.2345');
    await fill(form, 'Lot size', '0.001');
    await expectValue(form, 'units', 1.234, 12);
    await expectValue(form, 'notional', 74040);
    await expectValue(form, 'riskAmount', 1642.0595642399987);
    await expectValue(form, 'liquidationPrice', 57245.70991098116);
    await expect(form).toContainText('Maintenance-margin tier 2: rate 0.50%, maintenance amount 50.00 USDT.');
  });

  test('contracts: linear (USDT value) on ETH and with a multiplier on a BTC short', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await plan(form, 'Long');
    await form.getByLabel('Asset', { exact: true }).selectOption('ETH');
    await fill(form, 'Entry price', '3000');
    await fill(form, 'Stop price', '2900');
    await fill(form, 'Take-profit price (optional)', '3300');
    await fill(form, 'Account size', '5000');
    await fill(form, 'Risk per trade', '2');
    await fill(form, 'Leverage', '5');
    await fill(form, 'Lot size', '0.01');
    await choose(form, 'Contracts of a USDT value');
    await fill(form, 'Contract value', '100');
    await expectValue(form, 'contracts', 27);
    await expectValue(form, 'units', 0.9, 12);
    await expectValue(form, 'notional', 2700);
    await expectValue(form, 'lossAtStop', -95.84102699999997);
    await expectValue(form, 'profitAtTake', 263.7630810000003);
    await expectValue(form, 'liquidationPrice', 2412.0603015075376);
    await expect(form.getByLabel('Contract multiplier', { exact: true })).toHaveCount(0);

    await plan(form, 'Short');
    await form.getByLabel('Asset', { exact: true }).selectOption('BTC');
    await fill(form, 'Stop price', '61500');
    await fill(form, 'Take-profit price (optional)', '57000');
    await fill(form, 'Account size', '25000');
    await fill(form, 'Risk per trade', '0.5');
    await fill(form, 'Lot size', '0.0001');
    await choose(form, 'Contracts with a multiplier');
    await fill(form, 'Contract multiplier', '0.001');
    await expectValue(form, 'contracts', 76);
    await expectValue(form, 'units', 0.076, 12);
    await expectValue(form, 'riskAmount', 125);
    await expectValue(form, 'lossAtStop', -124.15743419999956);
    await expectValue(form, 'fundingCost', -1.3338);
    await expectValue(form, 'liquidationPrice', 65737.05179282869);

    // Too small for one contract.
    await fill(form, 'Contract multiplier', '1');
    await expect(form.getByRole('alert')).toHaveText('Rounded down to whole contracts, your size is 0 contracts: 0.0765 BTC is less than one contract (1.00 BTC). Raise the risk or the quantity.');
    await expect(form.locator('output[name="units"]')).toHaveAttribute('data-value', '');
  });

  test('status: danger when the stop lies beyond the liquidation price, warn when it is close', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    const status = form.locator('[data-status]');
    await plan(form, 'Long');
    await fill(form, 'Leverage', '50');
    await expectValue(form, 'liquidationPrice', 59036.14457831325);
    await expectValue(form, 'stopBeyondLiquidation', 1);
    await expect(status).toHaveAttribute('data-status', 'danger');
    await expect(status).toHaveText(
      'Danger: your stop (58,800 USDT) lies at or beyond the liquidation price (59,036.14 USDT). You would be liquidated on a smaller move than your stop and pay the liquidation fee; your stop would never trigger. Lower the leverage or move the stop closer to the entry.',
    );

    await plan(form, 'Short');
    await fill(form, 'Leverage', '60');
    await expectValue(form, 'liquidationPrice', 60756.97211155379);
    await expect(status).toHaveAttribute('data-status', 'danger');

    await plan(form, 'Long');
    await fill(form, 'Stop price', '58300');
    await fill(form, 'Take-profit price (optional)', '63400');
    await fill(form, 'Leverage', '25');
    await expectValue(form, 'units', 0.054, 12);
    await expectValue(form, 'liquidationPrice', 57831.32530120482);
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toContainText('Caution: your stop is only 468.67 USDT before the liquidation price (57,831.33 USDT)');
  });

  test('validation messages in English and German', async ({ page }) => {
    await gotoPage(page, PATH);
    let form = calculator(page, ID);
    // A long stop above the entry.
    await fill(form, 'Stop price', '61000');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs (entry, stop, leverage, account).');
    await expect(form.locator('output[name="units"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('—');
    await expect(form.locator('[data-status]')).toHaveCount(0);
    await fill(form, 'Stop price', '58800');
    await fill(form, 'Account size', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs (entry, stop, leverage, account).');
    await fill(form, 'Account size', '10000');
    await expectValue(form, 'units', 0.075, 12);
    await expect(form.locator('[role="alert"]')).toHaveText('');

    // Below the minimum notional: the message names the minimum.
    await fill(form, 'Account size', '1000');
    await fill(form, 'Risk per trade', '0.5');
    await fill(form, 'Minimum notional', '200');
    await expect(form.getByRole('alert')).toHaveText(
      "The notional of 180.00 USDT is below the exchange's minimum of 200.00 USDT: the order would be rejected. Raise the risk or the quantity until the notional reaches the minimum.",
    );
    // Rounding to the lot leaves nothing.
    await fill(form, 'Minimum notional', '5');
    await fill(form, 'Account size', '100');
    await fill(form, 'Risk per trade', '1');
    await expect(form.getByRole('alert')).toContainText('Rounded down to the lot size of 0.001 BTC, your size is 0 (before rounding 0.0007515 BTC).');

    // An edited tier table: the row with the problem is named; restoring the rows clears it.
    await fill(form, 'Account size', '10000');
    await fill(form, 'Notional up to (2)', '40000');
    await expect(form.getByRole('alert')).toHaveText(
      'Row 2 of the tier table: “Notional up to” must be above 0 and above the row before — the limits must increase from row to row.',
    );
    await form.getByRole('button', { name: 'Restore default rows' }).click();
    await expectValue(form, 'liquidationPrice', 54216.867469879515);

    await gotoPage(page, `${PATH}?lng=de`);
    form = calculator(page, ID);
    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen (Einstieg, Stop, Hebel, Konto).');
    await fill(form, 'Hebel', '10');
    await choose(form, 'Short');
    await fill(form, 'Stop-Preis', '59000');
    await expect(form.getByRole('alert')).toContainText('Bitte Eingaben prüfen (Einstieg, Stop, Hebel, Konto).');
    await fill(form, 'Stop-Preis', '61200');
    await fill(form, 'Take-Profit-Preis (optional)', '57600');
    await fill(form, 'Kontogröße', '1000');
    await fill(form, 'Risiko pro Trade', '0,5');
    await fill(form, 'Mindest-Nominalwert', '200');
    await expect(form.getByRole('alert')).toHaveText(
      'Der Nominalwert von 180,00 USDT liegt unter dem Minimum der Börse von 200,00 USDT: Die Order würde abgelehnt. Erhöhe Risiko oder Menge, bis der Nominalwert das Minimum erreicht.',
    );
    await fill(form, 'Mindest-Nominalwert', '5');
    await expectValue(form, 'units', 0.003, 12);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('65.737,05');
  });

  test('Reset and Copy link', async ({ page, context }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await plan(form, 'Short');
    await choose(form, 'Contracts with a multiplier');
    await fill(form, 'Account size', '25000');
    await fill(form, 'Risk per trade', '0.5');
    await fill(form, 'Stop price', '61500');
    await fill(form, 'Take-profit price (optional)', '57000');
    await fill(form, 'Lot size', '0.0001');
    await fill(form, 'Maintenance margin rate (1)', '0.005');
    await expectValue(form, 'contracts', 76);
    const liquidation = await value(form, 'liquidationPrice');
    // Tier 1 at 0.5 % instead of 0.4 %: (456 + 4,560) / (0.076 · 0.005 + 0.076)
    expect(liquidation).not.toBeNull();
    expect(Math.abs((liquidation ?? 0) - (456 + 4560) / (0.076 * 0.005 + 0.076))).toBeLessThan(1e-6);

    await form.getByRole('button', { name: 'Copy link' }).click();
    await expect(form.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('position-margin-pro.account=25000');
    expect(link).toContain('position-margin-pro.quantityMode=multiplier');

    const second = await context.newPage();
    await gotoPage(second, link);
    const copy = calculator(second, ID);
    await expectValue(copy, 'contracts', 76);
    await expectValue(copy, 'lossAtStop', -124.15743419999956);
    await expectValue(copy, 'liquidationPrice', liquidation ?? NaN);
    await expect(copy.getByLabel('Account size', { exact: true })).toHaveValue('25000');
    await expect(copy.getByRole('radio', { name: 'Short', exact: true })).toBeChecked();
    await expect(copy.getByLabel('Maintenance margin rate (1)', { exact: true })).toHaveValue('0.005');
    await second.close();

    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(form.getByLabel('Account size', { exact: true })).toHaveValue('10000');
    await expect(form.getByRole('radio', { name: 'Long', exact: true })).toBeChecked();
    await expect(form.getByLabel('Stop price', { exact: true })).toHaveValue('58800');
    await expect(form.getByLabel('Maintenance margin rate (1)', { exact: true })).toHaveValue('0.004');
    await expectValue(form, 'units', 0.075, 12);
    await expect(form.locator('output[name="contracts"]')).toHaveCount(0);
  });

  test('links the learn guides and related tools and carries the NFA notice', async ({ page }) => {
    await gotoPage(page, PATH);
    for (const href of ['/learn/leverage-position-sizing', '/learn/risk-management', '/tools/size-pro', '/tools']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.locator('main [data-nfa] a[href="/nfa"]')).toBeVisible();
  });
});
