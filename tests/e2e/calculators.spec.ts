import { expect, test, type Locator } from './fixtures';
import { calculator, expectValue, fill, gotoPage } from './calculatorPage';

/**
 * The calculators of /learn/liquidation-risk and /tools/liquidation, driven like a user:
 * inputs by label, results through the DOM contract (`<output name data-value>`, role=alert, data-status).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });






test.describe('liquidation-estimate on /learn/liquidation-risk', () => {
  test('long and short, worked example', async ({ page }) => {
    await gotoPage(page, '/learn/liquidation-risk');
    const form = calculator(page, 'liquidation-estimate');
    await expect(form).toBeVisible();
    await form.getByLabel('Long', { exact: true }).check();
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Leverage', '10');
    await fill(form, 'Maintenance margin rate (MMR)', '0.005');
    await fill(form, 'Safety buffer', '0');
    await expectValue(form, 'liquidationPrice', 54300);
    await expectValue(form, 'distancePct', 0.095, 9);
    await form.getByLabel('Short', { exact: true }).check();
    await expectValue(form, 'liquidationPrice', 65700);
    await fill(form, 'Safety buffer', '50');
    await expectValue(form, 'liquidationPrice', 65400);
  });

  test('the side is a native radio group: arrow keys switch it', async ({ page }) => {
    await gotoPage(page, '/learn/liquidation-risk');
    const form = calculator(page, 'liquidation-estimate');
    await expectValue(form, 'liquidationPrice', 54300);
    const long = form.getByLabel('Long', { exact: true });
    await long.focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByLabel('Short', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Short', { exact: true })).toBeFocused();
    await expectValue(form, 'liquidationPrice', 65700);
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, '/learn/liquidation-risk');
    let form = calculator(page, 'liquidation-estimate');
    await fill(form, 'Leverage', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('—');

    await gotoPage(page, '/learn/liquidation-risk?lng=de');
    form = calculator(page, 'liquidation-estimate');
    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
  });

  test('German decimal comma and German number format', async ({ page }) => {
    await gotoPage(page, '/learn/liquidation-risk?lng=de');
    const form = calculator(page, 'liquidation-estimate');
    await fill(form, 'Einstiegspreis', '60000');
    await fill(form, 'Hebel', '10');
    await fill(form, 'Erhaltungsmargensatz (MMR)', '0,004');
    await fill(form, 'Sicherheitspuffer', '0');
    await expectValue(form, 'liquidationPrice', 54240);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('54.240,00');
  });
});

test.describe('margin-ratio on /learn/liquidation-risk', () => {
  test('long and short after a −5 % move, warning at a high ratio', async ({ page }) => {
    await gotoPage(page, '/learn/liquidation-risk');
    const form = calculator(page, 'margin-ratio');
    await form.getByLabel('Long', { exact: true }).check();
    await fill(form, 'Position size (notional)', '10000');
    await fill(form, 'Leverage', '10');
    await fill(form, 'Maintenance margin rate (MMR)', '0.005');
    await fill(form, 'Price change', '-5');
    await expectValue(form, 'initialMargin', 1000);
    await expectValue(form, 'pnl', -500);
    await expectValue(form, 'equity', 500);
    await expectValue(form, 'maintenanceMargin', 47.5);
    await expectValue(form, 'marginRatio', 0.095, 9);
    await form.getByLabel('Short', { exact: true }).check();
    await expectValue(form, 'pnl', 500);
    await expectValue(form, 'marginRatio', 47.5 / 1500, 9);

    await form.getByLabel('Long', { exact: true }).check();
    await fill(form, 'Price change', '-9.5');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
    await expect(form.locator('[data-status]')).toHaveText('Caution: Your margin ratio is high – liquidation risk is increasing.');
    await fill(form, 'Price change', '-10');
    await expect(form.locator('output[name="marginRatio"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
  });
});

test.describe('liquidation on /tools/liquidation', () => {
  async function manualPosition(form: Locator, side: 'Long' | 'Short'): Promise<void> {
    await form.getByLabel('Asset', { exact: true }).selectOption('BTC');
    await form.getByLabel(side, { exact: true }).check();
    await form.getByLabel('Isolated', { exact: true }).check();
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Quantity', '0.5');
    await fill(form, 'Leverage', '10');
    await form.getByLabel('Manual', { exact: true }).check();
    await fill(form, 'Maintenance margin rate (MMR)', '0.005');
  }

  test('long and short with the exchange formula', async ({ page }) => {
    await gotoPage(page, '/tools/liquidation');
    const form = calculator(page, 'liquidation');
    await manualPosition(form, 'Long');
    await expectValue(form, 'notional', 30000);
    await expectValue(form, 'initialMargin', 3000);
    await expectValue(form, 'liquidationPrice', 27000 / 0.4975);
    await expect(form.locator('[data-status]')).toHaveText('Buffer okay');
    await manualPosition(form, 'Short');
    await expectValue(form, 'liquidationPrice', 33000 / 0.5025);
    // auto mode: BTC tier 1 (mmr 0.4 %) for a 30,000 notional
    await form.getByLabel('Auto (by tier)', { exact: true }).check();
    await expectValue(form, 'appliedMmr', 0.004, 9);
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, '/tools/liquidation');
    let form = calculator(page, 'liquidation');
    await fill(form, 'Quantity', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', '');
    await gotoPage(page, '/tools/liquidation?lng=de');
    form = calculator(page, 'liquidation');
    await fill(form, 'Einstiegspreis', '-1');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
  });

  test('the what-if slider starts at the entry and drives the buffer status', async ({ page }) => {
    await gotoPage(page, '/tools/liquidation');
    const form = calculator(page, 'liquidation');
    await manualPosition(form, 'Long');
    const slider = form.getByLabel('What-if price', { exact: true });
    await expect(slider).toHaveValue('60000');
    await slider.fill('56000');
    await expectValue(form, 'whatIfPnl', -2000);
    await expectValue(form, 'distancePct', (56000 - 27000 / 0.4975) / 56000, 9);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
    await expect(form.locator('[data-status]')).toHaveText('Caution, near liquidation');
  });

  test('Reset and Copy link', async ({ page, context }) => {
    await gotoPage(page, '/tools/liquidation');
    const form = calculator(page, 'liquidation');
    await manualPosition(form, 'Short');
    await fill(form, 'Quantity', '2');
    // short: (WB + q·entry) / (q·mmr + q) with WB = 120000 / 10 = 12000
    const expected = (12000 + 2 * 60000) / (2 * 0.005 + 2);
    await expectValue(form, 'liquidationPrice', expected);

    await form.getByRole('button', { name: 'Copy link' }).click();
    await expect(form.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('liquidation.quantity=2');

    const second = await context.newPage();
    await gotoPage(second, link);
    const copy = calculator(second, 'liquidation');
    await expectValue(copy, 'liquidationPrice', expected);
    await expect(copy.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await second.close();

    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('0.5');
    await expect(form.getByLabel('Long', { exact: true })).toBeChecked();
  });
});
