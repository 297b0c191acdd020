import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage } from './calculatorPage';

/**
 * Learn guides (pnl-roi-basics, order-types-strategies, risk-management, trading-psychology,
 * liquidation-risk): the table of contents scrolls to its sections, and each guide's calculator, filled by
 * label like a user would, reproduces the guide's worked example in English and German. The expected numbers
 * are the calculators' spec examples (computed independently with Python); the displayed results must also
 * appear in the guide's text, so prose and widget cannot drift apart.
 */

const GUIDES = ['/learn/pnl-roi-basics', '/learn/order-types-strategies', '/learn/risk-management', '/learn/trading-psychology', '/learn/liquidation-risk'];

/** The anchors the table of contents links to, in order (`/learn/x#anchor` → `anchor`). */
/** The anchors of the page's table of contents; `path` is the page's URL path in its language ('/de/learn/…'). */
async function tocAnchors(page: Page, path: string): Promise<string[]> {
  const hrefs = await page.locator('#toc a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) expect(href.startsWith(`${path}#`), `TOC link ${href}`).toBe(true);
  return hrefs.map((href) => href.slice(path.length + 1));
}

/** The heading of an anchor: the element itself when it is a heading, else the first heading inside it. */
function headingOf(page: Page, anchor: string): Locator {
  return page.locator(`:is(h2, h3)[id="${anchor}"], [id="${anchor}"] :is(h2, h3)`).first();
}

/** Typography aside (− for -, a space before % or not), the text a reader compares. */
function normalize(text: string): string {
  return text.replace(/\u2212/g, '-').replace(/\s+/g, ' ').replace(/ %/g, '%').trim();
}

/** The page's text shows the formatted output (the worked example quotes what the widget displays). */
async function expectTextQuotesOutput(page: Page, form: Locator, name: string): Promise<void> {
  const shown = normalize(await form.locator(`output[name="${name}"]`).innerText());
  expect(shown).not.toBe('—');
  const prose = normalize((await page.locator('main [data-block="prose"]').allInnerTexts()).join('\n'));
  expect(prose.includes(shown), `the guide's text should quote ${name} as shown by the calculator: "${shown}"`).toBe(true);
}

for (const path of GUIDES) {
  for (const lng of ['en', 'de'] as const) {
    test(`${path} [${lng}]: every table-of-contents link scrolls to its section`, async ({ page }) => {
      await gotoPage(page, lng === 'de' ? `${path}?lng=de` : path);
      const urlPath = `${lng === 'de' ? '/de' : ''}${path}`;
      const anchors = await tocAnchors(page, urlPath);
      // Visit from the last to the first, so that every click needs a real scroll (down to the first link, then up).
      for (const anchor of [...anchors].reverse()) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.locator(`#toc a[href="${urlPath}#${anchor}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
        await expect(headingOf(page, anchor)).toBeInViewport();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
    });
  }
}

test.describe('pnl-roi on /learn/pnl-roi-basics', () => {
  const expected = async (form: Locator) => {
    await expectValue(form, 'notional', 12000);
    await expectValue(form, 'margin', 1200);
    await expectValue(form, 'priceMovePct', 0.05, 9);
    await expectValue(form, 'grossPnl', 600);
    await expectValue(form, 'fees', 12.3);
    await expectValue(form, 'netPnl', 581.7);
    await expectValue(form, 'roi', 0.48475, 9);
    await expectValue(form, 'breakEvenPrice', 60090.04502251125);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  };

  test('worked example in English, then the short with funding received', async ({ page }) => {
    await gotoPage(page, '/learn/pnl-roi-basics');
    const form = calculator(page, 'pnl-roi');
    await choose(form, 'Long');
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Exit price', '63000');
    await fill(form, 'Quantity', '0.2');
    await fill(form, 'Leverage', '10');
    await fill(form, 'Fee rate per side (decimal)', '0.0005');
    await fill(form, 'Funding paid', '6');
    await expected(form);
    for (const name of ['netPnl', 'roi', 'fees', 'breakEvenPrice']) await expectTextQuotesOutput(page, form, name);

    await choose(form, 'Short');
    await fill(form, 'Exit price', '57000');
    await fill(form, 'Funding paid', '-4');
    await expectValue(form, 'fees', 11.7);
    await expectValue(form, 'netPnl', 592.3);
    await expectTextQuotesOutput(page, form, 'netPnl');
  });

  test('worked example in German with decimal commas', async ({ page }) => {
    await gotoPage(page, '/learn/pnl-roi-basics?lng=de');
    const form = calculator(page, 'pnl-roi');
    await choose(form, 'Long');
    await fill(form, 'Einstiegspreis', '60000');
    await fill(form, 'Ausstiegspreis', '63000');
    await fill(form, 'Menge', '0,2');
    await fill(form, 'Hebel', '10');
    await fill(form, 'Gebührensatz pro Seite (dezimal)', '0,0005');
    await fill(form, 'Gezahltes Funding', '6');
    await expected(form);
    await expect(form.locator('output[name="netPnl"]')).toHaveText('581,70');
    for (const name of ['netPnl', 'roi', 'fees', 'breakEvenPrice']) await expectTextQuotesOutput(page, form, name);
  });
});

test.describe('order-bracket on /learn/order-types-strategies', () => {
  const expected = async (form: Locator) => {
    await expectValue(form, 'notional', 6000);
    await expectValue(form, 'entryFee', 1.2);
    await expectValue(form, 'stopDistancePct', 0.02, 9);
    await expectValue(form, 'lossAtStop', -124.14);
    await expectValue(form, 'profitAtTarget', 297.54);
    await expectValue(form, 'rewardRisk', 2.3968100531657806, 9);
    await expectValue(form, 'breakEvenWinRate', 0.2943938531587934, 9);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  };

  test('worked example in English, then a market entry', async ({ page }) => {
    await gotoPage(page, '/learn/order-types-strategies');
    const form = calculator(page, 'order-bracket');
    await choose(form, 'Long');
    await choose(form, 'Limit (maker)');
    await fill(form, 'Entry price', '60000');
    await fill(form, 'Quantity', '0.1');
    await fill(form, 'Stop-loss price', '58800');
    await fill(form, 'Take-profit price', '63000');
    await fill(form, 'Maker fee (decimal)', '0.0002');
    await fill(form, 'Taker fee (decimal)', '0.0005');
    await expected(form);
    for (const name of ['lossAtStop', 'profitAtTarget', 'rewardRisk', 'breakEvenWinRate']) await expectTextQuotesOutput(page, form, name);

    await choose(form, 'Market (taker)');
    await expectValue(form, 'entryFee', 3);
    await expectValue(form, 'rewardRisk', 2.348261076703192, 9);
    await expectTextQuotesOutput(page, form, 'rewardRisk');
  });

  test('worked example in German; a stop on the wrong side is refused', async ({ page }) => {
    await gotoPage(page, '/learn/order-types-strategies?lng=de');
    const form = calculator(page, 'order-bracket');
    await choose(form, 'Long');
    await choose(form, 'Limit (Maker)');
    await fill(form, 'Einstiegspreis', '60000');
    await fill(form, 'Menge', '0,1');
    await fill(form, 'Stop-Loss-Preis', '58800');
    await fill(form, 'Take-Profit-Preis', '63000');
    await fill(form, 'Maker-Gebühr (dezimal)', '0,0002');
    await fill(form, 'Taker-Gebühr (dezimal)', '0,0005');
    await expected(form);
    await expect(form.locator('output[name="lossAtStop"]')).toHaveText('-124,14');
    for (const name of ['lossAtStop', 'profitAtTarget', 'rewardRisk', 'breakEvenWinRate']) await expectTextQuotesOutput(page, form, name);

    await fill(form, 'Stop-Loss-Preis', '61000');
    await expect(form.getByRole('alert')).toHaveText('Stop muss je nach Richtung hinter dem Einstieg liegen.');
    await expect(form.locator('output[name="lossAtStop"]')).toHaveAttribute('data-value', '');
  });
});

test.describe('fixed-fractional-drawdown on /learn/risk-management', () => {
  test('1 % and 2 % over 10 losses in English, with the drawdown cascade', async ({ page }) => {
    await gotoPage(page, '/learn/risk-management');
    const form = calculator(page, 'fixed-fractional-drawdown');
    await fill(form, 'Account balance', '10000');
    await fill(form, 'Risk per trade', '1');
    await fill(form, 'Losses in a row', '10');
    await expectValue(form, 'balanceAfter', 9043.820750088043);
    await expectValue(form, 'drawdownPct', 0.09561792499119559, 9);
    await expectValue(form, 'nextRiskAmount', 90.43820750088044);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
    for (const name of ['balanceAfter', 'drawdownPct', 'nextRiskAmount']) await expectTextQuotesOutput(page, form, name);

    await fill(form, 'Risk per trade', '2');
    await expectValue(form, 'balanceAfter', 8170.728068875467);
    await expectValue(form, 'drawdownPct', 0.1829271931124533, 9);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    for (const name of ['balanceAfter', 'drawdownPct', 'nextRiskAmount']) await expectTextQuotesOutput(page, form, name);

    await fill(form, 'Losses in a row', '3');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
    await fill(form, 'Risk per trade', '1');
    await fill(form, 'Losses in a row', '5');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  });

  test('worked example in German', async ({ page }) => {
    await gotoPage(page, '/learn/risk-management?lng=de');
    const form = calculator(page, 'fixed-fractional-drawdown');
    await fill(form, 'Kontostand', '10000');
    await fill(form, 'Risiko pro Trade', '2');
    await fill(form, 'Verluste in Folge', '10');
    await expectValue(form, 'balanceAfter', 8170.728068875467);
    await expectValue(form, 'drawdownPct', 0.1829271931124533, 9);
    await expect(form.locator('output[name="balanceAfter"]')).toHaveText('8.170,73');
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
    for (const name of ['balanceAfter', 'drawdownPct', 'nextRiskAmount']) await expectTextQuotesOutput(page, form, name);

    await fill(form, 'Verluste in Folge', '2,5');
    await expect(form.getByRole('alert')).toHaveText('Gib die Zahl der Verluste als ganze Zahl von 0 bis 1.000 ein.');
  });
});

test.describe('loss-recovery on /learn/trading-psychology', () => {
  const expected = async (form: Locator) => {
    await expectValue(form, 'balanceAfter', 8000);
    await expectValue(form, 'lossAmount', 2000);
    await expectValue(form, 'recoveryGainPct', 0.25, 9);
    await expectValue(form, 'tradesToRecover', 12);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'warn');
  };

  test('worked example in English; −50 % needs +100 %', async ({ page }) => {
    await gotoPage(page, '/learn/trading-psychology');
    const form = calculator(page, 'loss-recovery');
    await fill(form, 'Starting balance', '10000');
    await fill(form, 'Loss', '20');
    await fill(form, 'Gain per winning trade', '2');
    await expected(form);
    for (const name of ['balanceAfter', 'lossAmount', 'recoveryGainPct', 'tradesToRecover']) await expectTextQuotesOutput(page, form, name);

    await fill(form, 'Loss', '50');
    await expectValue(form, 'recoveryGainPct', 1, 9);
    await expect(form.locator('[data-status]')).toHaveAttribute('data-status', 'danger');
  });

  test('worked example in German', async ({ page }) => {
    await gotoPage(page, '/learn/trading-psychology?lng=de');
    const form = calculator(page, 'loss-recovery');
    await fill(form, 'Anfangsstand', '10000');
    await fill(form, 'Verlust', '20');
    await fill(form, 'Gewinn pro Gewinn-Trade', '2');
    await expected(form);
    await expect(form.locator('output[name="balanceAfter"]')).toHaveText('8.000,00');
    for (const name of ['balanceAfter', 'lossAmount', 'recoveryGainPct', 'tradesToRecover']) await expectTextQuotesOutput(page, form, name);
  });
});

test.describe('calculators of /learn/liquidation-risk reproduce its worked examples', () => {
  for (const lng of ['en', 'de'] as const) {
    test(`margin ratio and liquidation estimate [${lng}]`, async ({ page }) => {
      const de = lng === 'de';
      await gotoPage(page, de ? '/learn/liquidation-risk?lng=de' : '/learn/liquidation-risk');
      const ratio = calculator(page, 'margin-ratio');
      await choose(ratio, 'Long');
      await fill(ratio, de ? 'Positionsgröße (Nominalwert)' : 'Position size (notional)', '10000');
      await fill(ratio, de ? 'Hebel' : 'Leverage', '10');
      await fill(ratio, de ? 'Erhaltungsmargensatz (MMR)' : 'Maintenance margin rate (MMR)', de ? '0,005' : '0.005');
      await fill(ratio, de ? 'Preisänderung' : 'Price change', '-5');
      await expectValue(ratio, 'initialMargin', 1000);
      await expectValue(ratio, 'equity', 500);
      await expectValue(ratio, 'maintenanceMargin', 47.5);
      await expectValue(ratio, 'marginRatio', 0.095, 9);
      for (const name of ['maintenanceMargin', 'marginRatio']) await expectTextQuotesOutput(page, ratio, name);

      const estimate = calculator(page, 'liquidation-estimate');
      await choose(estimate, 'Long');
      await fill(estimate, de ? 'Einstiegspreis' : 'Entry price', '60000');
      await fill(estimate, de ? 'Hebel' : 'Leverage', '10');
      await fill(estimate, de ? 'Erhaltungsmargensatz (MMR)' : 'Maintenance margin rate (MMR)', de ? '0,005' : '0.005');
      await fill(estimate, de ? 'Sicherheitspuffer' : 'Safety buffer', '0');
      await expectValue(estimate, 'liquidationPrice', 54300);
      await expectValue(estimate, 'distancePct', 0.095, 9);
      await choose(estimate, 'Short');
      await expectValue(estimate, 'liquidationPrice', 65700);
    });
  }
});
