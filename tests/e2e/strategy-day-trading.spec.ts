import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, openStrategyPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/day-trading: the position sizer (expected numbers are its spec examples), the momentum tracker
 * (`section[data-tool=momentum]`) and the time analyzer (`section[data-tool=time-analyzer]`) on a sample and on
 * the visitor's CSV — the expected readings of the CSV were computed independently in scripts/reference/day_trading.py.
 */

const PATH = '/strategies/day-trading';
const ID = 'strategy-day-trading';

test.describe('Day-trading strategy page', () => {
  test('position sizer: the worked example, a cap too low for a tight stop, and a stop on the wrong side (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const sizer = calculator(page, 'day-position-size');
    await expectValue(sizer, 'units', 8, 9);
    await expectValue(sizer, 'notional', 20_000, 9);
    await expectValue(sizer, 'requiredLeverage', 2, 9);
    await expectValue(sizer, 'margin', 2000, 9);
    await expectValue(sizer, 'maxUnits', 40, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');

    await fill(sizer, 'Entry price', '60000');
    await fill(sizer, 'Stop price', '59940');
    await fill(sizer, 'Leverage cap', '5');
    await expectValue(sizer, 'notional', 100_000, 6);
    await expectValue(sizer, 'requiredLeverage', 10, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'danger');
    await expect(statusOf(sizer)).toContainText('Your leverage is too low. At least 10x required – or adjust size/stop.');

    await choose(sizer, 'Short');
    await expect(sizer.locator('[role="alert"]')).toHaveText('Stop must be beyond entry in the chosen direction.');
    await expect(sizer.locator('output[name="units"]')).toHaveAttribute('data-value', '');
  });

  test('momentum tracker on the hourly sample and on the visitor’s German CSV', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="momentum"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1h');
    const rsi = await value(tool, 'rsi');
    expect(rsi).toBeGreaterThan(0);
    expect(rsi).toBeLessThan(100);
    for (const name of ['roc', 'macdHist', 'emaDistPct']) expect(await value(tool, name)).not.toBeNull();
    expect(['buy', 'sell', 'hold', 'exit']).toContain(await tool.locator('output[name="signal"]').getAttribute('data-signal'));
    expect(['weak', 'moderate', 'strong', 'very-strong']).toContain(await tool.locator('output[name="strength"]').getAttribute('data-strength'));
    await expect(tool.locator('figure[data-chart="momentum-signals"] figcaption')).toHaveText('Signals of the last 300 bars on the close');
    await expect(tool.locator('ol li')).toHaveCount(4);

    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('upload');
    await expect(tool.locator('.lab-status')).toContainText('300 bars');
    await expectValue(tool, 'rsi', 58.07152834425046, 9);
    await expectValue(tool, 'roc', 0.013368700265252054, 12);
    await expectValue(tool, 'macdHist', 0.5153263802174759, 9);
    await expectValue(tool, 'emaDistPct', 2.0130670971135523, 9);
    await expect(tool.locator('output[name="signal"]')).toHaveAttribute('data-signal', 'buy');
    await expect(tool.locator('output[name="signal"]')).toHaveText('Buy');
    await expect(tool.locator('output[name="strength"]')).toHaveText('strong');
  });

  test('time analyzer on the hourly sample and on the visitor’s German CSV', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-tool="time-analyzer"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('synthetic-btc-1h');
    // 4,000 hourly bars from Monday 2024-01-01 00:00 UTC: 167 bars at hours 0–15 and 166 at hours 16–23.
    await expectValue(tool, 'hour.0.bars', 167, 9);
    await expectValue(tool, 'hour.23.bars', 166, 9);
    await expectValue(tool, 'session.tokyo.bars', 9 * 167, 9);
    await expectValue(tool, 'session.sydney.bars', 3 * 166 + 6 * 167, 9);
    await expectValue(tool, 'session.overlap.bars', 3 * 167, 9);
    const most = await tool.locator('output[name="mostActive"]').getAttribute('data-session');
    await expect(tool.locator('tr.lab-most-active')).toHaveAttribute('data-session', most ?? '');
    await expect(tool.locator('figure[data-chart="time-heatmap"] figcaption')).toHaveText('Mean high–low range by weekday and hour (UTC)');
    await tool.locator('select[name="heatmap"]').selectOption('absReturn');
    await expect(tool.locator('figure[data-chart="time-heatmap"] figcaption')).toHaveText('Mean absolute return by weekday and hour (UTC)');
    await expect(tool.locator('figure[data-chart="time-heatmap"] table tbody tr')).toHaveCount(7);

    await tool.locator('input[type="file"]').setInputFiles('tests/fixtures/samples/ohlc-de.csv');
    await expect(tool.locator('select[name="dataset"]')).toHaveValue('upload');
    await expect(tool.locator('.lab-status')).toContainText('300 bars');
    await expectValue(tool, 'session.tokyo.bars', 117, 9);
    await expectValue(tool, 'session.london.meanAbsReturn', 0.008334788318026585, 12);
    await expectValue(tool, 'session.newYork.meanRange', 0.012514881275375154, 12);
    await expectValue(tool, 'session.sydney.bars', 114, 9);
    await expectValue(tool, 'session.overlap.meanRange', 0.013331393447305162, 12);
    await expect(tool.locator('output[name="mostActive"]')).toHaveAttribute('data-session', 'overlap');
    await expect(tool.locator('tr.lab-most-active th')).toContainText('London/New York overlap');

    await tool.locator('select[name="dataset"]').selectOption('synthetic-btc-1d');
    await expect(tool.locator('[role="alert"]')).toHaveText('The time analyzer needs intraday bars of one hour or shorter; this data has bars of 1,440 minutes.');
  });

  test('German page: formatted results, the sizer’s message and both lab tools without an accessibility violation', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const sizer = calculator(page, 'day-position-size');
    await expect(sizer.locator('output[name="notional"]')).toContainText('20.000,00');
    await fill(sizer, 'Hebel-Obergrenze', '1,5');
    await expect(statusOf(sizer)).toContainText('Dein Hebel ist zu niedrig. Mindestens 2x erforderlich – oder Größe/Stop anpassen.');
    const tool = page.locator('section[data-tool="momentum"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(tool.locator('table.lab-compare')).toContainText('Kursänderungsrate (10 Kerzen)');
    const time = page.locator('section[data-tool="time-analyzer"]');
    await time.scrollIntoViewIfNeeded();
    await expect(time).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(time.locator('tr.lab-most-active')).toHaveCount(1);
    // Both lab tools with their results pass the WCAG 2.2 A/AA rules (the page scan sees them before they load).
    const scan = await new AxeBuilder({ page }).include('section[data-tool="momentum"]').include('section[data-tool="time-analyzer"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
