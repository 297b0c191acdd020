import { expect, test, type Locator } from './fixtures';
import { calculator, expectValue, fill, choose, gotoPage } from './calculatorPage';

/**
 * /tools/target-price and /tools/target-price-pro, driven like a user: inputs by
 * label, results through the DOM contract (`<output name data-value>`, role=alert, data-status).
 * Expected numbers are the spec examples (computed independently with Python).
 */







test.describe('target-price on /tools/target-price', () => {
  async function position(form: Locator, side: 'Long' | 'Short'): Promise<void> {
    await choose(form, side);
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Quantity', '0.5');
    await fill(form, 'Leverage', '10');
    await choose(form, 'ROI in %');
    await fill(form, 'Goal', '20');
    await fill(form, 'Round-trip fee rate (decimal)', '0.002');
  }

  test('long and short with a 20 % ROI goal, then a profit goal', async ({ page }) => {
    await gotoPage(page, '/tools/target-price');
    await expect(page.locator('main[data-page="tool-target-price"]')).toBeVisible();
    const form = calculator(page, 'target-price');
    await position(form, 'Long');
    await expectValue(form, 'targetPrice', 61321.32132132132);
    await expectValue(form, 'margin', 3000);
    await expectValue(form, 'grossPnl', 660.6606606606583);
    await expectValue(form, 'fees', 60.66066066066066);
    await expectValue(form, 'netPnl', 600);
    await expectValue(form, 'roi', 0.2, 9);
    await expectValue(form, 'movePct', 0.022022022022021946, 9);
    await expect(form.locator('output[name="targetPrice"]')).toHaveText('61,321.32');

    await choose(form, 'Short');
    await expectValue(form, 'targetPrice', 58681.31868131869);
    await expectValue(form, 'grossPnl', 659.3406593406544);
    await expectValue(form, 'netPnl', 600);

    await choose(form, 'Profit in USDT');
    await fill(form, 'Entry price', '3000');
    await fill(form, 'Quantity', '2');
    await fill(form, 'Leverage', '5');
    await fill(form, 'Goal', '250');
    await fill(form, 'Round-trip fee rate (decimal)', '0.001');
    await expectValue(form, 'targetPrice', 2872.063968015992);
    await expectValue(form, 'netPnl', 250);
    await expectValue(form, 'roi', 0.20833333333333334, 9);

    // The Formula disclosure shows the user's numbers.
    const formula = form.locator('details').filter({ hasText: '(entry · (1 + s · f/2) + s · G / quantity)' });
    await formula.locator('summary').click();
    await expect(formula).toContainText('(3,000 · (1 + -1 · 0.0005) + -1 · 250 / 2) / (1 − -1 · 0.0005) = 2,872.06');
  });

  test('current price: below, above and exactly at the target; blank shows no status', async ({ page }) => {
    await gotoPage(page, '/tools/target-price');
    const form = calculator(page, 'target-price');
    const status = form.locator('[data-status]');
    await position(form, 'Long');
    await expect(status).toHaveCount(0);

    await fill(form, 'Current price (optional)', '60500');
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toHaveText('The current price is below your target price by 821.3213 USDT (1.36%): it still has to rise that much.');

    await fill(form, 'Current price (optional)', '62000');
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText('The current price is above your target price by 678.6787 USDT (1.09%): your goal is reached at this price.');

    await choose(form, 'Short');
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toContainText('above your target price by 3,318.68 USDT');
    await expect(status).toContainText('it still has to fall that much.');

    await choose(form, 'Long');
    await choose(form, 'Profit in USDT');
    await fill(form, 'Entry price', '100');
    await fill(form, 'Quantity', '1');
    await fill(form, 'Goal', '10');
    await fill(form, 'Round-trip fee rate (decimal)', '0');
    await fill(form, 'Current price (optional)', '110');
    await expectValue(form, 'targetPrice', 110);
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText('The current price is exactly at your target price.');

    await fill(form, 'Current price (optional)', '');
    await expect(status).toHaveCount(0);
    await expectValue(form, 'targetPrice', 110);
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, '/tools/target-price');
    let form = calculator(page, 'target-price');
    await fill(form, 'Quantity', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="targetPrice"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="targetPrice"]')).toHaveText('—');

    await gotoPage(page, '/tools/target-price?lng=de');
    form = calculator(page, 'target-price');
    await fill(form, 'Hebel', '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
    await fill(form, 'Hebel', '10');
    await fill(form, 'Aktueller Preis (optional)', '60500');
    await expect(form.locator('[data-status]')).toHaveText('Der aktuelle Preis liegt 821,3213 USDT (1,36 %) unter deinem Zielpreis: Er muss noch so weit steigen.');
  });

  test('links the learn guide and carries the NFA notice', async ({ page }) => {
    await gotoPage(page, '/tools/target-price');
    await expect(page.locator('main a[href="/learn/pnl-roi-basics"]').first()).toBeVisible();
    await expect(page.locator('main [data-nfa] a[href="/nfa"]')).toBeVisible();
  });
});

test.describe('target-price-pro on /tools/target-price-pro', () => {
  async function position(form: Locator, side: 'Long' | 'Short', stop: string): Promise<void> {
    await choose(form, side);
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Quantity', '0.5');
    await fill(form, 'Leverage', '10');
    await choose(form, 'ROI in %');
    await fill(form, 'Goal', '20');
    await fill(form, 'Stop price (optional)', stop);
    await fill(form, 'Entry fee rate (decimal)', '0.0005');
    await fill(form, 'Exit fee rate (decimal)', '0.0005');
    await fill(form, 'Slippage (decimal)', '0.0005');
    await fill(form, 'Half spread (decimal)', '0.0001');
    await fill(form, 'Funding rate per 8 h (decimal)', '0.0001');
    await fill(form, 'Holding time', '24');
  }

  test('long and short with all costs', async ({ page }) => {
    await gotoPage(page, '/tools/target-price-pro');
    await expect(page.locator('main[data-page="tool-target-price-pro"]')).toBeVisible();
    const form = calculator(page, 'target-price-pro');
    await position(form, 'Long', '58800');
    await expectValue(form, 'targetPrice', 61351.486229406466);
    await expectValue(form, 'effectiveEntry', 60036);
    await expectValue(form, 'effectiveExit', 61314.67533766882);
    await expectValue(form, 'fees', 30.337668834417205);
    await expectValue(form, 'funding', 9);
    await expectValue(form, 'netPnl', 600);
    await expectValue(form, 'roi', 0.2, 9);
    await expectValue(form, 'rMultiple', 1, 9);
    await expectValue(form, 'breakEvenPrice', 60150.165136600706);
    // The table of targets for ROI 10/25/50/100 % and 1R/2R/3R.
    await expectValue(form, 'targets.roi10.targetPrice', 60750.82568300359);
    await expectValue(form, 'targets.roi25.targetPrice', 61651.81650260791);
    await expectValue(form, 'targets.roi50.targetPrice', 63153.4678686151);
    await expectValue(form, 'targets.roi100.targetPrice', 66156.7706006295);
    await expectValue(form, 'targets.r1.targetPrice', 61351.486229406466);
    await expectValue(form, 'targets.r2.targetPrice', 62552.807322212226);
    await expectValue(form, 'targets.r3.targetPrice', 63754.128415017985);
    await expectValue(form, 'targets.r3.netPnl', 1800);
    await expect(form.getByRole('table', { name: 'Target prices for other goals' })).toBeVisible();

    await position(form, 'Short', '61200');
    await expectValue(form, 'targetPrice', 58687.444205141095);
    await expectValue(form, 'effectiveEntry', 59964);
    await expectValue(form, 'effectiveExit', 58722.656671664176);
    await expectValue(form, 'funding', -9);
    await expectValue(form, 'netPnl', 600);
    await expectValue(form, 'breakEvenPrice', 59886.12529633645);
    await expectValue(form, 'targets.roi100.targetPrice', 53892.71984035966);
    await expectValue(form, 'targets.r3.targetPrice', 56290.08202275038);

    // Without a stop the R rows are blank.
    await fill(form, 'Stop price (optional)', '');
    await expect(form.locator('output[name="targets.r1.targetPrice"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="rMultiple"]')).toHaveCount(0);
    await expectValue(form, 'targets.roi25.targetPrice', 58387.77393234226);
  });

  test('a goal in R: 2R long, 3R short, and the stop messages', async ({ page }) => {
    await gotoPage(page, '/tools/target-price-pro');
    const form = calculator(page, 'target-price-pro');
    await position(form, 'Long', '58800');
    await choose(form, 'R multiple');
    await fill(form, 'Goal', '2');
    await expectValue(form, 'targetPrice', 62552.807322212226);
    await expectValue(form, 'netPnl', 1200);
    await expectValue(form, 'rMultiple', 2, 9);

    await choose(form, 'Short');
    await fill(form, 'Goal', '3');
    // The stop follows the side until it is edited (2 % from the entry): 61,200 for a short.
    await expect(form.getByLabel('Stop price (optional)', { exact: true })).toHaveValue('61200');
    await expectValue(form, 'targetPrice', 56290.08202275038);
    // A stop on the profit side of a short.
    await fill(form, 'Stop price (optional)', '58800');
    await expect(form.getByRole('alert')).toHaveText('For a goal in R the stop must be on the loss side: below the entry for a long, above the entry for a short.');
    await expect(form.locator('output[name="targetPrice"]')).toHaveAttribute('data-value', '');
    await fill(form, 'Stop price (optional)', '61200');
    await expectValue(form, 'targetPrice', 56290.08202275038);
    await expectValue(form, 'rMultiple', 3, 9);

    await fill(form, 'Stop price (optional)', '');
    await expect(form.getByRole('alert')).toHaveText('A goal in R needs a stop: enter a stop price below the entry for a long or above the entry for a short.');
  });

  test('validation message in English and German', async ({ page }) => {
    await gotoPage(page, '/tools/target-price-pro');
    let form = calculator(page, 'target-price-pro');
    await fill(form, 'Entry price', '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="targetPrice"]')).toHaveAttribute('data-value', '');

    await gotoPage(page, '/tools/target-price-pro?lng=de');
    form = calculator(page, 'target-price-pro');
    await fill(form, 'Menge', '-1');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
    await fill(form, 'Menge', '0,5');
    await choose(form, 'R-Vielfaches');
    await fill(form, 'Stop-Preis (optional)', '');
    await expect(form.getByRole('alert')).toHaveText('Ein Ziel in R braucht einen Stop: Gib einen Stop-Preis unter dem Einstieg (Long) oder über dem Einstieg (Short) ein.');
  });

  test('links the learn guide and carries the NFA notice', async ({ page }) => {
    await gotoPage(page, '/tools/target-price-pro');
    await expect(page.locator('main a[href="/learn/pnl-roi-basics"]').first()).toBeVisible();
    await expect(page.locator('main [data-nfa] a[href="/nfa"]')).toBeVisible();
  });
});
