import { expect, test } from './fixtures';
import { calculator, fill } from './calculatorPage';
import { CONTENTS_LINKS, expectTableOfContentsScrolls, expectTableOfContentsScrollsInBothLanguages } from './tableOfContents';

/**
 * Learn guides (pnl-roi-basics, order-types-strategies, risk-management, trading-psychology, liquidation-risk)
 * in the browser: every "On this page" link scrolls to its section, in English and German. On
 * /learn/liquidation-risk also what only a browser shows of its parts: the FAQ accordion opened by mouse and
 * keyboard, the side radio group switched with the arrow keys, and a decimal comma typed in German reaching
 * the estimate. The calculators' figures are spec examples, their words src/blocks/calculator/calculatorWords.test.tsx,
 * and the worked examples in the text are compared with the calculators in src/engine/build/guideWorkedExamples.test.ts.
 */

for (const path of ['/learn/pnl-roi-basics', '/learn/order-types-strategies', '/learn/risk-management', '/learn/trading-psychology']) {
  test(`${path}: every "On this page" link scrolls to its section, in English and German`, async ({ page }) => {
    await expectTableOfContentsScrollsInBothLanguages(page, path, CONTENTS_LINKS, 6);
  });
}

test('/learn/liquidation-risk: the contents scroll, the FAQ opens by mouse and keyboard; in German a decimal comma reaches the estimate and the arrow keys switch the side', async ({ page }) => {
  await page.goto('/learn/liquidation-risk');
  await expectTableOfContentsScrolls(page, CONTENTS_LINKS, 6);

  // Accordion items open and close independently, with the mouse and with the keyboard.
  const items = page.locator('main .accordion details');
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  const [first, second] = [items.nth(0), items.nth(1)];
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(second).not.toHaveAttribute('open', '');
  await second.locator('summary').focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open', '');
  await expect(second).toHaveAttribute('open', '');

  await page.goto('/de/learn/liquidation-risk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectTableOfContentsScrolls(page, CONTENTS_LINKS, 6);
  const form = calculator(page, 'liquidation-estimate');
  const price = form.locator('output[name="liquidationPrice"]');
  await fill(form, 'Erhaltungsmargensatz (MMR)', '0,4');
  await expect(price).toHaveText('54.240,00');
  const long = form.getByLabel('Long', { exact: true });
  const short = form.getByLabel('Short', { exact: true });
  await long.focus();
  await page.keyboard.press('ArrowRight');
  await expect(short).toBeChecked();
  await expect(short).toBeFocused();
  await expect(price).not.toHaveText('54.240,00');
});
