import { expect, test } from './fixtures';
import { calculator, choose, fill, gotoPage } from './calculatorPage';

/**
 * /tools/liquidation-pro in the browser: the URL state of a calculator (Copy link opens the same calculation,
 * with an edited tier table, a ticked box and the side, in a new tab; Reset restores the defaults), the chart
 * drawn by plotly, and the link to what happens at liquidation opening the guide at that section. Its figures
 * are the examples of specs/calculators/liquidation-pro.yaml, its words src/blocks/calculator/calculatorWords.test.tsx,
 * and every input of every calculator surviving a link src/blocks/calculator/calculatorQuery.test.ts.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PATH = '/tools/liquidation-pro';
const ID = 'liquidation-pro';

test('Copy link carries an edited tier table to a new tab, Reset restores the defaults, the chart draws, and the guide opens at what happens at liquidation', async ({ page, context }) => {
  await gotoPage(page, PATH);
  const form = calculator(page, ID);
  const price = form.locator('output[name="liquidationPrice"]');
  const defaultPrice = await price.getAttribute('data-value');
  expect(defaultPrice).toMatch(/^\d/);

  await choose(form, 'Short');
  await fill(form, 'Quantity', '16');
  await form.getByLabel('Include the closing taker fee', { exact: true }).check();
  await fill(form, 'MMR (4)', '3');
  await expect(price).not.toHaveAttribute('data-value', defaultPrice ?? '');
  await expect(price).toHaveAttribute('data-value', /^\d/);
  const edited = await price.getAttribute('data-value');

  await form.getByRole('button', { name: 'Copy link' }).click();
  await expect(form.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('liquidation-pro.quantity=16');

  const second = await context.newPage();
  await gotoPage(second, link);
  const copy = calculator(second, ID);
  await expect(copy.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', edited ?? '');
  await expect(copy.getByLabel('MMR (4)', { exact: true })).toHaveValue('3');
  await expect(copy.getByLabel('Short', { exact: true })).toBeChecked();
  await expect(copy.getByLabel('Include the closing taker fee', { exact: true })).toBeChecked();
  await second.close();

  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('0.5');
  await expect(form.getByLabel('Long', { exact: true })).toBeChecked();
  await expect(form.getByLabel('MMR (4)', { exact: true })).toHaveValue('2.5');
  await expect(form.getByLabel('Include the closing taker fee', { exact: true })).not.toBeChecked();
  await expect(price).toHaveAttribute('data-value', defaultPrice ?? '');

  const figure = form.locator('figure').filter({ hasText: 'Equity and maintenance margin against the price' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('[data-plot-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(figure.locator('.js-plotly-plot')).toHaveCount(1);

  await page.getByRole('link', { name: 'what happens at liquidation' }).click();
  await expect(page).toHaveURL(/\/learn\/liquidation-risk#at-liquidation$/);
  await expect(page.locator('#at-liquidation h2')).toBeInViewport();
});
