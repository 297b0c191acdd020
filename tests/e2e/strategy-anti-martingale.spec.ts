import { expect, test, type Page } from './fixtures';
import { calculator, expectValue, fill, gotoPage } from './calculatorPage';

/**
 * /strategies/anti-martingale in English and German: the anti-martingale calculator (defaults = the page's worked
 * example, presets, reset modes, a typed sequence with the martingale comparison, a validation message, the status)
 * and the risk analyzer, driven by label like a user. Expected numbers are the calculators' spec examples
 * (computed independently with Python: scripts/reference/progression.py, progression_examples.py).
 */

/** The visible text of the page's prose blocks (the worked example quotes the calculator's numbers). */
async function proseText(page: Page): Promise<string> {
  return (await page.locator('main [data-block="prose"]').allInnerTexts()).join('\n');
}

test('[en] worked example, presets, a martingale ruin, validation and the risk analyzer', async ({ page }) => {
  await gotoPage(page, '/strategies/anti-martingale');
  const form = calculator(page, 'anti-martingale');
  await expect(form).toBeVisible();

  // Defaults = worked example: 1,000 USDT, base 10, payout 1, moderate 1.5x, reset after one loss, WWWLWWLLW.
  await expectValue(form, 'finalEquity', 1016.25);
  await expectValue(form, 'totalStaked', 148.75);
  await expectValue(form, 'largestStake', 33.75);
  await expectValue(form, 'largestStakeShare', 0.03375, 9);
  await expectValue(form, 'resets', 2);
  await expectValue(form, 'mgFinalEquity', 1060);
  await expectValue(form, 'mgLargestStake', 40);
  await expectValue(form, 'bets.4.stake', 33.75);
  await expectValue(form, 'bets.4.pnl', -33.75);
  await expectValue(form, 'bets.4.equity', 1013.75);
  await expectValue(form, 'bets.9.mgStake', 40);
  await expectValue(form, 'bets.9.mgEquity', 1060);
  await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
  const shown = await form.locator('output[name="finalEquity"]').innerText();
  expect(shown).toBe('1,016.25');
  const prose = await proseText(page);
  for (const quoted of ['1,016.25', '148.75', '33.75', '1,060.00', '40.00']) expect(prose, `the worked example quotes ${quoted}`).toContain(quoted);

  // Conservative preset: the largest stake stays below 2 % of the bankroll.
  await form.getByLabel('Multiplier', { exact: true }).selectOption('conservative');
  await expectValue(form, 'finalEquity', 1026.72);
  await expectValue(form, 'largestStake', 17.28);
  await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');

  // Custom 3x: one bet risks 27 % of the bankroll.
  await form.getByLabel('Multiplier', { exact: true }).selectOption('custom');
  await fill(form, 'Custom multiplier', '3');
  await expectValue(form, 'largestStake', 270);
  await expectValue(form, 'finalEquity', 810);
  await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');

  // A long losing run: the martingale's equity goes far below zero, the anti-martingale loses 110 USDT.
  await form.getByLabel('Multiplier', { exact: true }).selectOption('moderate');
  await fill(form, 'Base stake', '20');
  await fill(form, 'Win/loss sequence', 'WLLLLLLLW');
  await expectValue(form, 'finalEquity', 890);
  await expectValue(form, 'mgLowestEquity', -1520);
  await expectValue(form, 'mgLargestStake', 2560);
  await expectValue(form, 'bets.7.mgEquity', -240);

  // Validation: a base stake of 0.
  await fill(form, 'Base stake', '0');
  await expect(form.getByRole('alert')).toHaveText('The base stake must be greater than 0 and not larger than the bankroll.');
  await expect(form.locator('output[name="finalEquity"]')).toHaveAttribute('data-value', '');

  // Risk analyzer: defaults, a run of one bet (no profit to give back), aggressive doubling.
  const risk = calculator(page, 'anti-martingale-risk');
  await expectValue(risk, 'largestStake', 50.625);
  await expectValue(risk, 'streakProfit', 81.25);
  await expectValue(risk, 'peakEquity', 1081.25);
  await expectValue(risk, 'drawdownPct', 0.04682080924855491, 9);
  await expectValue(risk, 'givebackShare', 0.6230769230769231, 9);
  await expect(risk.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
  await fill(risk, 'Maximum run length', '1');
  await expect(risk.locator('output[name="givebackShare"]')).toHaveAttribute('data-value', '');
  await fill(risk, 'Multiplier', '2');
  await fill(risk, 'Maximum run length', '6');
  await expectValue(risk, 'largestStake', 320);
  await expectValue(risk, 'netAfterLoss', -10);
  await expect(risk.locator('[data-status]')).toHaveAttribute('data-status', 'danger');

  const nfa = page.locator('main [data-nfa]').last();
  await expect(nfa.locator('a[href="/nfa"]')).toBeVisible();
});

test('[de] worked example in German format, profit-target reset, G/V letters and a German message', async ({ page }) => {
  await gotoPage(page, '/de/strategies/anti-martingale');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const form = calculator(page, 'anti-martingale');
  await expectValue(form, 'finalEquity', 1016.25);
  await expect(form.locator('output[name="finalEquity"]')).toHaveText('1.016,25');
  const prose = await proseText(page);
  for (const quoted of ['1.016,25', '148,75', '33,75', '1.060,00']) expect(prose, `das Rechenbeispiel nennt ${quoted}`).toContain(quoted);

  // Reset at a 3 % profit target.
  await form.getByLabel('Zurück zum Grundeinsatz', { exact: true }).selectOption('profit');
  await fill(form, 'Gewinnziel pro Serie', '3');
  await expectValue(form, 'finalEquity', 1040);
  await expectValue(form, 'largestStake', 22.5);
  await expectValue(form, 'bets.4.stake', 10);

  // German letters G (Gewinn) and V (Verlust), payout with a decimal comma.
  await form.getByLabel('Zurück zum Grundeinsatz', { exact: true }).selectOption('oneLoss');
  await fill(form, 'Kapital', '5000');
  await fill(form, 'Grundeinsatz', '20');
  await fill(form, 'Auszahlung pro eingesetzter Einheit', '0,9');
  await fill(form, 'Gewinn-/Verlustfolge', 'ggGVL GGG V');
  await expectValue(form, 'finalEquity', 5016);
  await expectValue(form, 'mgFinalEquity', 5082);
  await expectValue(form, 'bets.3.pnl', 40.5);
  await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');

  await fill(form, 'Auszahlung pro eingesetzter Einheit', '0');
  await expect(form.getByRole('alert')).toHaveText(
    'Gib die Auszahlung pro eingesetzter Einheit ein, größer als 0 und höchstens 100 (1 = ein Gewinn bringt so viel, wie ein Verlust kostet).',
  );

  const risk = calculator(page, 'anti-martingale-risk');
  await expectValue(risk, 'largestStake', 50.625);
  await expect(risk.locator('output[name="largestStake"]')).toHaveText('50,63');
  await expect(risk.locator('output[name="givebackShare"]')).toHaveText('62,3 %');

  const nfa = page.locator('main [data-nfa]').last();
  await expect(nfa.locator('a[href="/de/nfa"]')).toBeVisible();
});
