import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * /strategies/grid in English and German, driven like a user: inputs by label, results through the DOM
 * contract (`<output name data-value>`, the repeat table's `levels.<i>.<column>` cells, role=alert,
 * data-status). Expected numbers are the spec examples of specs/calculators/grid-designer.yaml,
 * grid-bounce.yaml and grid-atr.yaml (computed independently in scripts/reference/grid_reference.py).
 */

const fixturePath = fileURLToPath(new URL('../fixtures/samples/ohlc-btc-1h.csv', import.meta.url));
const expected = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/samples/misc.expected.json', import.meta.url)), 'utf8')) as { atr14: number };

async function openGrid(page: Page, lang: 'en' | 'de'): Promise<void> {
  await gotoPage(page, lang === 'en' ? '/strategies/grid' : '/de/strategies/grid');
  const main = page.locator('main[data-page="strategy-grid"]');
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('data-soon', '');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('grid trading strategy page', () => {
  test('grid designer: worked example, geometric levels, status and validation (English)', async ({ page }) => {
    await openGrid(page, 'en');
    const form = calculator(page, 'grid-designer');
    await fill(form, 'Capital', '1000');
    await fill(form, 'Lower bound', '58000');
    await fill(form, 'Upper bound', '62000');
    await fill(form, 'Current price', '60000');
    await fill(form, 'Number of grids', '20');
    await choose(form, 'Long');
    await fill(form, 'Capital allocation', '100');
    await fill(form, 'Maker fee', '2');
    await fill(form, 'Taker fee', '5');
    await fill(form, 'Slippage', '1');
    await choose(form, 'Arithmetic');
    await fill(form, 'Round trips per day', '4');

    await expectValue(form, 'step', 200);
    await expectValue(form, 'spacingPct', 0.0033333333333333335, 12);
    await expectValue(form, 'capitalPerGrid', 50);
    await expectValue(form, 'grossPerRoundTrip', 0.16666666666666669, 12);
    await expectValue(form, 'costPerRoundTrip', 0.03, 12);
    await expectValue(form, 'netPerRoundTrip', 0.1366666666666667, 12);
    await expectValue(form, 'breakEvenSpacing', 0.0006, 12);
    await expectValue(form, 'buyLevels', 10);
    await expectValue(form, 'sellLevels', 10);
    await expectValue(form, 'setupCost', 0.25, 12);
    await expectValue(form, 'toyApy', 0.19953333333333337, 12);
    await expect(form.locator('output[name="netPerRoundTrip"]')).toHaveText('0.1367');
    await expect(form.locator('output[name="toyApy"]')).toHaveText('19.95%');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The level table: 21 rows, level 10 sits exactly at the price (distance 0).
    await expect(form.locator('output[name^="levels."][name$=".price"]')).toHaveCount(21);
    await expectValue(form, 'levels.0.price', 58000);
    await expectValue(form, 'levels.10.price', 60000);
    await expectValue(form, 'levels.10.distancePct', 0, 12);
    await expectValue(form, 'levels.20.price', 62000);
    await expectValue(form, 'levels.20.quantity', 0.0008064516129032258, 15);

    // Geometric: the level just under 60,000 makes 11 buy levels.
    await choose(form, 'Geometric');
    await expectValue(form, 'ratio', 1.0033401345840847, 12);
    await expectValue(form, 'buyLevels', 11);
    await expectValue(form, 'sellLevels', 10);
    await expectValue(form, 'levels.10.price', 59966.65740225977, 6);
    await choose(form, 'Arithmetic');

    // 200 grids: spacing below costs.
    await fill(form, 'Number of grids', '200');
    await expectValue(form, 'netPerRoundTrip', -0.0013333333333333335, 12);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    await expect(form.locator('output[name^="levels."][name$=".price"]')).toHaveCount(201);

    // Price above the band: warn, every level a buy level.
    await fill(form, 'Number of grids', '20');
    await fill(form, 'Current price', '63000');
    await expectValue(form, 'buyLevels', 21);
    await expectValue(form, 'sellLevels', 0);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');

    // Validation.
    await fill(form, 'Number of grids', '1');
    await expect(form.getByRole('alert')).toHaveText('The number of grids must be a whole number from 2 to 500.');
    await expect(form.locator('output[name="spacingPct"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="levels.0.price"]')).toHaveAttribute('data-value', '');
  });

  test('bounce capture and the ATR-adaptive grid with the OHLC import; related links and NFA (English)', async ({ page }) => {
    await openGrid(page, 'en');
    const bounce = calculator(page, 'grid-bounce');
    await fill(bounce, 'Round trips', '10');
    await fill(bounce, 'Capital per grid', '50');
    await fill(bounce, 'Spacing per grid', '0.5');
    await fill(bounce, 'Maker fee', '2');
    await fill(bounce, 'Slippage', '1');
    await expectValue(bounce, 'gross', 2.5);
    await expectValue(bounce, 'net', 2.2);
    await expectValue(bounce, 'pnlPerOrder', 0.11000000000000001, 12);
    await expect(bounce.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
    await fill(bounce, 'Spacing per grid', '0.05');
    await expect(bounce.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    await fill(bounce, 'Round trips', '2.5');
    await expect(bounce.getByRole('alert')).toHaveText('Enter the round trips as a whole number of at least 1.');
    expect(await value(bounce, 'net')).toBeNull();

    const atr = calculator(page, 'grid-atr');
    await fill(atr, 'Current price', '60000');
    await fill(atr, 'ATR value', '500');
    await fill(atr, 'ATR period (candles)', '14');
    await fill(atr, 'Band half-width', '4');
    await fill(atr, 'Spacing', '0.4');
    await fill(atr, 'Minimum grids', '5');
    await fill(atr, 'Maximum grids', '100');
    await expectValue(atr, 'lower', 58000);
    await expectValue(atr, 'upper', 62000);
    await expectValue(atr, 'spacing', 200);
    await expectValue(atr, 'grids', 20);
    await expectValue(atr, 'lastPrice', 60000);
    await expectValue(atr, 'atrValue', 500);
    await expectValue(atr, 'atrPct', 0.008333333333333333, 12);
    await expect(atr.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
    await fill(atr, 'Spacing', '0.05');
    await expectValue(atr, 'grids', 100);
    await expect(atr.locator('[data-status]')).toHaveAttribute('data-status', 'warn');

    // The ATR(14) of the shared BTC hourly fixture, filled by the import; band 3 ATR, step 0.25 ATR.
    await expect(atr.locator('[data-addon="ohlc-atr-import"] section')).toBeVisible();
    await atr.getByLabel('OHLC file (CSV or JSON)').setInputFiles(fixturePath);
    await expectValue(atr, 'ohlcAtr', expected.atr14, 9);
    await fill(atr, 'Band half-width', '3');
    await fill(atr, 'Spacing', '0.25');
    await expectValue(atr, 'atrValue', 461.8926724523905, 9);
    await expectValue(atr, 'lower', 58614.321982642825, 6);
    await expectValue(atr, 'upper', 61385.678017357175, 6);
    await expectValue(atr, 'spacing', 115.47316811309763, 6);
    await expectValue(atr, 'grids', 24);

    // A band below zero is refused.
    await fill(atr, 'Current price', '1000');
    await fill(atr, 'ATR value', '300');
    await fill(atr, 'Band half-width', '4');
    await expect(atr.getByRole('alert')).toContainText('The band reaches below zero');
    expect(await value(atr, 'lower')).toBeNull();

    const main = page.locator('main');
    await expect(main.locator('#related a[href="/strategies/overview"]')).toBeVisible();
    await expect(main.locator('#actions a[href="/exchange/bingx"]')).toBeVisible();
    await expect(main.locator('[data-nfa] a[href="/nfa"]')).toHaveCount(1);
  });

  test('German page: decimal comma, German formatting, messages and the NFA link', async ({ page }) => {
    await openGrid(page, 'de');
    await expect(page.locator('main h1')).toHaveText('Grid-Trading');
    const form = calculator(page, 'grid-designer');
    await fill(form, 'Kapital', '1.000');
    await fill(form, 'Untere Grenze', '58.000');
    await fill(form, 'Obere Grenze', '62.000');
    await fill(form, 'Aktueller Preis', '60.000');
    await fill(form, 'Anzahl der Grids', '20');
    await fill(form, 'Kapital-Allokation', '100');
    await fill(form, 'Maker-Gebühr', '2');
    await fill(form, 'Taker-Gebühr', '5');
    await fill(form, 'Slippage', '1');
    await fill(form, 'Roundtrips pro Tag', '4');
    await expectValue(form, 'netPerRoundTrip', 0.1366666666666667, 12);
    await expect(form.locator('output[name="netPerRoundTrip"]')).toHaveText('0,1367');
    await expect(form.locator('output[name="capitalPerGrid"]')).toHaveText('50,00');
    await expect(form.locator('output[name="levels.20.price"]')).toHaveText('62.000,00');

    // Slippage 0,5 bps (decimal comma): costs 50 · 2 · 2,5 / 10.000 = 0,025.
    await fill(form, 'Slippage', '0,5');
    await expectValue(form, 'costPerRoundTrip', 0.025, 12);
    await choose(form, 'Geometrisch');
    await expectValue(form, 'buyLevels', 11);

    await fill(form, 'Kapital-Allokation', '0');
    await expect(form.getByRole('alert')).toHaveText('Die Kapital-Allokation muss über 0 % und höchstens 100 % liegen.');
    await fill(form, 'Kapital-Allokation', '100');
    await fill(form, 'Anzahl der Grids', '200');
    await fill(form, 'Slippage', '1');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    await expect(form.locator('[data-status]')).toContainText('Abstand unter den Kosten');

    const main = page.locator('main');
    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
    await expect(main.locator('#actions a[href="/de/exchange/bingx"]')).toBeVisible();
  });
});
