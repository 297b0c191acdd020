import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * /tools/size-pro, driven like a user: inputs by label, results through the DOM
 * contract (`<output name data-value>`, role=alert, data-status), the OHLC import with the shared
 * fixture and the presets' export → import round trip. Expected numbers are the spec examples
 * (computed independently with Python) and tests/fixtures/samples/misc.expected.json (a copy of ../shared/fixtures/).
 */

const fixturePath = fileURLToPath(new URL('../fixtures/samples/ohlc-btc-1h.csv', import.meta.url));
const expected = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/samples/misc.expected.json', import.meta.url)), 'utf8')) as { atr14: number; atr20: number };

async function openSizePro(page: Page, query = ''): Promise<Locator> {
  await gotoPage(page, `/tools/size-pro${query}`);
  await expect(page.locator('main[data-page="tool-size-pro"]')).toBeVisible();
  const form = calculator(page, 'size-pro');
  // The presets add-on is a lazy chunk: wait until it is there.
  await expect(form.locator('[data-addon="size-presets"] section')).toBeVisible();
  return form;
}

/** The worked example: account 10,000, 1 % risk, entry 100, stop 95 (long, fixed, allocation 10 %). */
async function workedExample(form: Locator): Promise<void> {
  await fill(form, 'Account size', '10000');
  await fill(form, 'Capital allocation', '10');
  await choose(form, 'Fixed fractional');
  await fill(form, 'Risk per trade', '1');
  await choose(form, 'Long');
  await fill(form, 'Entry price', '100');
  await fill(form, 'Stop price', '95');
  await fill(form, 'Take-profit price (optional)', '');
  await fill(form, 'Max leverage', '10');
  await fill(form, 'Funding rate per 8 h', '0.01');
  await fill(form, 'Holding time', '24');
  await fill(form, 'Maker fee (decimal)', '0.0002');
  await fill(form, 'Taker fee (decimal)', '0.0005');
}

test.describe('size-pro on /tools/size-pro', () => {
  test('the worked example and a short, by label', async ({ page }) => {
    const form = await openSizePro(page);
    await workedExample(form);
    await expectValue(form, 'riskAmount', 100);
    await expectValue(form, 'stopPrice', 95);
    await expectValue(form, 'units', 20);
    await expectValue(form, 'notional', 2000);
    await expectValue(form, 'allocated', 1000);
    await expectValue(form, 'minLeverage', 2);
    await expectValue(form, 'initialMargin', 200);
    await expectValue(form, 'fees', 1.95);
    await expectValue(form, 'fundingCost', 0.6000000000000001);
    await expectValue(form, 'pnlAtStop', -101.95);
    expect(await value(form, 'pnlAtTake')).toBeNull();
    await expect(form.locator('output[name="notional"]')).toHaveText('2,000.00');
    await expect(form.locator('output[name="units"]')).toHaveText('20.00');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
    await expect(form.locator('[role="alert"]')).toHaveText('');

    // The Formula disclosure shows the user's numbers.
    const formula = form.locator('details').filter({ hasText: 'risk amount / |entry − stop|' });
    await formula.locator('summary').click();
    await expect(formula).toContainText('100.00 / |100 − 95.00| = 20.00');

    // Short BTC, fixed 0.5 %, with a take-profit.
    await fill(form, 'Account size', '25000');
    await fill(form, 'Capital allocation', '20');
    await fill(form, 'Risk per trade', '0.5');
    await choose(form, 'Short');
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Stop price', '61500');
    await fill(form, 'Take-profit price (optional)', '56000');
    await fill(form, 'Max leverage', '5');
    await fill(form, 'Holding time', '48');
    await expectValue(form, 'riskAmount', 125);
    await expectValue(form, 'units', 0.08333333333333333, 12);
    await expectValue(form, 'notional', 5000);
    await expectValue(form, 'minLeverage', 1);
    await expectValue(form, 'initialMargin', 1000);
    await expectValue(form, 'fees', 4.833333333333333);
    await expectValue(form, 'fundingCost', -3); // a short receives a positive rate
    await expectValue(form, 'pnlAtTake', 328.5);
    await expectValue(form, 'pnlAtStop', -130.0625);
  });

  test('Kelly: positive f* sizes the trade, f* ≤ 0 says don\'t trade', async ({ page }) => {
    const form = await openSizePro(page);
    await workedExample(form);
    await choose(form, 'Simplified Kelly');
    await fill(form, 'Capital allocation', '100');
    await fill(form, 'Win rate p (decimal)', '0.55');
    await fill(form, 'Reward/risk', '2');
    await fill(form, 'Kelly fraction (0–1)', '0.25');
    await fill(form, 'Max leverage', '5');
    await expectValue(form, 'kellyF', 0.32500000000000007, 12);
    await expectValue(form, 'riskAmount', 812.5000000000001);
    await expectValue(form, 'units', 162.50000000000003);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');

    await fill(form, 'Win rate p (decimal)', '0.3');
    await fill(form, 'Reward/risk', '1.5');
    await expectValue(form, 'riskAmount', 0);
    await expectValue(form, 'units', 0);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
    await expect(form.locator('[data-status]')).toContainText("Kelly says don't trade");
    await expect(form.locator('output[name="pnlAtStop"]')).toHaveText('0.00');
  });

  test('ATR mode: the OHLC upload fills the ATR value (long and short); too few rows is refused', async ({ page }) => {
    const form = await openSizePro(page);
    await workedExample(form);
    await expect(form.getByLabel('OHLC file (CSV or JSON)')).toHaveCount(0);
    await choose(form, 'ATR-based stop');
    await expect(form.getByLabel('Stop price', { exact: true })).toHaveCount(0);
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Take-profit price (optional)', '63000');
    await fill(form, 'ATR period (candles)', '14');
    await fill(form, 'ATR multiplier', '1.5');

    await form.getByLabel('OHLC file (CSV or JSON)').setInputFiles(fixturePath);
    await expectValue(form, 'ohlcAtr', expected.atr14, 9);
    await expectValue(form, 'ohlcRows', 200);
    await expect(form.locator('[data-addon="ohlc-atr-import"]')).toContainText('Read 200 rows from ohlc-btc-1h.csv: ATR(14) = 461.8927');
    expect(Number(await form.getByLabel('ATR value', { exact: true }).inputValue())).toBeCloseTo(expected.atr14, 9);
    // The spec example "ATR long" (ATR 14 of this file, 1.5x).
    await expectValue(form, 'stopPrice', 59307.16099132141);
    await expectValue(form, 'units', 0.14433367455842924, 12);
    await expectValue(form, 'notional', 8660.020473505754);
    await expectValue(form, 'minLeverage', 8.660020473505755);
    await expectValue(form, 'pnlAtTake', 424.12450268994434);
    await expectValue(form, 'pnlAtStop', -108.61002047350574);
    await expect(form.locator('[role="alert"]')).toHaveText('');

    // Short: the stop goes above the entry; a new period recalculates from the same file.
    await choose(form, 'Short');
    await fill(form, 'Take-profit price (optional)', '');
    await expectValue(form, 'stopPrice', 60000 + 1.5 * expected.atr14, 6);
    await fill(form, 'ATR period (candles)', '20');
    await form.getByRole('button', { name: 'Recalculate ATR with period 20' }).click();
    await expectValue(form, 'ohlcAtr', expected.atr20, 9);
    await expectValue(form, 'stopPrice', 60000 + 1.5 * expected.atr20, 6);
    await expectValue(form, 'units', 100 / (1.5 * expected.atr20), 12);

    // 10 candles cannot give an ATR over 20 (N + 1 = 21 needed).
    const lines = readFileSync(fixturePath, 'utf8').trim().split('\n');
    await form.getByLabel('OHLC file (CSV or JSON)').setInputFiles({ name: 'short.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.slice(0, 11).join('\n')) });
    await expect(form.locator('[role="alert"]')).toHaveText('Not enough OHLC rows for ATR.');
    await expect(form.locator('output[name="ohlcAtr"]')).toHaveCount(0);
    // The calculator keeps its results.
    await expectValue(form, 'units', 100 / (1.5 * expected.atr20), 12);
  });

  test('stop and leverage messages in English', async ({ page }) => {
    const form = await openSizePro(page);
    await workedExample(form);
    await fill(form, 'Stop price', '105');
    await expect(form.locator('[role="alert"]')).toHaveText('Stop must be beyond entry in the chosen direction.');
    await expect(form.locator('output[name="units"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="units"]')).toHaveText('—');
    await choose(form, 'Short');
    await fill(form, 'Stop price', '95');
    await expect(form.locator('[role="alert"]')).toHaveText('Stop must be beyond entry in the chosen direction.');
    await fill(form, 'Stop price', '103');
    await expect(form.locator('[role="alert"]')).toHaveText('');
    await expectValue(form, 'units', 33.333333333333336);

    await fill(form, 'Max leverage', '3');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    await expect(form.locator('[data-status]')).toHaveText('Your leverage is too low. At least 3.34x required – or adjust size/stop/allocation.');
    // The sizing results stay.
    await expectValue(form, 'minLeverage', 3.3333333333333335);
    await choose(form, 'Long');
    await fill(form, 'Stop price', '95');
    await fill(form, 'Capital allocation', '7');
    await fill(form, 'Max leverage', '2');
    await expect(form.locator('[data-status]')).toHaveText('Your leverage is too low. At least 2.86x required – or adjust size/stop/allocation.');
    await expectValue(form, 'units', 20);
    await fill(form, 'Max leverage', '2.86');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  });

  test('stop and leverage messages in German', async ({ page }) => {
    const form = await openSizePro(page, '?lng=de');
    await fill(form, 'Kontogröße', '10000');
    await fill(form, 'Kapital-Allokation', '7');
    await fill(form, 'Risiko pro Trade', '1');
    await fill(form, 'Einstiegspreis', '100');
    await fill(form, 'Stop-Preis', '105');
    await expect(form.locator('[role="alert"]')).toHaveText('Stop muss je nach Richtung hinter dem Einstieg liegen.');
    await choose(form, 'Short');
    await expect(form.locator('[role="alert"]')).toHaveText('');
    await fill(form, 'Stop-Preis', '95');
    await expect(form.locator('[role="alert"]')).toHaveText('Stop muss je nach Richtung hinter dem Einstieg liegen.');
    await choose(form, 'Long');
    await fill(form, 'Maximaler Hebel', '2');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    await expect(form.locator('[data-status]')).toHaveText('Dein Hebel ist zu niedrig. Mindestens 2,86x erforderlich – oder Größe/Stop/Allokation anpassen.');
    await expect(form.locator('output[name="notional"]')).toHaveText('2.000,00');

    await choose(form, 'ATR-basierter Stop');
    await fill(form, 'Einstiegspreis', '60.000');
    await form.getByLabel('OHLC-Datei (CSV oder JSON)').setInputFiles({ name: 'kurz.csv', mimeType: 'text/csv', buffer: Buffer.from('open,high,low,close\n1,2,1,1.5\n') });
    await expect(form.locator('[role="alert"]')).toHaveText('Nicht genug OHLC-Reihen für ATR.');
  });

  test('presets: save, apply after changes, delete, export → import in a fresh browser, bad file', async ({ page, browser }) => {
    const form = await openSizePro(page);
    await workedExample(form);
    await fill(form, 'Preset name', 'Worked example');
    await form.getByRole('button', { name: 'Save preset' }).click();
    const list = form.getByRole('list', { name: 'Saved presets' });
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await fill(form, 'Entry price', '200');
    await fill(form, 'Stop price', '150');
    await fill(form, 'Risk per trade', '2');
    await expectValue(form, 'units', 4);
    await list.getByRole('listitem').filter({ hasText: 'Worked example' }).getByRole('button', { name: /Apply/ }).click();
    await expectValue(form, 'units', 20);
    await expectValue(form, 'notional', 2000);
    await expect(form.getByLabel('Entry price', { exact: true })).toHaveValue('100');

    // A second preset: short ETH in Kelly mode; a name with markup stays text.
    await choose(form, 'Simplified Kelly');
    await choose(form, 'Short');
    await fill(form, 'Entry price', '2500');
    await fill(form, 'Stop price', '2600');
    const markup = '<b>ETH</b> Kelly';
    await fill(form, 'Preset name', markup);
    await form.getByLabel('Preset name').press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.locator('b')).toHaveCount(0);
    await expect(list).toContainText(markup);

    // A throwaway third one, deleted again.
    await fill(form, 'Preset name', 'temp');
    await form.getByRole('button', { name: 'Save preset' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await list.getByRole('listitem').filter({ hasText: 'temp' }).getByRole('button', { name: /Delete/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Presets survive a reload (local storage).
    await page.reload();
    await expect(form.getByRole('list', { name: 'Saved presets' }).getByRole('listitem')).toHaveCount(2);

    const downloadPromise = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export presets (JSON)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('futureslab-size-presets.json');
    const exportedPath = test.info().outputPath('futureslab-size-presets.json');
    await download.saveAs(exportedPath);
    const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as { format: string; presets: { name: string; values: Record<string, unknown> }[] };
    expect(exported.format).toBe('futureslab.size-presets');
    expect(exported.presets.map((preset) => preset.name)).toEqual(['Worked example', markup]);
    expect(exported.presets[0]?.values).toMatchObject({ account: 10000, entry: 100, stop: 95, riskMode: 'fixed', side: 'long' });

    // A fresh browser context: empty local storage.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const freshForm = await openSizePro(fresh);
    await expect(freshForm.getByRole('list', { name: 'Saved presets' })).toHaveCount(0);
    await freshForm.getByLabel('Import presets (JSON file)').setInputFiles(exportedPath);
    const freshList = freshForm.getByRole('list', { name: 'Saved presets' });
    await expect(freshList.getByRole('listitem')).toHaveCount(2);
    await expect(freshForm).toContainText('Imported 2 presets.');
    await freshList.getByRole('listitem').filter({ hasText: markup }).getByRole('button', { name: /Apply/ }).click();
    await expect(freshForm.getByRole('radio', { name: 'Short', exact: true })).toBeChecked();
    await expect(freshForm.getByRole('radio', { name: 'Simplified Kelly', exact: true })).toBeChecked();
    await expectValue(freshForm, 'riskAmount', 812.5000000000001);
    await freshList.getByRole('listitem').filter({ hasText: 'Worked example' }).getByRole('button', { name: /Apply/ }).click();
    await expectValue(freshForm, 'units', 20);

    // A bad file: the exact message, and the presets stay as they were.
    await freshForm.getByLabel('Import presets (JSON file)').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'futureslab.size-presets', version: 1, presets: [{ name: 'x', values: { entry: 'a lot' } }] })),
    });
    await expect(freshForm.locator('[role="alert"]')).toHaveText('Invalid JSON file.');
    await expect(freshList.getByRole('listitem')).toHaveCount(2);
    await context.close();
  });

  test('links the learn guides and carries the NFA notice', async ({ page }) => {
    await gotoPage(page, '/tools/size-pro');
    await expect(page.locator('main a[href="/learn/leverage-position-sizing"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/learn/risk-management"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/tools/position-margin-pro"]').first()).toBeVisible();
    await expect(page.locator('main [data-nfa] a[href="/nfa"]')).toBeVisible();
    await expect(page.locator('main [data-soon]')).toHaveCount(0);
  });
});
