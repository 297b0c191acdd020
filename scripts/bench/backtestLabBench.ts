/**
 * Backtest lab timing for `npm run bench`, in the system Chromium on the production build: the
 * mean-reversion backtest (three indicators: Bollinger, RSI, z-score) on 100,000 generated hourly bars.
 * After the first run, one rule parameter changes; reported are the run's own time in the worker
 * (`data-run-ms`, budget ≤ 300 ms), the time from the change to the new result on the page (including the
 * 250 ms debounce) and the longest main-thread task in that span (budget ≤ 50 ms).
 */
import type { Browser } from '@playwright/test';

const BARS = 100_000;
const RUN_BUDGET_MS = 300;
const TASK_BUDGET_MS = 50;

type PerfWindow = Window & { __lab: { change: number; tasks: [number, number][] } };

/** In-page: the time of the last input event, and every long main-thread task ([start, duration]). */
function observe(): void {
  const w = window as unknown as PerfWindow;
  w.__lab = { change: 0, tasks: [] };
  document.addEventListener('input', () => (w.__lab.change = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lab.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
}

export async function benchBacktestLab(browser: Browser, baseUrl: string): Promise<{ ok: boolean; lines: string[] }> {
  const lines = ['Backtest lab:'];
  let ok = true;
  // A tall window: the lab (which loads when near the viewport) is in view at once.
  const context = await browser.newContext({ viewport: { width: 1280, height: 12_000 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/strategies/mean-reversion?mean-reversion.dataset=generated&mean-reversion.genBars=${BARS}`);
    const section = page.locator('section[data-backtest="mean-reversion"]');
    await section.locator('select[name="dataset"]').waitFor({ timeout: 60_000 });
    await page.locator('section[data-backtest="mean-reversion"][data-state="ready"]').waitFor({ timeout: 60_000 });
    const firstMs = Number(await section.getAttribute('data-run-ms'));
    const before = await section.locator('output[name="trades"]').getAttribute('data-value');
    await page.evaluate(observe);
    await section.getByLabel('Entry z', { exact: true }).fill('2.5');
    await page.waitForFunction(
      (previous) => {
        const root = document.querySelector('section[data-backtest="mean-reversion"]');
        return root?.getAttribute('data-state') === 'ready' && root.querySelector('output[name="trades"]')?.getAttribute('data-value') !== previous ? performance.now() : false;
      },
      before,
      { polling: 16, timeout: 60_000 },
    );
    const readyAt = await page.evaluate(() => performance.now());
    const { change, tasks } = await page.evaluate(() => (window as unknown as PerfWindow).__lab);
    let longest = 0;
    for (const [start, duration] of tasks) if (start + duration >= change && start <= readyAt) longest = Math.max(longest, duration);
    const runMs = Number(await section.getAttribute('data-run-ms'));
    const runOk = runMs <= RUN_BUDGET_MS && longest <= TASK_BUDGET_MS;
    ok &&= runOk;
    lines.push(
      `  mean reversion on ${BARS.toLocaleString('en-US')} generated bars, three indicators: first run ${Math.round(firstMs)} ms in the worker; after a parameter change ${Math.round(runMs)} ms in the worker (budget ${RUN_BUDGET_MS} ms), ${Math.round(readyAt - change)} ms from the change to the new result on the page (250 ms of it the debounce), longest main-thread task ${Math.round(longest)} ms (budget ${TASK_BUDGET_MS} ms) ${runOk ? 'ok' : 'OVER BUDGET'}`,
    );
  } catch (error) {
    ok = false;
    lines.push(`  failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return { ok, lines };
}
