import { gotoPage } from './calculatorPage';
import { expect, test } from './warmContext';

/**
 * The simulator kit's large runs, on the grid's Random-Walk Replay: with reduced motion Play shows the end at
 * once, and a run of 150,000 steps is computed in a Web Worker while the page still answers. The kit's controls,
 * URL, exports and German messages are tried on the grid page (tests/e2e/strategy-grid.spec.ts); every simulator
 * runs to its end under the module contract on its strategy page (tests/e2e/strategySmoke.ts).
 */

test('with reduced motion Play shows the end at once; a large run is computed in a Web Worker', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoPage(page, '/strategies/grid?grid-replay.steps=150000');
  // The run starts as soon as the player has loaded: listen for its worker first.
  const worker = page.waitForEvent('worker');
  const sim = page.locator('section[data-sim="grid-replay"]');
  await sim.scrollIntoViewIfNeeded();
  await worker;
  await sim.locator('button[name="play"]').click();
  await expect(sim).toHaveAttribute('data-state', 'finished', { timeout: 20_000 });
  await expect(sim).toHaveAttribute('data-step', '150000');
  await expect(sim.locator('output[name="fills"]')).toHaveAttribute('data-value', /^[1-9]/);
  // Input still answers at once after a large run.
  await sim.getByLabel('Steps', { exact: true }).fill('20');
  await expect(sim).toHaveAttribute('data-state', 'idle');
  await sim.locator('button[name="play"]').click();
  await expect(sim).toHaveAttribute('data-step', '20');
});
