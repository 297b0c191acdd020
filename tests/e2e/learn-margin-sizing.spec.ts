import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, value } from './calculatorPage';

/**
 * The guides /learn/margin-funding, /learn/leverage-position-sizing and /learn/funding-carry-trades
 *: the widgets margin-quick, funding-quick and size-helper driven by label in
 * English and German, the size helper's two messages in both languages, and the table-of-contents
 * links scrolling to their sections. Expected numbers are the spec examples (computed independently
 * with Python) — the same numbers the guides quote in their worked examples.
 */

/** The form's alert region is empty (an empty region is not exposed to getByRole). */
async function expectNoAlert(form: Locator): Promise<void> {
  await expect(form.locator('[role="alert"]')).toHaveText('');
}

test.describe('margin-quick on /learn/margin-funding', () => {
  test('[en] the worked example, 125x, and n/a without a position', async ({ page }) => {
    await gotoPage(page, '/learn/margin-funding');
    await expect(page.locator('main[data-page="learn-margin-funding"]')).toBeVisible();
    const form = calculator(page, 'margin-quick');
    await fill(form, 'Position size (notional)', '10000');
    await fill(form, 'Leverage', '10');
    await fill(form, 'Maintenance margin rate (MMR)', '0.005');
    await expectValue(form, 'initialMargin', 1000);
    await expectValue(form, 'maintenanceMargin', 50);
    await expectValue(form, 'marginRatio', 0.05, 9);
    await expect(form.locator('output[name="initialMargin"]')).toHaveText('1,000.00');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');

    await fill(form, 'Position size (notional)', '50000');
    await fill(form, 'Leverage', '125');
    await fill(form, 'Maintenance margin rate (MMR)', '0.004');
    await expectValue(form, 'initialMargin', 400);
    await expectValue(form, 'maintenanceMargin', 200);
    await expectValue(form, 'marginRatio', 0.5, 9);

    await fill(form, 'Leverage', '250');
    await fill(form, 'Maintenance margin rate (MMR)', '0.005');
    await expectValue(form, 'marginRatio', 1.25, 9);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');

    await fill(form, 'Position size (notional)', '0');
    await expectValue(form, 'initialMargin', 0);
    const ratio = form.locator('output[name="marginRatio"]');
    await expect(ratio).toHaveAttribute('data-value', '');
    await expect(ratio).toHaveText('n/a');
    await expectNoAlert(form);
  });

  test('[de] German labels, decimal comma and n. v.', async ({ page }) => {
    await gotoPage(page, '/learn/margin-funding?lng=de');
    const form = calculator(page, 'margin-quick');
    await fill(form, 'Positionsgröße (Nominalwert)', '20.000');
    await fill(form, 'Hebel', '20');
    await fill(form, 'Erhaltungsmargensatz (MMR)', '0,004');
    await expectValue(form, 'initialMargin', 1000);
    await expectValue(form, 'maintenanceMargin', 80);
    await expectValue(form, 'marginRatio', 0.08, 9);
    await expect(form.locator('output[name="maintenanceMargin"]')).toHaveText('80,00');

    await fill(form, 'Positionsgröße (Nominalwert)', '0');
    await expect(form.locator('output[name="marginRatio"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="marginRatio"]')).toHaveText('n. v.');

    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Der Nominalwert muss 0 oder mehr und der Hebel > 0 sein.');
  });
});

test.describe('funding-quick', () => {
  test('[en] on /learn/margin-funding: 15 USDT for a day at 0.05 %, negative rate, 30 days', async ({ page }) => {
    await gotoPage(page, '/learn/margin-funding');
    const form = calculator(page, 'funding-quick');
    await fill(form, 'Position size (notional)', '10000');
    await fill(form, 'Funding rate per 8 h (decimal)', '0.0005');
    await fill(form, 'Holding time', '24');
    await expectValue(form, 'fundingCost', 15);
    await expect(form.locator('output[name="fundingCost"]')).toHaveText('15.00');

    await fill(form, 'Position size (notional)', '25000');
    await fill(form, 'Funding rate per 8 h (decimal)', '-0.0002');
    await fill(form, 'Holding time', '72');
    await expectValue(form, 'fundingCost', -45);

    await fill(form, 'Holding time', '-8');
    await expect(form.getByRole('alert')).toHaveText('The holding time cannot be negative.');
    expect(await value(form, 'fundingCost')).toBeNull();
  });

  test('[de] on /learn/funding-carry-trades: the 270 USDT of the carry example', async ({ page }) => {
    await gotoPage(page, '/learn/funding-carry-trades?lng=de');
    await expect(page.locator('main[data-page="learn-funding-carry-trades"]')).toBeVisible();
    const form = calculator(page, 'funding-quick');
    await fill(form, 'Positionsgröße (Nominalwert)', '30.000');
    await fill(form, 'Funding-Rate alle 8 Stunden (dezimal)', '0,0001');
    await fill(form, 'Haltedauer', '720');
    await expectValue(form, 'fundingCost', 270);
    await expect(form.locator('output[name="fundingCost"]')).toHaveText('270,00');
  });
});

test.describe('size-helper on /learn/leverage-position-sizing', () => {
  async function longExample(form: Locator, labels: Record<string, string>, decimal: (text: string) => string): Promise<void> {
    await fill(form, labels.account as string, decimal('10000'));
    await fill(form, labels.riskPct as string, '1');
    await fill(form, labels.allocationPct as string, '20');
    await choose(form, 'Long');
    await fill(form, labels.entry as string, decimal('60000'));
    await fill(form, labels.stop as string, decimal('58800'));
    await fill(form, labels.leverage as string, '5');
    await fill(form, labels.maxLeverage as string, '20');
  }
  const en = { account: 'Account size', riskPct: 'Risk per trade', allocationPct: 'Capital allocation', entry: 'Entry price', stop: 'Stop price', leverage: 'Leverage', maxLeverage: 'Maximum allowed leverage' };
  const de = { account: 'Kontogröße', riskPct: 'Risiko pro Trade', allocationPct: 'Kapital-Allokation', entry: 'Einstiegspreis', stop: 'Stop-Preis', leverage: 'Hebel', maxLeverage: 'Maximal erlaubter Hebel' };

  test('[en] the long worked example, then both messages', async ({ page }) => {
    await gotoPage(page, '/learn/leverage-position-sizing');
    await expect(page.locator('main[data-page="learn-leverage-position-sizing"]')).toBeVisible();
    const form = calculator(page, 'size-helper');
    await longExample(form, en, (text) => text);
    await expectValue(form, 'riskAmount', 100);
    await expectValue(form, 'riskPerUnit', 1200);
    await expectValue(form, 'units', 0.08333333333333333, 12);
    await expectValue(form, 'notional', 5000);
    await expectValue(form, 'initialMargin', 1000);
    await expectValue(form, 'minLeverage', 2.5);
    await expectValue(form, 'pnlAtStop', -100);
    await expectValue(form, 'pnlUp1', 50);
    await expectValue(form, 'pnlDown1', -50);
    await expect(form.locator('output[name="units"]')).toHaveText('0.083333');
    await expect(form.locator('output[name="minLeverage"]')).toHaveText('2.5x');
    await expectNoAlert(form);

    // Leverage below the minimum: the message with the minimum rounded up, and no results.
    await fill(form, en.leverage, '2');
    await expect(form.getByRole('alert')).toHaveText('Your leverage is too low. At least 2.5x required – or adjust size/stop.');
    expect(await value(form, 'units')).toBeNull();

    // The stop on the wrong side for the direction.
    await fill(form, en.leverage, '5');
    await expectValue(form, 'units', 0.08333333333333333, 12);
    await fill(form, en.stop, '61200');
    await expect(form.getByRole('alert')).toHaveText('Stop must be beyond entry in the chosen direction.');
    expect(await value(form, 'notional')).toBeNull();
    // Turning the trade into a short makes the same stop valid.
    await choose(form, 'Short');
    await expectValue(form, 'notional', 5000);
    await expectValue(form, 'pnlUp1', -50);
    await expectValue(form, 'pnlDown1', 50);
    await expectNoAlert(form);
  });

  test('[de] the short worked example, then both messages in German', async ({ page }) => {
    await gotoPage(page, '/learn/leverage-position-sizing?lng=de');
    const form = calculator(page, 'size-helper');
    await fill(form, de.account, '5.000');
    await fill(form, de.riskPct, '2');
    await fill(form, de.allocationPct, '10');
    await choose(form, 'Short');
    await fill(form, de.entry, '3.000');
    await fill(form, de.stop, '3.090');
    await fill(form, de.leverage, '10');
    await fill(form, de.maxLeverage, '20');
    await expectValue(form, 'riskAmount', 100);
    await expectValue(form, 'riskPerUnit', 90);
    await expectValue(form, 'units', 1.1111111111111112, 12);
    await expectValue(form, 'notional', 3333.3333333333335);
    await expectValue(form, 'initialMargin', 333.33333333333337);
    await expectValue(form, 'minLeverage', 6.666666666666667, 12);
    await expectValue(form, 'pnlUp1', -33.333333333333336);
    await expectValue(form, 'pnlDown1', 33.333333333333336);
    await expect(form.locator('output[name="notional"]')).toHaveText('3.333,33');
    await expect(form.locator('output[name="minLeverage"]')).toHaveText('6,67x');

    await fill(form, de.leverage, '5');
    await expect(form.getByRole('alert')).toHaveText('Dein Hebel ist zu niedrig. Mindestens 6,67x erforderlich – oder Größe/Stop anpassen.');
    expect(await value(form, 'units')).toBeNull();

    await fill(form, de.leverage, '10');
    await fill(form, de.stop, '2.900');
    await expect(form.getByRole('alert')).toHaveText('Stop muss je nach Richtung hinter dem Einstieg liegen.');
    expect(await value(form, 'units')).toBeNull();
  });

  test('the minimum above the maximum leverage asks for the minimum too', async ({ page }) => {
    await gotoPage(page, '/learn/leverage-position-sizing');
    const form = calculator(page, 'size-helper');
    await longExample(form, en, (text) => text);
    await fill(form, en.allocationPct, '5');
    await fill(form, en.stop, '59940');
    await fill(form, en.leverage, '20');
    await expect(form.getByRole('alert')).toHaveText('Your leverage is too low. At least 200x required – or adjust size/stop.');
  });
});

test.describe('table of contents', () => {
  async function tocJump(page: Page, path: string, linkName: string, anchor: string, heading: string): Promise<void> {
    await gotoPage(page, path);
    const toc = page.locator('#toc');
    await toc.getByRole('link', { name: linkName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    const target = page.locator(`h2#${anchor}`);
    await expect(target).toHaveText(heading);
    await expect(target).toBeInViewport();
  }

  test('margin-funding: overview and funding sections', async ({ page }) => {
    await tocJump(page, '/learn/margin-funding', 'Funding: the price of holding a perpetual', 'funding', 'Funding: the price of holding a perpetual');
    await tocJump(page, '/learn/margin-funding', 'Summary', 'summary', 'Summary');
  });

  test('leverage-position-sizing: sections s1 to s8 exist and s6 scrolls into view', async ({ page }) => {
    await gotoPage(page, '/learn/leverage-position-sizing');
    for (let n = 1; n <= 8; n++) await expect(page.locator(`h2#s${n}`)).toHaveCount(1);
    await tocJump(page, '/learn/leverage-position-sizing', 'Liquidation must lie beyond the stop', 's6', '6. Liquidation must lie beyond the stop');
  });

  test('leverage-position-sizing in German: the same anchor s8', async ({ page }) => {
    await tocJump(page, '/learn/leverage-position-sizing?lng=de', 'Typische Fehler und eine Checkliste', 's8', '8. Typische Fehler und eine Checkliste');
  });

  test('funding-carry-trades: the worked example and the risks', async ({ page }) => {
    await tocJump(page, '/learn/funding-carry-trades', 'Worked example: a 30-day funding carry', 'worked-example', 'Worked example: a 30-day funding carry');
    await tocJump(page, '/learn/funding-carry-trades', 'Risks of carry trades', 'risks', 'Risks of carry trades');
  });

  test('the guides end with the next-step buttons and the NFA notice', async ({ page }) => {
    await gotoPage(page, '/learn/leverage-position-sizing');
    await expect(page.getByRole('link', { name: 'Determine position size' })).toHaveAttribute('href', '/tools/size-pro');
    await expect(page.locator('[data-nfa]')).toHaveCount(1);
    await gotoPage(page, '/learn/leverage-position-sizing?lng=de');
    await expect(page.getByRole('link', { name: 'Positionsgröße bestimmen' })).toHaveAttribute('href', '/de/tools/size-pro');
    await gotoPage(page, '/learn/margin-funding?lng=en');
    await expect(page.locator('#next-steps a[href="/tools/liquidation"]')).toHaveCount(1);
    await expect(page.locator('#next-steps a[href="/learn/leverage-position-sizing"]')).toHaveCount(1);
  });
});
