import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, fill, gotoPage } from './calculatorPage';

/**
 * /tools/size-pro in the browser: files and storage. An OHLC file picked in the file input fills the ATR value;
 * presets survive a reload (local storage), leave as a downloaded JSON file and come back into a fresh browser
 * from it. The figures are the examples of specs/calculators/size-pro.yaml, the words
 * src/blocks/calculator/calculatorWords.test.tsx, and the add-ons' parsing, messages and figures their jsdom tests
 * (src/extensions/addons/ohlc-atr-import/, src/extensions/addons/size-presets/).
 */

const fixturePath = fileURLToPath(new URL('../fixtures/samples/ohlc-btc-1h.csv', import.meta.url));

async function openSizePro(page: Page): Promise<Locator> {
  await gotoPage(page, '/tools/size-pro');
  const form = calculator(page, 'size-pro');
  // The presets add-on is a lazy chunk: wait until it is there.
  await expect(form.locator('[data-addon="size-presets"] section')).toBeVisible();
  return form;
}

test('ATR mode: an OHLC file picked in the browser fills the ATR value and moves the stop', async ({ page }) => {
  const form = await openSizePro(page);
  await choose(form, 'ATR-based stop');
  await fill(form, 'Entry price', '60000');
  const stop = form.locator('output[name="stopPrice"]');
  const before = await stop.getAttribute('data-value');
  await form.getByLabel('OHLC file (CSV or JSON)').setInputFiles(fixturePath);
  await expect(form.locator('[data-addon="ohlc-atr-import"]')).toContainText('Read 200 rows from ohlc-btc-1h.csv');
  await expect(form.getByLabel('ATR value', { exact: true })).toHaveValue(/^\d+\.\d+$/);
  await expect(stop).not.toHaveAttribute('data-value', before ?? '');
  await expect(form.locator('[role="alert"]')).toHaveText('');
});

test('presets: saved, applied after changes, kept after a reload, exported as a download and imported into a fresh browser', async ({ page, browser }) => {
  const form = await openSizePro(page);
  const units = form.locator('output[name="units"]');
  const saved = await units.getAttribute('data-value');
  await fill(form, 'Preset name', 'Worked example');
  await form.getByRole('button', { name: 'Save preset' }).click();
  const list = form.getByRole('list', { name: 'Saved presets' });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await fill(form, 'Entry price', '200');
  await fill(form, 'Stop price', '150');
  await expect(units).not.toHaveAttribute('data-value', saved ?? '');
  await list.getByRole('listitem').filter({ hasText: 'Worked example' }).getByRole('button', { name: /Apply/ }).click();
  await expect(form.getByLabel('Entry price', { exact: true })).toHaveValue('100');
  await expect(units).toHaveAttribute('data-value', saved ?? '');

  // A second preset: short in Kelly mode; a name with markup stays text.
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
  await expect(freshForm.getByLabel('Entry price', { exact: true })).toHaveValue('2500');
  await freshList.getByRole('listitem').filter({ hasText: 'Worked example' }).getByRole('button', { name: /Apply/ }).click();
  await expect(freshForm.locator('output[name="units"]')).toHaveAttribute('data-value', saved ?? '');
  await context.close();
});
