import { expect, test, type Locator } from './fixtures';
import { calculator, choose, fill, gotoPage } from './calculatorPage';

/**
 * /tools/roi-pnl-pro in the browser: the Monte Carlo add-on runs in a Web Worker, gives the same numbers from
 * a copied link (seed and inputs in the URL), finishes a large run and draws its fan chart. The figures are the
 * examples of specs/calculators/roi-pnl-pro.yaml, the calculator's words src/blocks/calculator/calculatorWords.test.tsx,
 * and the Monte Carlo numbers, seeds and messages src/extensions/addons/pnl-monte-carlo/ (jsdom and unit tests).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const MC_OUTPUTS = ['mcP5', 'mcP50', 'mcP95', 'mcLiquidatedShare'] as const;

/** Waits for the finished run of `run` ('500 paths × 60 days, seed 7') and returns its four raw values. */
async function monteCarlo(form: Locator, run: string): Promise<string[]> {
  const section = form.locator('[data-mc-state]');
  await expect(section).toHaveAttribute('data-mc-state', 'done', { timeout: 15_000 });
  await expect(section).toContainText(`Based on ${run}.`, { timeout: 15_000 });
  await expect(section).toHaveAttribute('data-mc-state', 'done');
  const values: string[] = [];
  for (const name of MC_OUTPUTS) values.push((await form.locator(`output[name="${name}"]`).getAttribute('data-value')) ?? '');
  expect(values.every((raw) => raw !== '' && Number.isFinite(Number(raw))), values.join(', ')).toBe(true);
  return values;
}

test('Monte Carlo: the worker answers, a copied link gives the same numbers, a large run finishes and the fan chart draws', async ({ page }) => {
  await gotoPage(page, '/tools/roi-pnl-pro');
  const form = calculator(page, 'roi-pnl-pro');
  const defaults = await monteCarlo(form, '2,000 paths × 30 days, seed 42');

  // A short with another seed and a smaller run (still above the worker's threshold), then Copy link and open it.
  await choose(form, 'Short');
  await fill(form, 'Monte Carlo paths', '500');
  await fill(form, 'Days to simulate', '60');
  await fill(form, 'Random seed', '7');
  const seven = await monteCarlo(form, '500 paths × 60 days, seed 7');
  expect(seven).not.toEqual(defaults);
  await form.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('roi-pnl-pro.mcSeed=7');
  await page.goto(link);
  const reloaded = calculator(page, 'roi-pnl-pro');
  await expect(reloaded.getByLabel('Random seed', { exact: true })).toHaveValue('7');
  expect(await monteCarlo(reloaded, '500 paths × 60 days, seed 7')).toEqual(seven);

  // A large run goes to the worker and still finishes; the fan chart draws.
  await fill(reloaded, 'Monte Carlo paths', '10000');
  await fill(reloaded, 'Days to simulate', '365');
  await monteCarlo(reloaded, '10,000 paths × 365 days, seed 7');
  await reloaded.locator('.calc-mc figure').scrollIntoViewIfNeeded();
  await expect(reloaded.locator('.calc-mc [data-plot-state]')).toHaveAttribute('data-plot-state', 'ready', { timeout: 20_000 });
});
