import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { gotoPage } from './calculatorPage';

/**
 * The simulator kit through its DOM contract (`section[data-sim][data-state][data-step]`, buttons by
 * name, `select[name=speed]`, named parameters, `<output name data-value>`), on the grid's
 * Random-Walk Replay: step, play, pause, reset, speed, run to the end, the seed and the URL,
 * reduced motion, a run in the Web Worker, CSV exports and a bad parameter. The other simulators
 * are covered by tests/e2e/module-contract.spec.ts and their unit tests.
 */

function replay(page: Page): Locator {
  return page.locator('section[data-sim="grid-replay"]');
}

/** The replay, scrolled into view: the player loads when it comes near the viewport. */
async function openReplay(page: Page): Promise<Locator> {
  const sim = replay(page);
  await sim.scrollIntoViewIfNeeded();
  await expect(sim.locator('button[name="play"]')).toBeVisible();
  return sim;
}

async function output(sim: Locator, name: string): Promise<number | null> {
  const raw = await sim.locator(`output[name="${name}"]`).getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

test.describe('grid-replay on /strategies/grid', () => {
  test('step, play, pause, reset, speed and run to the end', async ({ page }) => {
    await gotoPage(page, '/strategies/grid');
    const sim = await openReplay(page);
    await expect(sim).toHaveAttribute('data-state', 'idle');
    await expect(sim).toHaveAttribute('data-step', '0');

    await sim.locator('button[name="step"]').click();
    await expect(sim).toHaveAttribute('data-step', '1');
    await expect(sim).toHaveAttribute('data-state', 'paused');
    expect(await output(sim, 'price')).not.toBeNull();

    await sim.locator('select[name="speed"]').selectOption('fast');
    await sim.locator('button[name="play"]').click();
    await expect(sim).toHaveAttribute('data-state', 'running');
    await expect.poll(async () => Number(await sim.getAttribute('data-step'))).toBeGreaterThan(5);
    await sim.locator('button[name="pause"]').click();
    await expect(sim).toHaveAttribute('data-state', 'paused');
    const paused = await sim.getAttribute('data-step');
    expect(await sim.getAttribute('data-step')).toBe(paused);

    await sim.locator('button[name="end"]').click();
    await expect(sim).toHaveAttribute('data-state', 'finished');
    await expect(sim).toHaveAttribute('data-step', '500');
    const transitions = await output(sim, 'transitions');
    const fills = await output(sim, 'fills');
    expect(transitions).toBeGreaterThan(0);
    expect(fills).toBeGreaterThan(0);
    expect(await output(sim, 'roundTrips')).toBeLessThanOrEqual(fills ?? 0);
    // The toy PnL is realized + unrealized − fees.
    const [realized, unrealized, fees, toy] = await Promise.all(['realizedPnl', 'unrealizedPnl', 'fees', 'toyPnl'].map((name) => output(sim, name)));
    expect(toy).toBeCloseTo((realized ?? NaN) + (unrealized ?? NaN) - (fees ?? NaN), 6);

    await sim.locator('button[name="reset"]').click();
    await expect(sim).toHaveAttribute('data-state', 'idle');
    await expect(sim).toHaveAttribute('data-step', '0');
  });

  test('the same seed and settings give the same run; the settings travel in the URL; New seed changes the seed', async ({ page }) => {
    await gotoPage(page, '/strategies/grid');
    const sim = await openReplay(page);
    await sim.getByLabel('Steps', { exact: true }).fill('300');
    await sim.getByLabel('Seed', { exact: true }).fill('7');
    await expect(page).toHaveURL(/grid-replay\.seed=7/);
    await sim.locator('button[name="end"]').click();
    await expect(sim).toHaveAttribute('data-step', '300');
    const first = await output(sim, 'toyPnl');

    await page.reload();
    await openReplay(page);
    await expect(sim.getByLabel('Seed', { exact: true })).toHaveValue('7');
    await sim.locator('button[name="end"]').click();
    await expect(sim).toHaveAttribute('data-step', '300');
    expect(await output(sim, 'toyPnl')).toBe(first);

    await sim.locator('button[name="newSeed"]').click();
    await expect(sim.getByLabel('Seed', { exact: true })).not.toHaveValue('7');
    await expect(sim).toHaveAttribute('data-state', 'idle');
  });

  test('with reduced motion Play shows the end at once; a large run is computed in a Web Worker', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/strategies/grid?grid-replay.steps=150000');
    // The run starts as soon as the player has loaded: listen for its worker first.
    const worker = page.waitForEvent('worker');
    const sim = await openReplay(page);
    await worker;
    await sim.locator('button[name="play"]').click();
    await expect(sim).toHaveAttribute('data-state', 'finished', { timeout: 20_000 });
    await expect(sim).toHaveAttribute('data-step', '150000');
    expect(await output(sim, 'fills')).toBeGreaterThan(0);
    // Input still answers at once after a large run.
    await sim.getByLabel('Steps', { exact: true }).fill('20');
    await expect(sim).toHaveAttribute('data-state', 'idle');
    await sim.locator('button[name="play"]').click();
    await expect(sim).toHaveAttribute('data-step', '20');
  });

  test('CSV exports of the path and the fills up to the current step', async ({ page }) => {
    await gotoPage(page, '/strategies/grid?grid-replay.steps=40');
    const sim = await openReplay(page);
    await sim.locator('button[name="end"]').click();
    await expect(sim).toHaveAttribute('data-step', '40');
    const [pathFile] = await Promise.all([page.waitForEvent('download'), sim.locator('button[name="export-path"]').click()]);
    expect(pathFile.suggestedFilename()).toBe('grid-replay-path-seed-42.csv');
    const path = readFileSync((await pathFile.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(path[0]).toBe('step,price');
    expect(path).toHaveLength(42);
    expect(path[1]).toBe('0,60000');
    const [fillsFile] = await Promise.all([page.waitForEvent('download'), sim.locator('button[name="export-fills"]').click()]);
    const fills = readFileSync((await fillsFile.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(fills[0]).toBe('step,side,level,price,quantity,fee');
    expect(fills[1]).toMatch(/^0,buy,setup,60000,/);
    expect(fills.length - 2).toBe(await output(sim, 'fills'));
  });

  test('German: labels, number formats and a clear message for bad settings', async ({ page }) => {
    await gotoPage(page, '/de/strategies/grid');
    const sim = await openReplay(page);
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
  });
});
