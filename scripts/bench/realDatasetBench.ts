/**
 * The lab on exchange data for `npm run bench`: the server's store holds about four years of hourly
 * candles (35,000 bars a market) from the fake exchange (server/testing/fillFakeMarketStore.mjs). On
 * /strategies/mean-reversion the visitor chooses `real:binanceusdm:BTC:1h`; reported are the time from
 * the choice to the backtest's result on the page (candles and funding fetched from the site's API and
 * parsed in a worker, the run in the backtest worker; budget ≤ 1.5 s) and the longest main-thread task
 * meanwhile (PerformanceObserver 'longtask'; budget ≤ 50 ms; charts below the viewport are not drawn).
 */
import type { Browser } from '@playwright/test';

/** Hours of history the bench's store holds per market. */
export const REAL_BENCH_HOURS = 35_000;
const DATASET = 'real:binanceusdm:BTC:1h';
const RESULT_BUDGET_MS = 1_500;
const TASK_BUDGET_MS = 50;

type PerfWindow = Window & { __real: { change: number; tasks: [number, number][] } };

function observe(): void {
  const w = window as unknown as PerfWindow;
  w.__real = { change: 0, tasks: [] };
  document.addEventListener('change', () => (w.__real.change = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__real.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
}

export async function benchRealDataset(browser: Browser, baseUrl: string): Promise<{ ok: boolean; lines: string[] }> {
  const lines = ['Lab on exchange data:'];
  let ok = true;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/strategies/mean-reversion`);
    const section = page.locator('section[data-backtest="mean-reversion"]');
    await section.scrollIntoViewIfNeeded({ timeout: 60_000 });
    await page.locator('section[data-backtest="mean-reversion"][data-state="ready"]').waitFor({ timeout: 60_000 });
    const select = section.locator('select[name="dataset"]');
    await select.locator(`option[value="${DATASET}"]`).waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(observe);
    await select.selectOption(DATASET);
    const readyAt = await page.waitForFunction(
      () => {
        const root = document.querySelector('section[data-backtest="mean-reversion"]');
        const status = root?.querySelector('.lab-status')?.textContent ?? '';
        return root?.getAttribute('data-state') === 'ready' && /3\d,\d{3} bars/.test(status) ? performance.now() : false;
      },
      undefined,
      { polling: 16, timeout: 60_000 },
    );
    const ready = Number(await readyAt.jsonValue());
    const { change, tasks } = await page.evaluate(() => (window as unknown as PerfWindow).__real);
    let longest = 0;
    for (const [start, duration] of tasks) if (start + duration >= change && start <= ready) longest = Math.max(longest, duration);
    const status = await section.locator('.lab-status').textContent();
    const runMs = Number(await section.getAttribute('data-run-ms'));
    const resultMs = ready - change;
    const benchOk = resultMs <= RESULT_BUDGET_MS && longest <= TASK_BUDGET_MS;
    ok &&= benchOk;
    lines.push(
      `  mean reversion on ${DATASET} (${status?.trim()}): ${Math.round(resultMs)} ms from the choice to the result (budget ${RESULT_BUDGET_MS} ms; the run ${Math.round(runMs)} ms of it in the worker), longest main-thread task ${Math.round(longest)} ms (budget ${TASK_BUDGET_MS} ms; 0: none ≥ 50 ms) ${benchOk ? 'ok' : 'OVER BUDGET'}`,
    );
  } catch (error) {
    ok = false;
    lines.push(`  failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return { ok, lines };
}
