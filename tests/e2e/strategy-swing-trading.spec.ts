import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, openStrategyPage, statusOf } from './calculatorPage';

/**
 * /strategies/swing-trading: the phases carousel (keyboard and buttons) and the swing-trade profit calculator
 * (expected numbers are its spec examples, computed independently in scripts/reference/swing.py) and the pattern
 * scanner on the lab's data (`section[data-tool=pattern-scanner]`; expected counts and hit rates from the numpy
 * reference scripts/reference/patterns.py, tests/fixtures/patterns/reference.json).
 */

const PATH = '/strategies/swing-trading';
const ID = 'strategy-swing-trading';

test.describe('Swing trading strategy page', () => {
  test('phases carousel: named buttons, arrow keys, Home/End, one visible slide (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const carousel = page.locator('#phases [aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('aria-labelledby', /.+/);
    const visibleSlide = carousel.locator('[aria-roledescription="slide"]:not([hidden])');
    await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 1 of 4: Setup');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 2 of 4: Entry');
    await carousel.getByRole('button', { name: 'Entry', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 3 of 4: Management');
    await expect(carousel.getByRole('button', { name: 'Management', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 4 of 4: Exit and review');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Home');
    await expect(visibleSlide).toHaveAttribute('aria-label', 'Slide 1 of 4: Setup');
    await expect(visibleSlide).toContainText('find a market that is worth trading');
  });

  test('profit calculator: the worked example, a short by quantity, the warning and a message (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const calc = calculator(page, 'swing-profit');
    await expectValue(calc, 'units', 0.03176115610608226, 12);
    await expectValue(calc, 'fundingCost', 2.8585040495474034, 9);
    await expectValue(calc, 'pnlTarget', 185.70747975226297, 9);
    await expectValue(calc, 'pnlStop', -100, 9);
    await expectValue(calc, 'rMultiple', 1.8570747975226296, 9);
    await expectValue(calc, 'breakEven', 60150.07503751876, 6);
    await expect(statusOf(calc)).toHaveAttribute('data-status', 'ok');

    await choose(calc, 'Short');
    await fill(calc, 'Entry price', '3000');
    await fill(calc, 'Stop-loss price', '3150');
    await fill(calc, 'Target price', '2700');
    await choose(calc, 'By quantity');
    await fill(calc, 'Quantity', '2');
    await fill(calc, 'Holding time', '3');
    await expectValue(calc, 'fundingCost', -5.4, 9);
    await expectValue(calc, 'pnlTarget', 599.7, 9);
    await expectValue(calc, 'pnlStop', -300.75, 9);
    await expectValue(calc, 'breakEven', 2999.7001499250373, 6);

    await fill(calc, 'Target price', '2900');
    await fill(calc, 'Holding time', '30');
    await expect(statusOf(calc)).toHaveAttribute('data-status', 'warn');
    await fill(calc, 'Stop-loss price', '2950');
    await expect(calc.locator('[role="alert"]')).toHaveText('For a short, the stop must be above the entry and the target below it.');
    await expect(calc.locator('output[name="pnlTarget"]')).toHaveAttribute('data-value', '');
  });

  test('German page: formatted worked example, carousel labels and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const carousel = page.locator('#phases [aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel.locator('[aria-roledescription="slide"]:not([hidden])')).toHaveAttribute('aria-label', 'Folie 2 von 4: Einstieg');
    const calc = calculator(page, 'swing-profit');
    await expect(calc.locator('output[name="pnlTarget"]')).toContainText('185,71');
    await fill(calc, 'Risiko pro Trade', '0');
    await expect(calc.locator('[role="alert"]')).toHaveText('Gib das Risiko pro Trade in Prozent ein, über 0 und höchstens 100 (1 = 1 %).');
  });

  test('pattern scanner: the 1-hour sample on 4 h and 1 d, a timeframe the data cannot make, and the visitor’s German CSV', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="pattern-scanner"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1h');
    await expect(tool.locator('select[name="pattern"]')).toHaveValue('bullishEngulfing');
    await expect(tool.locator('select[name="timeframe"]')).toHaveValue('4h');
    // 4,000 hourly bars → 1,000 four-hour bars; bullish engulfing 134 times, 61 of 133 higher 5 bars later.
    await expectValue(tool, 'matches', 134, 9);
    await expectValue(tool, 'hitRate', 61 / 133, 12);
    await expectValue(tool, 'hitRate.hammer', 24 / 47, 12);
    await expectValue(tool, 'matches.insideBar', 115, 9);
    await expect(tool.locator('table[data-matches="134"] tbody tr')).toHaveCount(134);
    await expect(tool.locator('.lab-definition')).toContainText('previous bar red, current bar green, current open ≤ previous close and current close ≥ previous open');

    await tool.locator('select[name="timeframe"]').selectOption('1d');
    await tool.getByLabel('Bars ahead (n)', { exact: true }).fill('3');
    await expectValue(tool, 'matches', 19, 9);
    await expectValue(tool, 'hitRate', 6 / 19, 12);
    await tool.locator('select[name="pattern"]').selectOption('shootingStar');
    await expectValue(tool, 'matches', 11, 9);
    await expectValue(tool, 'hitRate', 7 / 10, 12);
    await expect(page).toHaveURL(/pattern-scanner\.timeframe=1d/);

    await tool.locator('select[name="dataset"]').selectOption('synthetic-btc-1d');
    await tool.locator('select[name="timeframe"]').selectOption('1h');
    await expect(tool).toHaveAttribute('data-state', 'error');
    await expect(tool.locator('.param-alert')).toContainText('The bars of this data are longer than the chosen timeframe');
    await expect(tool.locator('output[name="hitRate"]')).toHaveAttribute('data-value', '');

    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('upload');
    await tool.locator('select[name="timeframe"]').selectOption('4h');
    await tool.locator('select[name="pattern"]').selectOption('bullishEngulfing');
    await tool.getByLabel('Bars ahead (n)', { exact: true }).fill('2');
    await expect(tool).toHaveAttribute('data-state', 'ready');
    await expectValue(tool, 'matches', 11, 9);
    await expectValue(tool, 'hitRate', 7 / 11, 12);
    await expectValue(tool, 'matches.bearishEngulfing', 7, 9);
  });

  test('risk dashboard: default positions, a typed change, an added short, a removed row and a message (English and German)', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="swing-risk"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    // 90 + 150 + 300 USDT at the stops of 10,000 USDT: 0.9 % low, 1.5 % medium, 3 % high; 5.4 % in total, medium.
    await expectValue(tool, 'risk.0', 90, 9);
    await expectValue(tool, 'riskPct.1', 1.5, 9);
    await expectValue(tool, 'totalRisk', 540, 9);
    await expectValue(tool, 'totalRiskPct', 5.4, 9);
    await expect(tool.locator('tfoot td[data-level]')).toHaveAttribute('data-level', 'medium');
    await expect(tool.locator('tbody tr').nth(2).locator('td[data-level]')).toHaveText('high');

    await tool.locator('input[name="account"]').fill('5000');
    await expectValue(tool, 'totalRiskPct', 10.8, 9);
    await expect(tool.locator('tfoot td[data-level]')).toHaveText('critical');
    await tool.getByRole('button', { name: 'Add a position' }).click();
    await tool.locator('input[name="symbol.3"]').fill('XRPUSDT');
    await tool.locator('select[name="side.3"]').selectOption('short');
    await tool.locator('input[name="entry.3"]').fill('0.5');
    await tool.locator('input[name="stop.3"]').fill('0.55');
    await expect(tool.locator('[role="alert"]')).toHaveText('Position 4: the size must be a number greater than 0.');
    await expect(tool.locator('output[name="totalRisk"]')).toHaveAttribute('data-value', '');
    await tool.locator('input[name="size.3"]').fill('1000');
    await expectValue(tool, 'risk.3', 50, 9);
    await tool.getByRole('button', { name: 'Remove position 3' }).click();
    await expectValue(tool, 'totalRisk', 290, 9);
    await expectValue(tool, 'totalRiskPct', 5.8, 9);

    await openStrategyPage(page, PATH, ID, 'de');
    const german = page.locator('section[data-tool="swing-risk"]');
    await german.scrollIntoViewIfNeeded();
    await expect(german).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(german.locator('input[name="size.0"]')).toHaveValue('0,03');
    await german.locator('input[name="size.0"]').fill('0,1');
    await expectValue(german, 'risk.0', 300, 9);
    await expect(german.locator('output[name="totalRisk"]')).toContainText('750,00');
    await expect(german.locator('tfoot td[data-level]')).toHaveText('hoch');
  });

  test('performance tracker: the five example trades, a typed change, a message and the equity table', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="swing-tracker"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    // Nets 176.22, −91.76, 178.59, −93.75, 88.06 USDT; R = net ÷ (|entry − stop| · size).
    await expectValue(tool, 'trades', 5, 9);
    await expectValue(tool, 'winRate', 0.6, 12);
    await expectValue(tool, 'avgR', 0.5322244444444444, 12);
    await expectValue(tool, 'expectancy', 51.472, 9);
    await expectValue(tool, 'netPnl', 257.36, 9);
    await expectValue(tool, 'maxDrawdown', 0.00913471141619694, 12);
    await expect(tool.locator('table').last()).toContainText('10,257.36');

    await tool.locator('input[name="exit.1"]').fill('3300');
    // ETH long now wins: pnl 180 − 1.76 = 178.24 (R 1.98044…); 4 of 5 win.
    await expectValue(tool, 'winRate', 0.8, 12);
    await expectValue(tool, 'netPnl', 527.36, 9);
    await tool.locator('input[name="stop.0"]').fill('60000');
    await expect(tool.locator('[role="alert"]')).toHaveText('Trade 1: the stop must differ from the entry.');
    await expect(tool.locator('output[name="avgR"]')).toHaveAttribute('data-value', '');
    await tool.locator('input[name="stop.0"]').fill('57000');
    await expectValue(tool, 'trades', 5, 9);

    // Performance Pro's sample CSV (150 trades) is read by Performance Pro's own import and counted with the typed ones.
    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/trades.csv');
    await expectValue(tool, 'trades', 155, 9);
  });
});
