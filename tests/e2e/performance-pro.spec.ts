import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from './fixtures';
import { gotoPage } from './calculatorPage';

/**
 * /tools/performance-calculator-pro, driven like a user: controls by name and label, results
 * through the DOM contract (`<section data-module="performance-pro" data-state>`, `<output name data-value>`,
 * role=alert). Reference values: tests/fixtures/samples/misc.expected.json (computed independently).
 */

const PATH = '/tools/performance-calculator-pro';
const SAMPLES = 'tests/fixtures/samples';
const expected = JSON.parse(readFileSync(`${SAMPLES}/misc.expected.json`, 'utf8')) as Record<string, number>;
const CSV_LINES = readFileSync(`${SAMPLES}/trades.csv`, 'utf8').trim().split('\n').slice(1);

function root(page: Page): Locator {
  return page.locator('section[data-module="performance-pro"]');
}

async function kpi(page: Page, name: string): Promise<number | null> {
  const raw = await root(page).locator(`output[name="${name}"]`).first().getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

/** Waits until the KPI equals `wanted` to 1e-9 relative. */
async function expectKpi(page: Page, name: string, wanted: number): Promise<void> {
  await expect
    .poll(async () => {
      const got = await kpi(page, name);
      return got !== null && Math.abs(got - wanted) <= 1e-9 * Math.max(1, Math.abs(wanted)) ? wanted : got;
    })
    .toBe(wanted);
}

async function upload(page: Page, file: string): Promise<void> {
  await root(page).locator('input[name="file"]').setInputFiles(file);
  await expect(root(page)).toHaveAttribute('data-state', 'ready');
}

async function expectFixtureKpis(page: Page): Promise<void> {
  await expectKpi(page, 'trades', expected.trades as number);
  for (const [kpiName, key] of [
    ['netPnl', 'netPnl'],
    ['winRate', 'winRate'],
    ['profitFactor', 'profitFactor'],
    ['payoffRatio', 'payoffRatio'],
    ['maxDrawdown', 'maxDrawdown'],
    ['sharpe', 'sharpePerTrade'],
    ['sortino', 'sortinoPerTrade'],
  ] as const) {
    await expectKpi(page, kpiName, expected[key] as number);
  }
}

async function text(download: Download): Promise<string> {
  return readFileSync((await download.path()) as string, 'utf8');
}

test.describe('Performance Pro', () => {
  test('the CSV read in its worker: metrics, table, charts and Monte Carlo; exports; mapping, filters and settings; the exported list imports back', async ({ page }) => {
    test.slow();
    await gotoPage(page, PATH);
    await expect(root(page)).toHaveAttribute('data-state', 'empty');
    await expect(root(page)).toContainText('Your trades stay in this tab');
    await upload(page, `${SAMPLES}/trades.csv`);
    await expectFixtureKpis(page);
    await expect(root(page).locator('select[name="map.date"]')).toHaveValue('0');
    await expect(root(page).getByRole('table', { name: 'First rows as read' })).toBeVisible();
    await expect(root(page).locator('[data-mc-state]')).toHaveAttribute('data-mc-state', 'done', { timeout: 15_000 });
    const ruin = await kpi(page, 'ruinProbability');
    expect(ruin).not.toBeNull();
    expect(ruin).toBeGreaterThanOrEqual(0);
    expect(await kpi(page, 'mcP50')).toBeGreaterThan(0);
    // Heatmap and sortable, paged trades list.
    await expect(root(page).locator('table[data-table="heatmap"] output').first()).toHaveAttribute('data-value', /.*/);
    const trades = root(page).locator('table[data-table="trades"] tbody tr');
    await expect(trades).toHaveCount(25);
    await root(page).getByRole('button', { name: 'Net', exact: true }).click();
    const first = Number(await trades.first().locator('output[data-value]').getAttribute('data-value'));
    await root(page).getByRole('button', { name: 'Net', exact: true }).click();
    const firstDesc = Number(await trades.first().locator('output[data-value]').getAttribute('data-value'));
    expect(first).toBeLessThan(firstDesc);
    await root(page).getByRole('button', { name: 'Next page' }).click();
    await expect(root(page)).toContainText('Page 2 of 6');
    // Charts draw once scrolled near.
    const equity = root(page).locator('[data-chart="equity"] [data-plot-state]');
    await equity.scrollIntoViewIfNeeded();
    await expect(equity).toHaveAttribute('data-plot-state', 'ready', { timeout: 15_000 });

    await expectKpi(page, 'trades', 150);
    await expect(root(page).locator('[data-mc-state]')).toHaveAttribute('data-mc-state', 'done', { timeout: 15_000 });

    const [metricsFile] = await Promise.all([page.waitForEvent('download'), root(page).getByRole('button', { name: 'Export metrics (JSON)' }).click()]);
    expect(metricsFile.suggestedFilename()).toBe('performance-metrics.json');
    const metrics = JSON.parse(await text(metricsFile)) as { metrics: Record<string, number>; settings: { initialCapital: number }; monteCarlo: { ruinProbability: number } | null };
    expect(metrics.metrics.trades).toBe(150);
    expect(Math.abs((metrics.metrics.sharpe as number) - (expected.sharpePerTrade as number))).toBeLessThan(1e-12);
    expect(metrics.settings.initialCapital).toBe(10000);
    expect(metrics.monteCarlo?.ruinProbability).toBeGreaterThanOrEqual(0);

    const [seriesFile] = await Promise.all([page.waitForEvent('download'), root(page).getByRole('button', { name: 'Export series (CSV)' }).click()]);
    const series = (await text(seriesFile)).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(series[0]).toBe('series,index,time,value');
    expect(series[1]).toBe('equity,0,2025-01-04T08:00:00Z,10000');
    expect(series.filter((line) => line.startsWith('equity,'))).toHaveLength(151);
    expect(series.filter((line) => line.startsWith('drawdown,'))).toHaveLength(151);
    expect(series.filter((line) => line.startsWith('periodReturn,'))).toHaveLength(150);

    const [listFile] = await Promise.all([page.waitForEvent('download'), root(page).getByRole('button', { name: 'Export trade list (JSON)' }).click()]);
    const listPath = (await listFile.path()) as string;
    const list = JSON.parse(readFileSync(listPath, 'utf8')) as unknown[];
    expect(list).toHaveLength(150);

    // Changing the mapping changes the key figures; without a PnL column there is a message.
    const mapped = { fee: await root(page).locator('select[name="map.fee"]').inputValue(), pnl: await root(page).locator('select[name="map.pnl"]').inputValue() };
    const fees = CSV_LINES.reduce((sum, line) => sum + Math.abs(Number(line.split(',')[4])), 0);
    await root(page).locator('select[name="map.fee"]').selectOption('-1');
    await expect.poll(async () => Math.abs(((await kpi(page, 'netPnl')) ?? 0) - ((expected.netPnl as number) + fees)) < 1e-6).toBe(true);
    await root(page).locator('select[name="map.pnl"]').selectOption('-1');
    await expect(root(page).getByRole('alert').first()).toContainText('Map the date and PnL columns.');
    await root(page).locator('select[name="map.pnl"]').selectOption(mapped.pnl);
    await root(page).locator('select[name="map.fee"]').selectOption(mapped.fee);
    await expectKpi(page, 'netPnl', expected.netPnl as number);

    // Filters, settings, percent returns and validation.
    const longs = CSV_LINES.filter((line) => line.split(',')[2] === 'long').length;
    await root(page).locator('select[name="side"]').selectOption('long');
    await expectKpi(page, 'trades', longs);
    await root(page).locator('select[name="side"]').selectOption('all');
    const btc = CSV_LINES.filter((line) => line.split(',')[1] === 'BTCUSDT').length;
    await root(page).locator('select[name="symbol"]').selectOption('BTCUSDT');
    await expectKpi(page, 'trades', btc);
    await root(page).locator('select[name="symbol"]').selectOption('all');
    const january = CSV_LINES.filter((line) => line.startsWith('2025-01-')).length;
    await root(page).locator('input[name="to"]').fill('2025-01-31');
    await expectKpi(page, 'trades', january);
    await root(page).locator('input[name="to"]').fill('');
    // Tags cells hold one or more tags separated by ';' ("breakout;news").
    const breakout = CSV_LINES.filter((line) => (line.split(',')[8] ?? '').split(';').includes('breakout')).length;
    await root(page).locator('input[name="tags"]').fill('breakout');
    await expectKpi(page, 'trades', breakout);
    await root(page).locator('input[name="tags"]').fill('');
    await expectKpi(page, 'trades', 150);

    const perTrade = await kpi(page, 'sharpe');
    await root(page).locator('select[name="aggregation"]').selectOption('daily');
    await expect.poll(() => kpi(page, 'sharpe')).not.toBe(perTrade);
    await expect(root(page).locator('[data-basis]')).toHaveAttribute('data-basis', 'day');
    await root(page).locator('input[name="percentReturns"]').check();
    await expect(root(page).locator('[data-basis]')).toHaveAttribute('data-basis', 'percent');

    await root(page).locator('input[name="taxRatePct"]').fill('25');
    await expectKpi(page, 'taxes', 0.25 * (expected.netPnl as number));
    await expectKpi(page, 'netAfterTax', 0.75 * (expected.netPnl as number));

    await root(page).locator('input[name="initialCapital"]').fill('-5');
    await expect(root(page).getByRole('alert').filter({ hasText: 'Initial capital must be a number greater than 0.' })).toBeVisible();
    await expect(root(page)).not.toContainText('NaN');
    await root(page).locator('input[name="initialCapital"]').fill('10000');
    await root(page).locator('input[name="mcIterations"]').fill('0');
    await expect(root(page).getByRole('alert').filter({ hasText: 'Iterations must be a whole number' })).toBeVisible();

    // The exported list imports back, via the upload and into the manual list.
    await root(page).locator('input[name="file"]').setInputFiles({ name: 'performance-trades.json', mimeType: 'application/json', buffer: readFileSync(listPath) });
    await expect(root(page)).toContainText('performance-trades.json: 150 rows, 150 trades read');
    await expectKpi(page, 'netPnl', expected.netPnl as number);
    await root(page).getByRole('radio', { name: 'Enter trades by hand' }).check();
    await root(page).locator('input[name="importTrades"]').setInputFiles({ name: 'performance-trades.json', mimeType: 'application/json', buffer: readFileSync(listPath) });
    await expect(root(page)).toContainText('150 trades imported.');
    await expectKpi(page, 'netPnl', expected.netPnl as number);
  });

  test('without the CSV: refused file types, the JSON file, pasted German data with unreadable rows, formulas kept as text, trades entered by hand', async ({ page }) => {
    test.slow();
    await gotoPage(page, PATH);
    const file = root(page).locator('input[name="file"]');
    await expect(file).toHaveAttribute('accept', '.csv,.json');
    await file.setInputFiles({ name: 'trades.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\u0003\u0004') });
    await expect(root(page).getByRole('alert').first()).toContainText('Only .csv or .json files can be read: “trades.xlsx” was refused.');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('date,pnl\n2025-01-01,1\n') });
    await expect(root(page).getByRole('alert').first()).toContainText('“notes.txt” was refused');
    await expect(root(page)).toHaveAttribute('data-state', 'empty');
    await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
    await expect(root(page).getByRole('alert').first()).toContainText('Invalid JSON file.');

    await upload(page, `${SAMPLES}/trades.json`);
    await expectFixtureKpis(page);

    // Pasted: German headers, semicolons, decimal comma and the rows that cannot be read.
    const csv = ['Datum;Paar;Richtung;Gewinn;Gebühr', '04.01.2025 08:00;BTCUSDT;Long;100,50;0,50', 'gestern;BTCUSDT;Long;5;0', '05.01.2025;ETHUSDT;Short;-40,25;0,25', '06.01.2025;ETHUSDT;Short;abc;0'].join('\n');
    await root(page).locator('textarea[name="paste"]').fill(csv);
    await root(page).getByRole('button', { name: 'Read pasted data' }).click();
    await expect(root(page)).toHaveAttribute('data-state', 'ready');
    await expectKpi(page, 'trades', 2);
    await expectKpi(page, 'netPnl', 100 - 40.5);
    await expect(root(page)).toContainText('semicolon');
    await expect(root(page).locator('li[data-row="2"]')).toContainText('Row 2, Date: unreadable date “gestern”');
    await expect(root(page).locator('li[data-row="4"]')).toContainText('Row 4, PnL: unreadable number “abc”');
    await expect(root(page).locator('select[name="map.fee"]')).toHaveValue('4');

    // Pasted cells that look like formulas stay text on screen and in the exported list.
    await root(page).locator('textarea[name="paste"]').fill('date,pnl,symbol,notes\n2025-01-04,10,=HYPERLINK("x"),@evil\n2025-01-05,-5,BTC,ok\n');
    await root(page).getByRole('button', { name: 'Read pasted data' }).click();
    await expectKpi(page, 'trades', 2);
    // Cell text is shown as text, never as HTML.
    await expect(root(page).locator('table[data-table="trades"]')).toContainText('=HYPERLINK("x")');
    const [list] = await Promise.all([page.waitForEvent('download'), root(page).getByRole('button', { name: 'Export trade list (JSON)' }).click()]);
    expect(JSON.parse(await text(list))[0].symbol).toBe('=HYPERLINK("x")');

    // Trades entered by hand: add, edit, update, cancel, delete, reset.
    await root(page).getByRole('radio', { name: 'Enter trades by hand' }).check();
    await expect(root(page).locator('input[name="inputMode"][value="form"]')).toBeChecked();
    const form = root(page).locator('form.pp-manual');
    const add = async (date: string, pnl: string, fee: string) => {
      await form.locator('input[name="trade.date"]').fill(date);
      await form.locator('input[name="trade.symbol"]').fill('BTCUSDT');
      await form.locator('select[name="trade.side"]').selectOption('long');
      await form.locator('input[name="trade.pnl"]').fill(pnl);
      await form.locator('input[name="trade.fee"]').fill(fee);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
    };
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText('Enter the date and time.');
    await add('2025-03-01T10:00', '100', '1');
    await add('2025-03-02T10:00', '-50', '1');
    await expect(root(page)).toHaveAttribute('data-state', 'ready');
    await expectKpi(page, 'netPnl', 48);
    await root(page).getByRole('button', { name: 'Edit trade 2' }).click();
    await expect(form.locator('input[name="trade.pnl"]')).toHaveValue('-50');
    await form.locator('input[name="trade.pnl"]').fill('-20');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await expectKpi(page, 'netPnl', 78);
    await root(page).getByRole('button', { name: 'Edit trade 1' }).click();
    await form.locator('input[name="trade.pnl"]').fill('999');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectKpi(page, 'netPnl', 78);
    await root(page).getByRole('button', { name: 'Delete trade 2' }).click();
    await expectKpi(page, 'netPnl', 99);
    await expectKpi(page, 'trades', 1);
    await form.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(root(page)).toHaveAttribute('data-state', 'empty');
  });

  test('German UI', async ({ page }) => {
    await gotoPage(page, `${PATH}?lng=de`);
    await expect(page.locator('h1')).toHaveText('Performance-Rechner Pro');
    await expect(root(page)).toContainText('Deine Trades bleiben in diesem Tab');
    await expect(root(page).getByLabel('Startkapital')).toHaveAttribute('name', 'initialCapital');
    await root(page).locator('input[name="file"]').setInputFiles({ name: 'x.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await expect(root(page).getByRole('alert').first()).toContainText('Nur .csv- oder .json-Dateien können gelesen werden');
    await upload(page, `${SAMPLES}/trades.csv`);
    await expectKpi(page, 'trades', 150);
    await expect(root(page)).toContainText('Trefferquote');
    await expect(root(page)).toContainText('Spaltenzuordnung');
    await root(page).locator('input[name="initialCapital"]').fill('10000,5');
    await expect.poll(() => kpi(page, 'totalReturn')).toBeCloseTo((expected.netPnl as number) / 10000.5, 12);
    await root(page).getByRole('radio', { name: 'Trades von Hand eingeben' }).check();
    await expect(root(page).getByRole('button', { name: 'Hinzufügen' })).toBeVisible();
    await expect(root(page).getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
  });});
