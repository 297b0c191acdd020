import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Download, type Locator, type Page } from './fixtures';
import { gotoPage } from './calculatorPage';

/**
 * /tools/bingx-order-analyzer, driven like a user: files through the file input, controls
 * by label, results through the DOM contract (`section[data-module][data-state]`,
 * `<output name data-value>`, role=alert, `li[data-column][data-status]`). Expected KPIs come from
 * tests/fixtures/samples/*.expected.json (computed independently of the product).
 */

const PATH = '/tools/bingx-order-analyzer';
const SAMPLES = fileURLToPath(new URL('../fixtures/samples/', import.meta.url));
const resolve = (dir: string, name: string) => `${dir}${name}`;
const KPI_KEYS = ['trades', 'realizedPnl', 'fees', 'netPnl', 'winRate', 'profitFactor', 'avgNetPerTrade', 'payoffRatio', 'expectancy', 'totalReturn', 'maxDrawdown', 'sharpe', 'sortino', 'cagr', 'kellyPct'];

interface Expected {
  [key: string]: number | Record<string, [number, number, number]>;
  sessions: Record<string, [number, number, number]>;
}

const expectedOf = (name: string) => JSON.parse(readFileSync(resolve(SAMPLES, name), 'utf8')) as Expected;
const EN = expectedOf('bingx-orders-sample.expected.json');
const DE = expectedOf('bingx-orders-de.expected.json');

const HEADERS = ['UID', 'Order No.', 'Time(UTC+8)', 'Pair', 'Type', 'Leverage', 'DealPrice', 'Quantity', 'Amount', 'Fee', 'Fee Coin', 'Realized PNL', 'Quote Asset', 'Order Type', 'AvgPrice'];
const order = (no: string, time: string, pair: string, type: string, fee: unknown, pnl: unknown) => ['1', no, time, pair, type, '10X', 100, 1, 100, fee, 'USDT', pnl, 'USDT', 'Market', 100];

/** An .xlsx workbook made here with SheetJS: one sheet 'Orders' from rows (the first usually the header). */
function workbook(rows: unknown[][], patch?: (sheet: XLSX.WorkSheet) => void): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  patch?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Orders');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

function analyzer(page: Page): Locator {
  return page.locator('section[data-module="order-analyzer"]');
}

async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await analyzer(page).locator('input[type="file"][name="file"]').setInputFiles(typeof file === 'string' ? resolve(SAMPLES, file) : file);
}

async function raw(scope: Locator, name: string): Promise<string | null> {
  return scope.locator(`output[name="${name}"]`).first().getAttribute('data-value');
}

/** Waits until the output's data-value is within 1e-9 relative of `expected`. */
async function expectKpi(scope: Locator, name: string, expected: number): Promise<void> {
  await expect
    .poll(async () => {
      const text = await raw(scope, name);
      if (text === null || text === '') return `empty (${String(text)})`;
      const got = Number(text);
      return Math.abs(got - expected) <= 1e-9 * Math.max(1e-12, Math.abs(expected)) ? 'ok' : `${got} ≠ ${expected}`;
    }, { message: name })
    .toBe('ok');
}

async function expectReport(page: Page, expected: Expected): Promise<void> {
  const module = analyzer(page);
  await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  for (const key of KPI_KEYS) await expectKpi(module, key, expected[key] as number);
  for (const [session, [trades, net]] of Object.entries(expected.sessions)) {
    await expectKpi(module, `session.${session}.trades`, trades);
    await expectKpi(module, `session.${session}.net`, net);
  }
}

async function downloadText(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

test.describe('BingX order analyzer', () => {
  test('the sample export read in the worker: report, header check, Monte Carlo, filters and settings, the trades table by keyboard, exports, manual mapping', async ({ page }) => {
    test.slow();
    await gotoPage(page, PATH);
    await expect(page.locator('main[data-page="tool-bingx-order-analyzer"] h1')).toHaveText('BingX order analyzer');
    const module = analyzer(page);
    await expect(module).toHaveAttribute('data-state', 'empty');
    await expect(module).toContainText('Upload an Excel file first');
    await expect(module.getByLabel('Excel file (.xlsx or .xls, up to 50 MB)')).toHaveAttribute('accept', '.xlsx,.xls');
    await expect(page.locator('#export-steps li')).toHaveCount(5);
    await expect(page.getByText('Read only locally', { exact: false }).first()).toBeVisible();
    await expect(page.locator('[data-nfa] a[href="/nfa"]')).toBeVisible();
    await expect(page.locator('a[href="/exchange/bingx"]').last()).toBeVisible();

    // The sample export: the worker reads it and the report shows the expected key figures.
    await upload(page, 'bingx-orders-sample.xlsx');
    await expectReport(page, EN);
    await expect(module.locator('li[data-column][data-status="found"]')).toHaveCount(15);
    await expect(module.locator('li[data-column][data-status="missing"]')).toHaveCount(0);
    // Every column found: the header check is one closed line, below the key figures.
    await expect(module.locator('[data-header-summary]')).toHaveText('15 columns recognised');
    await expect(module.locator('[data-section="header-check"] details').first()).not.toHaveAttribute('open');
    await expect(module.locator('[data-file="bingx-orders-sample.xlsx"]')).toContainText('240 orders, 120 trades');
    await expect(module.locator('[role="alert"] [data-error]')).toHaveCount(0);
    // The Monte Carlo runs in a worker and shows its seed.
    await expect.poll(() => raw(module, 'mcP50')).not.toBe('');
    await expect.poll(() => raw(module, 'mcProbBelowStart')).toMatch(/^(0|1|0\.\d+)$/);
    await expect(module).toContainText('seed 20250101');

    // Filters and settings recompute the key figures; invalid settings get a message, never NaN.
    // Side: long only (the closing orders 'Close Long' of the sample, counted independently here).
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(readFileSync(resolve(SAMPLES, 'bingx-orders-sample.xlsx'))).Sheets.Orders as XLSX.WorkSheet, { header: 1 }).slice(1);
    const closeLong = rows.filter((row) => row[4] === 'Close Long').length;
    await module.getByLabel('Side', { exact: true }).selectOption('long');
    await expectKpi(module, 'trades', closeLong);
    await module.getByLabel('Side', { exact: true }).selectOption('all');
    await expectKpi(module, 'trades', EN.trades as number);

    // Symbol.
    const solTrades = rows.filter((row) => row[3] === 'SOL-USDT' && String(row[4]).startsWith('Close')).length;
    await module.getByLabel('Symbol', { exact: true }).selectOption('SOL-USDT');
    await expectKpi(module, 'trades', solTrades);
    await module.getByLabel('Symbol', { exact: true }).selectOption('');

    // Dates (UTC days, inclusive): a range that holds nothing gives 'No data', clearing restores.
    await module.getByLabel('From (UTC day)').fill('2030-01-01');
    await expect(module.getByText('No data', { exact: true })).toBeVisible();
    await module.getByLabel('From (UTC day)').fill('');
    await expectKpi(module, 'netPnl', EN.netPnl as number);

    // Initial capital: total return follows; an invalid value keeps the last valid one with a message.
    const defaults = { capital: await module.getByLabel('Initial capital (USDT)').inputValue(), trials: await module.getByLabel('Monte Carlo trials').inputValue() };
    await module.getByLabel('Initial capital (USDT)').fill('2000');
    await expectKpi(module, 'totalReturn', (EN.netPnl as number) / 2000);
    await module.getByLabel('Initial capital (USDT)').fill('abc');
    await expect(module.getByRole('alert').filter({ hasText: 'Initial capital must be a number greater than 0' })).toBeVisible();
    await expect(module.getByLabel('Initial capital (USDT)')).toHaveAttribute('aria-invalid', 'true');
    await expectKpi(module, 'totalReturn', (EN.netPnl as number) / 2000);
    await module.getByLabel('Monte Carlo trials').fill('0');
    await expect(module.getByRole('alert').filter({ hasText: 'trials must be a whole number from 1 to 10,000' })).toBeVisible();
    for (const output of await module.locator('output[data-value]').all()) expect(await output.getAttribute('data-value')).not.toBe('NaN');
    await expect(module.locator('output', { hasText: 'NaN' })).toHaveCount(0);
    await module.getByLabel('Monte Carlo trials').fill(defaults.trials);
    await module.getByLabel('Initial capital (USDT)').fill(defaults.capital);
    await expect(module.getByRole('alert').filter({ hasText: /Initial capital|trials/ })).toHaveCount(0);

    // The trades table: 50 rows a page, a pager for the keyboard, sortable headers with aria-sort.
    const table = module.locator('table[data-table="trades"]');
    await expect(table.locator('tbody tr')).toHaveCount(50);
    await expect(module.locator('[data-pager-status]')).toHaveText('Page 1 of 3 · trades 1–50 of 120');
    const next = module.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(module.locator('[data-pager-status]')).toHaveText('Page 2 of 3 · trades 51–100 of 120');
    await page.keyboard.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();

    const netHeader = table.locator('th', { has: page.locator('button[data-column="net"]') });
    await expect(netHeader).toHaveAttribute('aria-sort', 'none');
    await table.locator('button[data-column="net"]').click();
    await expect(netHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(module.locator('[data-pager-status]')).toContainText('Page 1 of 3');
    await table.locator('button[data-column="net"]').click();
    await expect(netHeader).toHaveAttribute('aria-sort', 'descending');

    // Exports are downloads of the report as it stands.
    const [tradesCsv] = await Promise.all([page.waitForEvent('download'), module.getByRole('button', { name: 'Trades as CSV' }).click()]);
    const lines = (await downloadText(tradesCsv)).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,order_no,symbol,side,type,order_type,price,quantity,realized_pnl,fee,net');
    expect(lines).toHaveLength(1 + (EN.trades as number));
    const netSum = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
    expect(Math.abs(netSum - (EN.avgNetPerTrade as number) * (EN.trades as number))).toBeLessThan(1e-6);

    const [kpisJson] = await Promise.all([page.waitForEvent('download'), module.getByRole('button', { name: 'Key figures as JSON' }).click()]);
    const json = JSON.parse(await downloadText(kpisJson)) as { kpis: Record<string, number>; sessions: Record<string, { trades: number }> };
    expect(Math.abs((json.kpis.netPnl ?? NaN) - (EN.netPnl as number))).toBeLessThan(1e-9);
    expect(json.sessions.us?.trades).toBe(EN.sessions.us?.[0]);

    const [kpisCsv] = await Promise.all([page.waitForEvent('download'), module.getByRole('button', { name: 'Key figures as CSV' }).click()]);
    expect(await downloadText(kpisCsv)).toContain(`\r\ntrades,${EN.trades as number}\r\n`);
    const [tradesJson] = await Promise.all([page.waitForEvent('download'), module.getByRole('button', { name: 'Trades as JSON' }).click()]);
    expect((JSON.parse(await downloadText(tradesJson)) as unknown[]).length).toBe(EN.trades);

    // Manual mapping: unmapping Realized PNL gives 'No data', mapping it back restores the report.
    await expect(module.locator('li[data-column="realizedPnl"]')).toHaveAttribute('data-status', 'found');
    await module.locator('summary', { hasText: 'Header check' }).click();
    await module.locator('summary', { hasText: 'Column mapping' }).click();
    const select = module.locator('select[name="map.realizedPnl"]');
    await expect(module.getByLabel('Realized PNL', { exact: true })).toHaveValue('11');
    await select.selectOption('');
    await expect(module.getByText('No data', { exact: true })).toBeVisible();
    await expect(module.locator('li[data-column="realizedPnl"]')).toHaveAttribute('data-status', 'missing');
    await expect(module.locator('li[data-column="realizedPnl"]')).toContainText('Header missing');
    await expect(module.locator('[data-header-summary]')).toHaveText('14 columns recognised, 1 missing');
    await expect(module.locator('output[name="netPnl"]')).toHaveCount(0);
    await select.selectOption('11');
    await expectReport(page, EN);
    // Fixing the mapping keeps the check open where the visitor is working.
    await expect(select).toBeVisible();
    await expect(module.getByText('No data', { exact: true })).toHaveCount(0);
  });

  test('bad files get their messages and the previous report stays; text, duplicates, formulas and HTML in cells stay text', async ({ page }, testInfo) => {
    test.slow();
    await gotoPage(page, PATH);
    const module = analyzer(page);
    const alert = module.getByRole('alert').first();

    await upload(page, { name: 'orders.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
    await expect(alert).toContainText('This is not an Excel file');
    await expect(module).toHaveAttribute('data-state', 'error');
    // A short form next to the file picker; the full text stays in the alert region.
    await expect(module.locator('[data-problem]')).toHaveText('orders.xlsx: not an Excel file');

    await upload(page, { name: 'empty.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) });
    await expect(alert).toContainText('The file is empty (0 bytes)');

    await upload(page, { name: 'blank.xlsx', mimeType: 'application/octet-stream', buffer: workbook([]) });
    await expect(alert).toContainText('The workbook has no sheet with data');

    await upload(page, { name: 'header-only.xlsx', mimeType: 'application/octet-stream', buffer: workbook([HEADERS]) });
    await expect(alert).toContainText('The sheet has a header but no order rows below it.');

    await upload(page, { name: 'no-header.xlsx', mimeType: 'application/octet-stream', buffer: workbook([['hello', 'world'], [1, 2]]) });
    await expect(alert).toContainText('No header row was found');

    // A good file, then bad ones: the report stays.
    await upload(page, 'bingx-orders-sample.xlsx');
    await expectReport(page, EN);
    await upload(page, { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(alert).toContainText('This is not an Excel file');
    await expect(alert).toContainText('The previous report is still shown.');
    await expect(module.locator('[data-problem]')).toHaveText('report.pdf: not an Excel file');
    await expect(module.locator('[data-file="bingx-orders-sample.xlsx"]')).toBeVisible();
    await expect(module).toHaveAttribute('data-state', 'ready');
    await expectKpi(module, 'netPnl', EN.netPnl as number);

    // Playwright passes buffers only up to 50 MB: the 50 MB + 1 byte file goes through a temporary file.
    const huge = testInfo.outputPath('huge.xlsx');
    writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024 + 1, 0x50));
    await analyzer(page).locator('input[type="file"][name="file"]').setInputFiles(huge);
    await expect(alert).toContainText('larger than 50 MB');
    await expectKpi(module, 'netPnl', EN.netPnl as number);

    // A workbook with text in a number column, a duplicate order, a formula and HTML in cells.
    let injected = false;
    page.on('dialog', (dialog) => {
      injected = true;
      void dialog.dismiss();
    });
    const buffer = workbook(
      [
        HEADERS,
        order('1', '2025-03-01 10:00:00', 'BTC-USDT', 'Close Long', -1, 'abc'),
        order('2', '2025-03-01 11:00:00', '<img src=x onerror="alert(1)">', 'Close Long', -1, 5),
        order('2', '2025-03-01 11:00:00', '<img src=x onerror="alert(1)">', 'Close Long', -1, 5),
        order('3', '2025-03-02 11:00:00', '=HYPERLINK("http://x","y")', 'Close Short', -0.5, -2),
        order('4', '2025-03-03 11:00:00', 'BTC-USDT', 'Close Short', -0.5, 0),
      ],
      (sheet) => {
        sheet.L6 = { t: 'n', f: '1+1', v: 2 };
      },
    );
    await upload(page, { name: 'mixed.xlsx', mimeType: 'application/octet-stream', buffer });
    await expect(module).toHaveAttribute('data-state', 'ready');
    await expect(module).toContainText('1 duplicate row (same Order No.) was skipped');
    await module.getByText('1 unreadable row was skipped').click();
    await expect(module.locator('li[data-row="2"]')).toContainText('Row 2: Realized PNL is not a number');
    await expect(module.locator('li[data-row="2"]')).toContainText('abc');
    await expectKpi(module, 'trades', 3);
    // Formula cell read as its value (2), and the texts shown as text, never as markup.
    await expectKpi(module, 'realizedPnl', 5 - 2 + 2);
    await expect(module.locator('select[name="symbol"] option', { hasText: '<img src=x onerror="alert(1)">' })).toHaveCount(1);
    await expect(module.locator('table[data-table="trades"]')).toContainText('=HYPERLINK("http://x","y")');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(injected).toBe(false);

    // The trades CSV neutralises the formula-like symbol.
    const [download] = await Promise.all([page.waitForEvent('download'), module.getByRole('button', { name: 'Trades as CSV' }).click()]);
    const csv = await downloadText(download);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(download.suggestedFilename()).toBe('mixed-trades.csv');
  });

  test('German UI: labels, messages and number formatting; German decimal comma in settings', async ({ page }) => {
    await gotoPage(page, `${PATH}?lng=de`);
    const module = analyzer(page);
    await expect(module).toContainText('Lade zuerst eine Excel-Datei hoch');
    await upload(page, 'bingx-orders-de.xlsx');
    await expectReport(page, DE);
    await expect(module.locator('summary', { hasText: 'Spaltenprüfung' })).toContainText('15 Spalten erkannt');
    await expect(module.getByText('Kennzahlen', { exact: true })).toBeVisible();
    await expect(module.locator('output[name="fees"]')).toHaveText('65,24');
    await expect(module.locator('output[name="winRate"]')).toHaveText('45 %');
    await expect(module.locator('output[name="netPnl"]')).toHaveText('-47,17');
    await module.getByLabel('Startkapital (USDT)').fill('2000,5');
    await expectKpi(module, 'totalReturn', (DE.netPnl as number) / 2000.5);
    await module.getByLabel('Startkapital (USDT)').fill('x');
    await expect(module.getByRole('alert').filter({ hasText: 'Das Startkapital muss eine Zahl größer als 0 sein' })).toBeVisible();
    await upload(page, { name: 'kaputt.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a workbook at all') });
    await expect(module.getByRole('alert').first()).toContainText('Das ist keine Excel-Datei');
    await module.locator('summary', { hasText: 'Spaltenprüfung' }).click();
    await module.locator('summary', { hasText: 'Spaltenzuordnung' }).click();
    await module.locator('select[name="map.realizedPnl"]').selectOption('');
    await expect(module.getByText('Keine Daten', { exact: true })).toBeVisible();
    await expect(module.locator('li[data-column="realizedPnl"]')).toContainText('Spalte fehlt');
    await expect(module.locator('[data-header-summary]')).toHaveText('14 Spalten erkannt, 1 fehlt');

    // The German sample export: written and read in the worker, named beside the picker.
    await module.getByRole('button', { name: 'Mit Beispiel-Export ausprobieren' }).click();
    await expect(module.locator('[data-file="bingx-sample-de.xlsx"]')).toContainText('(Blatt „Aufträge“): 240 Orders, 120 Trades.');
    await expectKpi(module, 'trades', 120);
    await expect(module.locator('[data-header-summary]')).toHaveText('15 Spalten erkannt');
  });

  test('on a phone: the sample export, key figures first, nothing wider than the screen, wide tables by their key columns; on a laptop all columns', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, PATH);
    const module = analyzer(page);
    const sample = module.locator('button[name="sample"]');
    await expect(sample).toHaveText('Try it with a sample export');
    await expect(module.getByText('No file chosen yet.')).toBeVisible();
    await sample.scrollIntoViewIfNeeded();
    await sample.click();
    await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(module.locator('[data-file="bingx-sample-en.xlsx"]')).toHaveText('bingx-sample-en.xlsx (sheet “Orders”): 240 orders, 120 trades.');
    await expectKpi(module, 'trades', 120);

    // The key figures come right after the picker, on the screen the visitor is looking at, before the header check.
    const kpis = module.locator('[data-section="kpis"]');
    const kpiTop = (await kpis.boundingBox())!.y;
    expect(kpiTop).toBeLessThan(844 - 100);
    expect(kpiTop).toBeLessThan((await module.locator('[data-section="header-check"]').boundingBox())!.y);

    // Nothing in the report is wider than the phone: no sideways scrolling of the page or of a table.
    const tooWide = () =>
      module.evaluate((root) => {
        const width = document.documentElement.clientWidth;
        const wide: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          // Tables for screen readers only (charts' numbers) are clipped to a pixel and take no room.
          if (element.closest('.sr-only')) continue;
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.right > width + 0.5) wide.push(`${element.tagName.toLowerCase()}${element.getAttribute('data-table') ? `[data-table=${element.getAttribute('data-table')}]` : ''}`);
        }
        for (const region of root.querySelectorAll('[role="region"]')) if (region.scrollWidth > region.clientWidth + 1) wide.push(`scrolling ${region.getAttribute('aria-label') ?? region.closest('section')?.querySelector('h3')?.textContent}`);
        return [...new Set(wide)];
      });
    await expect.poll(tooWide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Trades: time, symbol, side and net until the visitor asks for every column.
    const trades = module.locator('table[data-table="trades"]');
    const headers = () => trades.locator('thead button[data-column]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-column')));
    await expect.poll(headers).toEqual(['time', 'symbol', 'side', 'net']);
    const toggle = module.locator('[data-section="trades"]').getByRole('button', { name: 'Show all columns' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Every field: the order number under the time, the order type under the type.
    await expect.poll(headers).toEqual(['time', 'symbol', 'side', 'type', 'price', 'quantity', 'realizedPnl', 'fee', 'net']);
    await toggle.click();
    // Order types: trades, net and win rate on a phone (orders and average fee on demand).
    await expect(module.locator('[data-section="order-types"] thead th')).toHaveCount(4);
    // The weekday × hour map stands upright: weekdays across, hours down.
    await expect(module.locator('table[data-table="weekday-hour"] thead th')).toHaveCount(8);

    // A laptop: the whole trades table without sideways scrolling, no toggle.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(headers).toHaveLength(9);
    await expect.poll(() => module.locator('[data-section="trades"] .oa-scroll').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    await expect(toggle).toHaveCount(0);
    await expect(module.locator('[data-section="order-types"] thead th')).toHaveCount(6);
  });
});
