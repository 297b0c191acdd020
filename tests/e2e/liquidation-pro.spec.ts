import { expect, test, type Locator } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * /tools/liquidation-pro, driven like a user: inputs by label, results through the
 * DOM contract (`<output name data-value>`, role=alert, data-status). Expected numbers are the
 * examples of specs/calculators/liquidation-pro.yaml (computed independently with Python).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PATH = '/tools/liquidation-pro';
const ID = 'liquidation-pro';

async function position(form: Locator, side: 'Long' | 'Short', quantity: string): Promise<void> {
  await choose(form, side);
  await choose(form, 'Isolated');
  await fill(form, 'Entry price', '60000');
  await fill(form, 'Quantity', quantity);
  await fill(form, 'Leverage', '10');
  await choose(form, 'Auto (by tier table)');
}

test.describe('liquidation-pro on /tools/liquidation-pro', () => {
  test('long and short, isolated, auto tier 1', async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page.locator('main[data-page="tool-liquidation-pro"]')).toBeVisible();
    const form = calculator(page, ID);
    await position(form, 'Long', '0.5');
    await expectValue(form, 'notional', 30000);
    await expectValue(form, 'initialMargin', 3000);
    await expectValue(form, 'appliedMmr', 0.004, 9);
    await expectValue(form, 'maintenanceAmount', 0);
    await expectValue(form, 'liquidationPrice', 54216.867469879515);
    await expectValue(form, 'liquidationNotional', 27108.433734939757);
    await expectValue(form, 'distancePct', 0.09638554216867476, 9);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('54,216.87');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
    await expect(form.locator('[data-status]')).toHaveText('Buffer okay');
    // The notional at the liquidation price stays in tier 1; only tier 1 fits.
    await expectValue(form, 'liquidationTier', 1);
    await expectValue(form, 'tiers.t1.fits', 1);
    await expectValue(form, 'tiers.t2.fits', 0);
    await expect(form.locator('output[name="tiers.t11.price"]')).toHaveCount(0);

    await choose(form, 'Short');
    await expectValue(form, 'liquidationPrice', 65737.05179282869);
    await expectValue(form, 'liquidationNotional', 32868.52589641434);
    await expectValue(form, 'distancePct', 0.0956175298804781, 9);

    // The Formula disclosure shows the user's numbers.
    const formula = form.locator('details').filter({ hasText: '(WB − TMM + UPNL + cum − s · Q · E)' });
    await formula.locator('summary').click();
    await expect(formula).toContainText('(3,000 − 0 + 0 + 0.00 − -1 · 0.5 · 60,000) / (0.5 · (0.004 + 0) − -1 · 0.5) = 65,737.05');
  });

  test('exact tier resolution: long 17.5 BTC liquidates in tier 3, short 16 BTC in tier 4, 500 BTC at 1.5x across two borders in tier 5', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await position(form, 'Long', '17.5');
    await expectValue(form, 'liquidationPrice', 54470.41847041847);
    await expectValue(form, 'liquidationTier', 3);
    await expectValue(form, 'appliedMmr', 0.01, 9);
    await expectValue(form, 'maintenanceAmount', 1300);
    await expectValue(form, 'liquidationNotional', 953232.3232323233);
    await expectValue(form, 'tiers.t4.price', 54429.30402930403);
    await expectValue(form, 'tiers.t4.notionalAtPrice', 952512.8205128206);
    await expectValue(form, 'tiers.t4.fits', 0);
    await expectValue(form, 'tiers.t3.price', 54470.41847041847);
    await expectValue(form, 'tiers.t3.fits', 1);
    await expect(form.getByRole('table', { name: 'Tiers tried' })).toBeVisible();
    await expect(form).toContainText('The tier changes on the way to liquidation');

    await position(form, 'Short', '16');
    await expectValue(form, 'liquidationPrice', 65384.14634146342);
    await expectValue(form, 'maintenanceAmount', 16300.000000000002);
    await expectValue(form, 'liquidationTier', 4);
    await expectValue(form, 'tiers.t3.price', 65426.9801980198);
    await expectValue(form, 'tiers.t3.fits', 0);

    // Crossing two borders is resolved exactly (the old two-step re-check did not settle here).
    await position(form, 'Long', '500');
    await fill(form, 'Leverage', '1.5');
    await expectValue(form, 'liquidationPrice', 20492.000000000007);
    await expectValue(form, 'liquidationTier', 5);
    await expectValue(form, 'tiers.t6.fits', 0);
    await expectValue(form, 'tiers.t5.fits', 1);
    await expect(form).not.toContainText('does not settle');
  });

  test('cross margin with other positions', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await position(form, 'Long', '0.5');
    await expect(form.getByLabel('Wallet balance', { exact: true })).toHaveCount(0);
    await choose(form, 'Cross');
    await fill(form, 'Wallet balance', '5000');
    await fill(form, 'Maintenance margin of other positions (TMM)', '200');
    await fill(form, 'Unrealised PnL of other positions (UPNL)', '-300');
    await expectValue(form, 'liquidationPrice', 51204.819277108436);
    await expectValue(form, 'distancePct', 0.14658634538152607, 9);
    await expect(form).toContainText('= 4,500.00 USDT backs this position');

    // A wallet below the initial margin is computed, with a warning note.
    await fill(form, 'Unrealised PnL of other positions (UPNL)', '0');
    await fill(form, 'Maintenance margin of other positions (TMM)', '0');
    await fill(form, 'Wallet balance', '2000');
    await expectValue(form, 'liquidationPrice', 56224.899598393575);
    await expect(form).toContainText('Your cross balance does not cover the initial margin');

    // Short ETH, 25x, tier 2.
    await choose(form, 'Short');
    await form.getByLabel('Asset', { exact: true }).selectOption('ETH');
    await fill(form, 'Entry price', '3000');
    await fill(form, 'Quantity', '20');
    await fill(form, 'Leverage', '25');
    await fill(form, 'Wallet balance', '4000');
    await fill(form, 'Maintenance margin of other positions (TMM)', '150');
    await fill(form, 'Unrealised PnL of other positions (UPNL)', '250');
    await expectValue(form, 'liquidationPrice', 3185.0471932439145);
    await expectValue(form, 'appliedMmr', 0.0065, 9);
  });

  test('closing fee toggle shows the difference it makes', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await position(form, 'Long', '0.5');
    await expect(form.getByLabel('Taker fee rate (decimal)', { exact: true })).toHaveCount(0);
    await form.getByLabel('Include the closing taker fee', { exact: true }).check();
    await fill(form, 'Taker fee rate (decimal)', '0.0005');
    await expectValue(form, 'liquidationPrice', 54244.09844299347);
    await expect(form).toContainText('Without the closing fee the liquidation price would be 54,216.87 USDT');
    await expect(form).toContainText('27.23 USDT');

    await choose(form, 'Short');
    await expectValue(form, 'liquidationPrice', 65704.33051269289);
    await expect(form).toContainText('would be 65,737.05 USDT');

    await form.getByLabel('Include the closing taker fee', { exact: true }).uncheck();
    await expectValue(form, 'liquidationPrice', 65737.05179282869);
    await expect(form).not.toContainText('Without the closing fee');
  });

  test('an invalid tier table is named by row; add a row and restore the default rows', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await position(form, 'Long', '0.5');
    // The alert region is display:none while empty, so it is found by its role attribute, not by role.
    const alert = form.locator('[role="alert"]');

    await fill(form, 'Notional up to (2)', '40000');
    await expect(alert).toHaveText('Tier 2: “Notional up to” must be above 0 and larger than in the row above — the tiers must increase.');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', '');
    await fill(form, 'Notional up to (2)', '250000');
    await fill(form, 'MMR (3)', '1.5');
    await expect(alert).toHaveText('Tier 3: enter the MMR as a decimal from 0 to below 1 (0.005 = 0.5 %).');
    await fill(form, 'MMR (3)', '0.01');
    await expect(alert).toHaveText('');

    // A new row starts blank: the message names it; filled in, it is a valid 11th tier.
    await form.getByRole('button', { name: 'Add row' }).click();
    await expect(alert).toHaveText('Tier 11: fill in both “Notional up to” and “MMR”, or remove the row.');
    await fill(form, 'Notional up to (11)', '900000000');
    await fill(form, 'MMR (11)', '0.6');
    await expect(alert).toHaveText('');
    await expectValue(form, 'liquidationPrice', 54216.867469879515);

    // Own table: 1 % up to 100,000.
    await fill(form, 'MMR (1)', '0.01');
    await fill(form, 'Notional up to (1)', '100000');
    for (let i = 0; i < 9; i++) await form.getByRole('button', { name: 'Remove row 2' }).click();
    await fill(form, 'Notional up to (2)', '1000000');
    await fill(form, 'MMR (2)', '0.02');
    await expectValue(form, 'liquidationPrice', 54545.454545454544);
    await expectValue(form, 'appliedMmr', 0.01, 9);

    await form.getByRole('button', { name: 'Remove row 2' }).click();
    await form.getByRole('button', { name: 'Remove row 1' }).click();
    await expect(alert).toHaveText('The tier table has no rows: add at least one tier or press “Restore default rows”.');

    await form.getByRole('button', { name: 'Restore default rows' }).click();
    await expect(alert).toHaveText('');
    await expect(form.getByLabel('Notional up to (10)', { exact: true })).toHaveValue('500000000');
    await expectValue(form, 'liquidationPrice', 54216.867469879515);
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, PATH);
    let form = calculator(page, ID);
    await fill(form, 'Quantity', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('—');

    await gotoPage(page, `${PATH}?lng=de`);
    form = calculator(page, ID);
    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
    await fill(form, 'Hebel', '10');
    await fill(form, 'Nominalwert bis (2)', '40000');
    await expect(form.getByRole('alert')).toHaveText('Stufe 2: „Nominalwert bis“ muss über 0 und größer als in der Zeile darüber sein – die Stufen müssen aufsteigen.');
    await form.getByRole('button', { name: 'Standardzeilen wiederherstellen' }).click();
    await fill(form, 'Menge', '17,5');
    await expectValue(form, 'liquidationPrice', 54470.41847041847);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('54.470,42');
  });

  test('Reset and Copy link restore the values, including an edited tier table', async ({ page, context }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    await position(form, 'Short', '16');
    await form.getByLabel('Include the closing taker fee', { exact: true }).check();
    await fill(form, 'MMR (4)', '0.03');
    const expected = await (async () => {
      await expect.poll(() => value(form, 'liquidationPrice')).not.toBeNull();
      return (await value(form, 'liquidationPrice')) as number;
    })();
    // Short 16 BTC, tier 3 → 4 with MMR 3 % (cum 1,300 + 1,000,000 · 0.02 = 21,300) and a 0.05 % fee.
    expect(Math.abs(expected - (96000 + 21300 + 960000) / (16 * (0.03 + 0.0005) + 16))).toBeLessThan(1e-6);

    await form.getByRole('button', { name: 'Copy link' }).click();
    await expect(form.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('liquidation-pro.quantity=16');

    const second = await context.newPage();
    await gotoPage(second, link);
    const copy = calculator(second, ID);
    await expectValue(copy, 'liquidationPrice', expected);
    await expect(copy.getByLabel('MMR (4)', { exact: true })).toHaveValue('0.03');
    await expect(copy.getByLabel('Short', { exact: true })).toBeChecked();
    await expect(copy.getByLabel('Include the closing taker fee', { exact: true })).toBeChecked();

    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('0.5');
    await expect(form.getByLabel('Long', { exact: true })).toBeChecked();
    await expect(form.getByLabel('MMR (4)', { exact: true })).toHaveValue('0.025');
    await expect(form.getByLabel('Include the closing taker fee', { exact: true })).not.toBeChecked();
    await expectValue(form, 'liquidationPrice', 54216.867469879515);
  });

  test('chart of equity and maintenance margin, learn link and NFA notice', async ({ page }) => {
    await gotoPage(page, PATH);
    const form = calculator(page, ID);
    const figure = form.locator('figure').filter({ hasText: 'Equity and maintenance margin against the price' });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(figure.locator('.js-plotly-plot')).toHaveCount(1);
    await expect(page.locator('main a[href="/learn/liquidation-risk"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/tools/liquidation"]').first()).toBeVisible();
    await expect(page.locator('main [data-nfa] a[href="/nfa"]')).toBeVisible();
  });
});
