import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * /tools/roi-pnl-pro, driven like a user: inputs by label, results through the DOM
 * contract (`<output name data-value>`, role=alert). Expected numbers are the spec examples of
 * specs/calculators/roi-pnl-pro.yaml (computed independently with Python).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const MC_OUTPUTS = ['mcP5', 'mcP50', 'mcP95', 'mcLiquidatedShare'] as const;

async function position(form: Locator, side: 'Long' | 'Short', exit: string): Promise<void> {
  await choose(form, side);
  await fill(form, 'Entry price', '60000');
  await fill(form, 'Exit or current price', exit);
  await fill(form, 'Quantity', '0.5');
  await fill(form, 'Leverage', '10');
  await fill(form, 'Entry fee rate (decimal)', '0.0005');
  await fill(form, 'Exit fee rate (decimal)', '0.0005');
}

/** Waits for a finished Monte Carlo run for the current inputs and returns its four raw values. */
async function monteCarlo(page: Page, form: Locator): Promise<string[]> {
  await expect(form.locator('[data-mc-state]')).toHaveAttribute('data-mc-state', 'done', { timeout: 15_000 });
  const values: string[] = [];
  for (const name of MC_OUTPUTS) values.push((await form.locator(`output[name="${name}"]`).getAttribute('data-value')) ?? '');
  expect(values.every((raw) => raw !== '' && Number.isFinite(Number(raw))), values.join(', ')).toBe(true);
  return values;
}

test.describe('roi-pnl-pro on /tools/roi-pnl-pro', () => {
  test('long and short without partial exits', async ({ page }) => {
    await gotoPage(page, '/tools/roi-pnl-pro');
    await expect(page.locator('main[data-page="tool-roi-pnl-pro"]')).toBeVisible();
    const form = calculator(page, 'roi-pnl-pro');
    await position(form, 'Long', '63000');
    await expectValue(form, 'netPnl', 1469.25);
    await expectValue(form, 'grossPnl', 1500);
    await expectValue(form, 'fees', 30.75);
    await expectValue(form, 'margin', 3000);
    await expectValue(form, 'roi', 0.48975, 9);
    await expectValue(form, 'priceChangePct', 0.05, 9);
    await expectValue(form, 'requiredExit', 61260.63031515758);
    await expectValue(form, 'exits.rest.net', 1469.25);
    await expect(form.locator('output[name="netPnl"]')).toHaveText('1,469.25');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');

    await position(form, 'Short', '57000');
    await expectValue(form, 'netPnl', 1470.75);
    await expectValue(form, 'fees', 29.25);
    await expectValue(form, 'priceChangePct', -0.05, 9);
    await expectValue(form, 'requiredExit', 58740.62968515742);

    // Tax on every result: a loss gives a negative tax (a credit), explained in a note.
    await fill(form, 'Exit or current price', '61200');
    await fill(form, 'Tax rate', '25');
    await form.getByLabel('Tax only on profits', { exact: true }).uncheck();
    await expectValue(form, 'netPnl', -630.3);
    await expectValue(form, 'tax', -157.575);
    await expect(form).toContainText('The tax is negative');
  });

  test('two partial exits: the leg table and the net PnL (worked example)', async ({ page }) => {
    await gotoPage(page, '/tools/roi-pnl-pro');
    const form = calculator(page, 'roi-pnl-pro');
    await position(form, 'Long', '63000');
    await fill(form, 'Exit fee rate (decimal)', '0.0002');
    await fill(form, 'Tax rate', '25');
    await expect(form.locator('output[name="exits.leg1.net"]')).toHaveCount(0);
    await form.getByRole('button', { name: 'Add row' }).click();
    await form.getByRole('button', { name: 'Add row' }).click();
    await fill(form, 'Share (1)', '30');
    await fill(form, 'Price (1)', '62000');
    await fill(form, 'Share (2)', '40');
    await fill(form, 'Price (2)', '64000');
    await expectValue(form, 'exits.leg1.share', 0.3, 9);
    await expectValue(form, 'exits.leg1.price', 62000);
    await expectValue(form, 'exits.leg1.net', 293.64);
    await expectValue(form, 'exits.leg2.share', 0.4, 9);
    await expectValue(form, 'exits.leg2.net', 791.44);
    await expectValue(form, 'exits.rest.share', 0.3, 9);
    await expectValue(form, 'exits.rest.net', 443.61);
    await expectValue(form, 'netPnl', 1528.69);
    await expectValue(form, 'fees', 21.31);
    await expectValue(form, 'tax', 382.1725);
    await expectValue(form, 'afterTaxPnl', 1146.5175);
    await expectValue(form, 'requiredExit', 61242.248449689934);
    const table = form.getByRole('table', { name: 'Your exits' });
    await expect(table.getByRole('row', { name: /Partial exit 1/ })).toContainText('293.64');
    await expect(table.getByRole('row', { name: /Rest at the exit price/ })).toContainText('30.00%');
    await expect(form.locator('output[name="afterTaxPnl"]')).toHaveText('1,146.52');

    // Shares above 100 % are scaled down: 90 % + 60 % → 60 % + 40 %, nothing left at the exit price.
    await fill(form, 'Share (1)', '90');
    await fill(form, 'Share (2)', '60');
    await fill(form, 'Exit fee rate (decimal)', '0.0005');
    await fill(form, 'Tax rate', '0');
    await expectValue(form, 'exits.leg1.share', 0.6, 9);
    await expectValue(form, 'exits.rest.share', 0, 9);
    await expectValue(form, 'netPnl', 1369.3);
    await expect(form).toContainText('Your partial exits add up to 150 %');

    // Removing a row removes its line of the table.
    await form.getByRole('button', { name: 'Remove row 2' }).click();
    await expect(form.locator('output[name="exits.leg2.net"]')).toHaveCount(0);
    await expectValue(form, 'exits.leg1.share', 0.9, 9);
  });

  test('the fee preset fills both fee fields until the user edits them', async ({ page }) => {
    await gotoPage(page, '/tools/roi-pnl-pro');
    const form = calculator(page, 'roi-pnl-pro');
    const preset = form.getByLabel('Fee preset', { exact: true });
    const entryFee = form.getByLabel('Entry fee rate (decimal)', { exact: true });
    const exitFee = form.getByLabel('Exit fee rate (decimal)', { exact: true });
    await expect(entryFee).toHaveValue('0.0005');
    await preset.selectOption('mexc');
    await expect(entryFee).toHaveValue('0.0002');
    await expect(exitFee).toHaveValue('0.0002');
    await expectValue(form, 'fees', 12.3);
    await expectValue(form, 'netPnl', 1487.7);
    await expect(form).toContainText('Preset rates: maker 0.000%, taker 0.020%');
    await preset.selectOption('kraken');
    await expect(entryFee).toHaveValue('0.0005');
    await expect(exitFee).toHaveValue('0.0005');
    await expectValue(form, 'fees', 30.75);
    // An edited field keeps the user's rate when the preset changes; the other still follows.
    await fill(form, 'Exit fee rate (decimal)', '0.0001');
    await preset.selectOption('mexc');
    await expect(entryFee).toHaveValue('0.0002');
    await expect(exitFee).toHaveValue('0.0001');
  });

  test('Monte Carlo: outputs appear, are identical after a reload with the same seed and change with another seed', async ({ page }) => {
    await gotoPage(page, '/tools/roi-pnl-pro');
    const form = calculator(page, 'roi-pnl-pro');
    const defaults = await monteCarlo(page, form);
    expect(Number(defaults[0])).toBeLessThan(Number(defaults[1]));
    expect(Number(defaults[1])).toBeLessThan(Number(defaults[2]));
    await expect(form).toContainText('Liquidation price used: 54,271.36 USDT');

    // A short with another seed and a smaller run, then Copy link and reload: the same numbers.
    await choose(form, 'Short');
    await fill(form, 'Monte Carlo paths', '500');
    await fill(form, 'Days to simulate', '60');
    await fill(form, 'Random seed', '7');
    const seven = await monteCarlo(page, form);
    expect(seven).not.toEqual(defaults);
    await form.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('roi-pnl-pro.mcSeed=7');
    await page.goto(link);
    const reloaded = calculator(page, 'roi-pnl-pro');
    await expect(reloaded.getByLabel('Random seed', { exact: true })).toHaveValue('7');
    expect(await monteCarlo(page, reloaded)).toEqual(seven);

    // Another seed gives other numbers; back to 7 gives the first ones again.
    await fill(reloaded, 'Random seed', '8');
    await expect.poll(async () => value(reloaded, 'mcP50'), { timeout: 15_000 }).not.toBe(Number(seven[1]));
    const eight = await monteCarlo(page, reloaded);
    expect(eight[1]).not.toBe(seven[1]);
    await fill(reloaded, 'Random seed', '7');
    await expect.poll(async () => value(reloaded, 'mcP50'), { timeout: 15_000 }).toBe(Number(seven[1]));
    expect(await monteCarlo(page, reloaded)).toEqual(seven);

    // A large run goes to the worker and still finishes; the fan chart draws.
    await fill(reloaded, 'Monte Carlo paths', '10000');
    await fill(reloaded, 'Days to simulate', '365');
    await monteCarlo(page, reloaded);
    await reloaded.locator('.calc-mc figure').scrollIntoViewIfNeeded();
    await expect(reloaded.locator('.calc-mc [data-plot-state]')).toHaveAttribute('data-plot-state', 'ready', { timeout: 20_000 });

    // Out-of-range Monte Carlo input: a clear message, the PnL itself stays.
    await fill(reloaded, 'Monte Carlo paths', '20001');
    await expect(reloaded.getByRole('alert')).toHaveText('Monte Carlo: the number of paths must be a whole number from 1 to 20,000.');
    await expect(reloaded.locator('output[name="mcP50"]')).toHaveAttribute('data-value', '');
    expect(await value(reloaded, 'netPnl')).not.toBeNull();
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, '/tools/roi-pnl-pro');
    let form = calculator(page, 'roi-pnl-pro');
    await fill(form, 'Quantity', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="netPnl"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="netPnl"]')).toHaveText('—');
    await expect(form.locator('output[name="mcP50"]')).toHaveAttribute('data-value', '');

    await gotoPage(page, '/tools/roi-pnl-pro?lng=de');
    form = calculator(page, 'roi-pnl-pro');
    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
    await fill(form, 'Hebel', '10');
    await fill(form, 'Einstiegspreis', '-1');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
    await fill(form, 'Einstiegspreis', '60.000');
    await expect(form.locator('[role="alert"]')).toBeEmpty();
    await expectValue(form, 'netPnl', 1469.25);
    await expect(form.locator('output[name="netPnl"]')).toHaveText('1.469,25');
  });
});
