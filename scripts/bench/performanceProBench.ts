/**
 * Performance Pro timings for `npm run bench`, in the system Chromium on the production build:
 * 1. 50,000 generated trades as a CSV file: from choosing the file to `data-state="ready"` with the KPIs and
 *    the equity, drawdown, histogram and rolling charts drawn (budget ≤ 2 s). The Monte Carlo is switched off
 *    for this run so that it times the import, the report and the charts only; the longest main-thread task
 *    from the change event until one second after the charts are drawn is reported too (the file is chosen
 *    from disk, see {@link benchTradesFile}).
 * 2. The Monte Carlo with 10,000 iterations × 365 periods in its Web Worker (budget ≤ 1 s): the simulation
 *    time the worker measures (`data-mc-ms`) for a first and a second (warm) run, plus the time from the
 *    request to the answer on the page (`data-mc-wall-ms`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { mulberry32 } from '../../src/finance/monteCarlo';

const TRADES = 50_000;
const IMPORT_BUDGET_MS = 2000;
const MC_BUDGET_MS = 1000;
/** Long tasks right after the charts are drawn (layout, late plotly work) still count. */
const SETTLE_MS = 1000;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'BNBUSDT', 'DOGEUSDT', 'ADAUSDT', 'AVAXUSDT'];
const TAGS = ['breakout', 'trend', 'news', 'breakout;news', ''];

/** 50,000 trades over about three years, the columns of tests/fixtures/samples/trades.csv. */
export function generateTradesCsv(count = TRADES): string {
  // Seeded (mulberry32), so every run times the same file.
  const next = mulberry32(20250104);
  const lines = ['date,symbol,side,pnl,fee,returnPct,rMultiple,size,tags,notes'];
  let time = Date.UTC(2023, 0, 2, 8);
  for (let i = 0; i < count; i++) {
    time += Math.floor(next() * 3600_000 * 1.05) + 60_000;
    const size = 500 + next() * 2000;
    const pnl = (next() - 0.47) * size * 0.04;
    const fee = size * 0.0006;
    const date = new Date(time).toISOString().slice(0, 16).replace('T', ' ');
    lines.push(
      [date, SYMBOLS[Math.floor(next() * SYMBOLS.length)], next() < 0.5 ? 'long' : 'short', pnl.toFixed(2), fee.toFixed(2), ((pnl / size) * 100).toFixed(3), (pnl / 20).toFixed(2), size.toFixed(2), TAGS[Math.floor(next() * TAGS.length)], i % 7 === 0 ? 'note' : ''].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Path of the generated CSV (cached in the OS temp directory). The bench chooses it as a file on disk:
 * `setInputFiles` with an in-memory buffer would make Playwright decode the 3.5 MB (base64) in the page
 * in one ~300 ms task that ends with the change event — Playwright's work, not the page's.
 */
export function benchTradesFile(count = TRADES): string {
  const dir = join(tmpdir(), 'futureslab-bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `trades-${count}.csv`);
  if (!existsSync(file)) writeFileSync(file, generateTradesCsv(count));
  return file;
}

type PerfWindow = Window & { __pp: { change: number; tasks: [number, number][] } };

/** In-page: the time of the file input's change event, and every long main-thread task ([start, duration]). */
function observe(): void {
  const w = window as unknown as PerfWindow;
  w.__pp = { change: 0, tasks: [] };
  document.addEventListener(
    'change',
    (event) => {
      if ((event.target as HTMLInputElement | null)?.name === 'file') w.__pp.change = performance.now();
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__pp.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
}

/** In-page: performance.now() once the report is ready with its KPIs and the four charts drawn, else false. */
function drawn(): number | false {
  const root = document.querySelector('section[data-module="performance-pro"]');
  if (!root || root.getAttribute('data-state') !== 'ready') return false;
  if (!root.querySelector('output[name="sharpe"]')?.getAttribute('data-value')) return false;
  if (!['equity', 'drawdown', 'histogram', 'rolling'].every((name) => root.querySelector(`[data-chart="${name}"] [data-plot-state="ready"]`))) return false;
  return performance.now();
}

/**
 * Warms the server, not the browser: the first request for plotly's chunk makes server/serve.mjs compress
 * 1.2 MB with brotli (about 2 s on these machines, cached afterwards), which is the server's cold start and not
 * the page's work. A throw-away context imports ten pasted trades so that every chunk has been served once.
 */
async function warmServer(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 9000 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tools/performance-calculator-pro`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('textarea[name="paste"]').fill(generateTradesCsv(10));
    await page.getByRole('button', { name: 'Read pasted data' }).click();
    await page.waitForFunction(drawn, undefined, { polling: 50, timeout: 60_000 });
  } finally {
    await context.close();
  }
}

async function mcRun(page: Page, seed: string): Promise<{ ms: number; wallMs: number }> {
  await page.locator('input[name="mcSeed"]').fill(seed);
  const section = page.locator(`[data-mc-state="done"][data-mc-job="10000x365"]`);
  await page.waitForFunction((s) => {
    const el = document.querySelector('[data-mc-state="done"][data-mc-job="10000x365"]');
    return el !== null && (el.textContent ?? '').includes(`seed ${s}`);
  }, seed, { timeout: 60_000 });
  return { ms: Number(await section.getAttribute('data-mc-ms')), wallMs: Number(await section.getAttribute('data-mc-wall-ms')) };
}

export async function benchPerformancePro(browser: import('@playwright/test').Browser, baseUrl: string): Promise<{ ok: boolean; lines: string[] }> {
  const lines = ['Performance Pro:'];
  let ok = true;
  const file = benchTradesFile();
  const bytes = readFileSync(file).length;
  // A tall window: every chart is near the viewport, so plotly draws them all without scrolling.
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 9000 }, locale: 'en-US' });
  try {
    await warmServer(browser as Browser, baseUrl);
  } catch {
    // The measured run below reports any failure.
  }
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/tools/performance-calculator-pro`);
    // After hydration (`<html data-hydrated>`): the prerendered HTML already shows 'empty', and a file chosen
    // before React has attached the input's handler would be lost.
    await page.locator('html[data-hydrated] section[data-module="performance-pro"][data-state="empty"]').waitFor();
    await page.locator('input[name="mcEnabled"]').uncheck();
    await page.evaluate(observe);
    const started = Date.now();
    await page.locator('input[name="file"]').setInputFiles(file);
    const drawnAt = Number(await (await page.waitForFunction(drawn, undefined, { polling: 16, timeout: 60_000 })).jsonValue());
    const wallMs = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    const { change, tasks } = await page.evaluate(() => (window as unknown as PerfWindow).__pp);
    // Tasks that overlap [change event, drawn + SETTLE_MS]: the page's work for this import.
    let longest = 0;
    for (const [start, duration] of tasks) if (start + duration >= change && start <= drawnAt + SETTLE_MS) longest = Math.max(longest, duration);
    const importMs = Math.round(drawnAt - change);
    const trades = await page.locator('output[name="trades"]').getAttribute('data-value');
    const workerMs = await page.locator('section[data-module="performance-pro"]').getAttribute('data-import-ms');
    const importOk = importMs <= IMPORT_BUDGET_MS && trades === String(TRADES);
    ok &&= importOk;
    lines.push(
      `  50,000 trades (${(bytes / 1e6).toFixed(1)} MB CSV), fresh browser context: file chosen → KPIs and 4 charts drawn ${importMs} ms (budget ${IMPORT_BUDGET_MS} ms) ${importOk ? 'ok' : 'OVER BUDGET'}; trades read ${trades}; parse + mapping in the worker ${workerMs} ms; longest main-thread task ${Math.round(longest)} ms (up to ${SETTLE_MS} ms after drawn); with Playwright's file transfer ${wallMs} ms`,
    );

    await page.locator('input[name="mcIterations"]').fill('10000');
    await page.locator('input[name="mcLength"]').fill('365');
    await page.locator('input[name="mcEnabled"]').check();
    const first = await mcRun(page, '1');
    const warm = await mcRun(page, '2');
    const mcOk = first.ms <= MC_BUDGET_MS && warm.ms <= MC_BUDGET_MS;
    ok &&= mcOk;
    lines.push(
      `  Monte Carlo 10,000 × 365 in the worker: ${Math.round(first.ms)} ms first run, ${Math.round(warm.ms)} ms warm (budget ${MC_BUDGET_MS} ms) ${mcOk ? 'ok' : 'OVER BUDGET'}; request → answer on the page ${Math.round(first.wallMs)} / ${Math.round(warm.wallMs)} ms`,
    );
  } catch (error) {
    ok = false;
    lines.push(`  failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return { ok, lines };
}
