import { expect, QUICK_POLL, test, type Locator } from './warmContext';
import { smokeStrategyPage } from './strategySmoke';

/**
 * /strategies/mean-reversion and /strategies/trend-following in English and German: the Bollinger snapshot, the
 * signal checker and the ATR position sizer answer and show a rule's message, the backtest lab reads its sample
 * under the module contract (./strategySmoke.ts). On the same pages, the lab through its DOM contract
 * (`section[data-backtest][data-state]`, `select[name=dataset]`, one file input, named parameters, `<output name
 * data-value>`): another sample in the URL, a variant and a rule parameter, the visitor's German CSV read in the
 * worker and a bad file that keeps the result, a German range message; the trend rules' signals, the ATR stop and
 * the ADX filter. The calculators' figures are their spec examples, their texts
 * src/blocks/calculator/strategyCalculatorTexts.test.tsx; the lab's generator, exports and charts
 * tests/e2e/backtest-lab.spec.ts.
 */

const raw = (section: Locator, name: string) => section.locator(`output[name="${name}"]`).getAttribute('data-value');

test('/strategies/mean-reversion in English and German: the calculator and the lab answer; the lab’s samples, variant, a German CSV and a bad file', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/mean-reversion', {
    en: async () => {
      await expect(page.locator('main #actions a[href="/exchange/bingx"]')).toBeVisible();
      const lab = page.locator('section[data-backtest="mean-reversion"]');
      await expect(lab.locator('output[name="latest.z"]')).not.toHaveAttribute('data-value', '');

      // The visitor's German CSV is read in the worker and reported; a bad file after it keeps the result.
      await lab.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
      await expect(lab.locator('select[name="dataset"]')).toHaveValue('upload');
      await expect(lab).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      await expect(lab.locator('.lab-status')).toContainText('300 bars');
      await expect(lab).toContainText('1 bad rows skipped; 1 duplicate times left out.');
      await expect(lab).toContainText('The rows were not in time order and were sorted.');
      await expect(lab).toContainText('a price is not a number');
      const uploaded = await raw(lab, 'buyAndHoldReturn');
      expect(uploaded).not.toBe('');
      await expect(page).not.toHaveURL(/ohlc-de/);
      await lab.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-bad.csv');
      await expect(lab.getByRole('alert')).toContainText('Columns missing');
      await expect(lab.getByRole('alert')).toContainText('The previous result stays on screen.');
      expect(await raw(lab, 'buyAndHoldReturn')).toBe(uploaded);

      // Another sample travels in the URL; a variant and its parameter answer.
      await lab.locator('select[name="dataset"]').selectOption('synthetic-btc-1d');
      await expect.poll(() => raw(lab, 'buyAndHoldReturn'), QUICK_POLL).not.toBe(uploaded);
      await expect(lab).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      await expect(page).toHaveURL(/mean-reversion\.dataset=synthetic-btc-1d/);
      await lab.locator('select[name="variant"]').selectOption('bollinger');
      await expect(lab).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      const before = await raw(lab, 'trades');
      await lab.getByLabel('Bollinger k', { exact: true }).fill('1');
      await expect.poll(() => raw(lab, 'trades'), QUICK_POLL).not.toBe(before);
      await expect(lab.locator('output[name^="trades."][name$=".pnl"]').first()).toHaveAttribute('data-value', /^-?\d/);
    },
    de: async () => {
      const lab = page.locator('section[data-backtest="mean-reversion"]');
      await lab.getByLabel('Hebel', { exact: true }).fill('0');
      await expect(lab.getByRole('alert')).toHaveText('Gib für „Hebel“ eine Zahl über 0 und höchstens 125 ein.');
      await lab.getByLabel('Hebel', { exact: true }).fill('2');
      await expect(lab).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      await expect(lab.getByRole('alert')).toHaveCount(0);
      await expect(lab.locator('.lab-status')).toContainText('Kerzen vom');
    },
  });
});

test('/strategies/trend-following in English and German: the calculators and the lab answer; the signals, the ATR stop and the ADX filter', async ({ page }) => {
  await smokeStrategyPage(page, '/strategies/trend-following', {
    en: async () => {
      await expect(page.locator('main #actions a[href="/exchange/bingx"]')).toBeVisible();
      const lab = page.locator('section[data-backtest="trend-following"]');
      for (const id of ['goldenCross', 'deathCross', 'macdUp', 'macdDown', 'breakoutUp', 'breakoutDown', 'trendUp', 'trendDown']) {
        await expect(lab.locator(`output[name="signal.${id}"]`)).toHaveAttribute('data-value', /^[01]$/);
      }
      await expect(lab.locator('output[name="gauge.trendStrength"]')).toHaveAttribute('data-value', /^[1-4]$/);
      const plain = Number(await raw(lab, 'trades'));
      expect(plain).toBeGreaterThan(0);
      await lab.getByLabel('ATR stop, multiple of ATR 14 (empty = off)', { exact: true }).fill('1.5');
      await expect.poll(async () => lab.locator('output[name^="trades."][name$=".pnl"]').count(), QUICK_POLL).toBeGreaterThan(0);
      await expect(lab.locator('td', { hasText: 'Stop' }).first()).toBeVisible();
      await lab.getByLabel('ADX filter on entries (empty = off)', { exact: true }).fill('30');
      await expect.poll(async () => Number(await raw(lab, 'trades')), QUICK_POLL).toBeLessThanOrEqual(plain);
      // Emptied again: both are off and the plain crossover's trades come back.
      await lab.getByLabel('ADX filter on entries (empty = off)', { exact: true }).fill('');
      await lab.getByLabel('ATR stop, multiple of ATR 14 (empty = off)', { exact: true }).fill('');
      await expect.poll(async () => Number(await raw(lab, 'trades')), QUICK_POLL).toBe(plain);
      await expect(lab.getByRole('alert')).toHaveCount(0);
    },
  });
});
