import { readFileSync } from 'node:fs';
import { expect, QUICK_POLL, test, type Locator, type Page } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';
import { gotoPage } from './calculatorPage';

/**
 * /strategies/grid in English and German: the grid designer, bounce capture and ATR-adaptive grid answer and
 * show a rule's message, and the Random-Walk Replay runs to its end under the module contract
 * (./strategySmoke.ts). On the same page: the ATR grid's OHLC import reads a file in its worker, and the
 * simulator kit through its DOM contract (`section[data-sim][data-state][data-step]`, buttons by name,
 * `select[name=speed]`, named parameters): step, play, pause, reset, speed, run to the end, the seed and the
 * settings in the URL across a reload, CSV exports, German labels and messages. The calculators' figures are their
 * spec examples, their texts src/blocks/calculator/strategyCalculatorTexts.test.tsx; the replay's run
 * src/extensions/simulators/grid-replay/core.test.ts; a large run in the worker tests/e2e/simulators.spec.ts.
 */

const OHLC_FILE = 'tests/fixtures/samples/ohlc-btc-1h.csv';

function replay(page: Page): Locator {
  return page.locator('section[data-sim="grid-replay"]');
}

async function csvLines(download: Promise<import('@playwright/test').Download>): Promise<{ name: string; lines: string[] }> {
  const file = await download;
  return { name: file.suggestedFilename(), lines: readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n') };
}

/** Step, play, pause, speed and reset on the replay the smoke test has run to its end. */
async function playerControls(sim: Locator): Promise<void> {
  await sim.locator('button[name="reset"]').click();
  await expect(sim).toHaveAttribute('data-state', 'idle');
  await expect(sim).toHaveAttribute('data-step', '0');
  await sim.locator('button[name="step"]').click();
  await expect(sim).toHaveAttribute('data-step', '1');
  await expect(sim).toHaveAttribute('data-state', 'paused');
  await expect(sim.locator('output[name="price"]')).not.toHaveAttribute('data-value', '');
  await sim.locator('select[name="speed"]').selectOption('fast');
  await sim.locator('button[name="play"]').click();
  await expect(sim).toHaveAttribute('data-state', 'running');
  await expect.poll(async () => Number(await sim.getAttribute('data-step')), QUICK_POLL).toBeGreaterThan(5);
  await sim.locator('button[name="pause"]').click();
  await expect(sim).toHaveAttribute('data-state', 'paused');
  const paused = await sim.getAttribute('data-step');
  expect(await sim.getAttribute('data-step')).toBe(paused);
  await sim.locator('button[name="end"]').click();
  await expect(sim).toHaveAttribute('data-state', 'finished');
  await expect(sim).toHaveAttribute('data-step', '500');
}

/** The seed and steps travel in the URL: a reload runs the same path; the CSV exports; New seed changes the seed. */
async function seedUrlAndExports(page: Page): Promise<void> {
  const sim = replay(page);
  await sim.getByLabel('Steps', { exact: true }).fill('300');
  await sim.getByLabel('Seed', { exact: true }).fill('7');
  await expect(page).toHaveURL(/grid-replay\.seed=7/);
  await sim.locator('button[name="end"]').click();
  await expect(sim).toHaveAttribute('data-step', '300');
  const first = await sim.locator('output[name="toyPnl"]').getAttribute('data-value');

  await page.reload();
  await sim.scrollIntoViewIfNeeded();
  await expect(sim.getByLabel('Seed', { exact: true })).toHaveValue('7');
  await sim.locator('button[name="end"]').click();
  await expect(sim).toHaveAttribute('data-step', '300');
  await expect(sim.locator('output[name="toyPnl"]')).toHaveAttribute('data-value', first ?? '');

  // The path and the fills up to the current step.
  const path = await csvLines(Promise.all([page.waitForEvent('download'), sim.locator('button[name="export-path"]').click()]).then(([file]) => file));
  expect(path.name).toBe('grid-replay-path-seed-7.csv');
  expect(path.lines[0]).toBe('step,price');
  expect(path.lines).toHaveLength(302);
  expect(path.lines[1]).toBe('0,60000');
  const fills = await csvLines(Promise.all([page.waitForEvent('download'), sim.locator('button[name="export-fills"]').click()]).then(([file]) => file));
  expect(fills.lines[0]).toBe('step,side,level,price,quantity,fee');
  expect(fills.lines[1]).toMatch(/^0,buy,setup,60000,/);
  expect(String(fills.lines.length - 2)).toBe(await sim.locator('output[name="fills"]').getAttribute('data-value'));

  await sim.locator('button[name="newSeed"]').click();
  await expect(sim.getByLabel('Seed', { exact: true })).not.toHaveValue('7');
  await expect(sim).toHaveAttribute('data-state', 'idle');
}

test('/strategies/grid in English and German: the calculators, the ATR import and the replay answer; the replay’s controls, URL, exports and German messages', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/grid', {
    en: async () => {
      const main = page.locator('main');
      await expect(main.locator('#related a[href="/strategies/overview"]')).toBeVisible();
      await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
      // The ATR grid's add-on reads an OHLC file in its worker and fills in its ATR.
      const atr = page.locator('form[data-calc="grid-atr"]');
      await expect(atr.locator('[data-addon="ohlc-atr-import"] section')).toBeVisible();
      await atr.getByLabel('OHLC file (CSV or JSON)').setInputFiles(OHLC_FILE);
      await expect(atr.locator('output[name="ohlcAtr"]')).toHaveAttribute('data-value', /^\d/);

      await playerControls(replay(page));
      await seedUrlAndExports(page);
    },
    de: async () => {
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText('Grid-Trading');
      await expect(main.locator('#actions a[href="/de/exchange/bingx"]')).toBeVisible();
      const sim = replay(page);
      await expect(sim.getByLabel('Volatilität σ pro Schritt', { exact: true })).toHaveValue('0,5');
      await sim.getByLabel('Untergrenze', { exact: true }).fill('63000');
      await expect(sim.getByRole('alert')).toHaveText('Die Untergrenze muss unter der Obergrenze liegen.');
      await expect(sim.locator('button[name="play"]')).toBeDisabled();
      await sim.getByLabel('Untergrenze', { exact: true }).fill('58000');
      await sim.getByLabel('Schritte', { exact: true }).fill('abc');
      await expect(sim.getByRole('alert')).toContainText('Gib für „Schritte“ eine ganze Zahl von 1 bis 500.000 ein.');
      await expect(sim.locator('output[name="toyPnl"]')).toHaveAttribute('data-value', '');
      await sim.getByLabel('Schritte', { exact: true }).fill('10');
      await sim.locator('button[name="end"]').click();
      await expect(sim).toHaveAttribute('data-step', '10');
      await expect(sim.locator('.sim-progress')).toContainText('Schritt 10 von 10');
    },
  });
});

test('on a phone (390×844) the replay takes the grid the visitor designs above and draws the price path, the grid levels and the fills', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoPage(page, '/strategies/grid');
  const designer = page.locator('form[data-calc="grid-designer"]');
  await designer.getByLabel('Lower bound', { exact: true }).fill('59000');
  await designer.getByLabel('Number of grids', { exact: true }).fill('10');

  const sim = replay(page);
  await sim.scrollIntoViewIfNeeded();
  await expect(sim.locator('input[name="lower"]')).toHaveValue('59000');
  await expect(sim.locator('input[name="grids"]')).toHaveValue('10');
  // Before Play: the start is drawn, the results wait.
  await expect(sim.locator('[data-start-hint]')).toBeVisible();
  await expect(sim.locator('output[name="fills"]')).toHaveText('—');

  await sim.locator('button[name="end"]').click();
  await expect(sim).toHaveAttribute('data-state', 'finished');
  const chart = sim.locator('[data-chart="grid-replay-price"]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('[data-plot-state="ready"]')).toHaveCount(1);
  // Four traces: the grid levels, the price path, the buys and the sells, each drawn with points.
  await expect(chart.locator('.scatterlayer .trace')).toHaveCount(4);
  await expect.poll(() => chart.locator('.scatterlayer .trace').nth(2).locator('.point').count(), QUICK_POLL).toBeGreaterThan(0);
  await expect.poll(() => chart.locator('.scatterlayer .trace').nth(3).locator('.point').count(), QUICK_POLL).toBeGreaterThan(0);
  const box = await chart.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

  // A value changed in the replay stays the visitor's; the rest keeps following the designer.
  await sim.locator('input[name="lower"]').fill('58500');
  await designer.getByLabel('Lower bound', { exact: true }).fill('57000');
  await designer.getByLabel('Upper bound', { exact: true }).fill('63000');
  await expect(sim.locator('input[name="upper"]')).toHaveValue('63000');
  await expect(sim.locator('input[name="lower"]')).toHaveValue('58500');
  await sim.locator('button[name="followLinked"]').click();
  await expect(sim.locator('input[name="lower"]')).toHaveValue('57000');
});
