import { expect, test } from './fixtures';
import { calculator, expectValue, fill, gotoPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/hedging in English and German: the five calculators (hedge-sizer, hedge-mixer, basis-risk,
 * protective-put, hedge-scenarios) driven by label through the DOM contract (`output[data-value]`,
 * the form's role=alert region, `data-status`), the worked example in the text and the NFA link.
 * Expected numbers are the spec examples, computed independently with Python (scripts/reference/hedge.py).
 */

test.describe('/strategies/hedging', () => {
  test('[en] worked example, over-hedge, validation and the other four calculators', async ({ page }) => {
    await gotoPage(page, '/strategies/hedging');
    const main = page.locator('main[data-page="strategy-hedging"]');
    await expect(main).toBeVisible();
    // The worked example in the text is the sizer's default result.
    await expect(main.locator('#worked-example')).toContainText('1,636.36 contracts');

    const sizer = calculator(page, 'hedge-sizer');
    await expectValue(sizer, 'hedgeRatio', 0.9818181818181818, 9);
    await expectValue(sizer, 'contracts', 1636.3636363636363);
    await expectValue(sizer, 'betaContracts', 1833.3333333333335);
    await expectValue(sizer, 'effectiveHedge', 0.9818181818181818, 9);
    await expectValue(sizer, 'residualRisk', 0.26153393661244034, 9);
    await expectValue(sizer, 'trackingError', 0.26153393661244045, 9);
    await expect(sizer.locator('output[name="contracts"]')).toHaveText('1,636.36');
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'ok');

    await fill(sizer, 'Target hedge', '150');
    await expectValue(sizer, 'contracts', 2454.5454545454545);
    await expectValue(sizer, 'trackingError', 0.3758989225842502, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await expect(statusOf(sizer)).toContainText('Over-hedged');

    await fill(sizer, 'Correlation (rho)', '1.2');
    await expect(sizer.getByRole('alert')).toHaveText('The correlation must lie between −1 and 1.');
    await expect(sizer.locator('output[name="contracts"]')).toHaveAttribute('data-value', '');

    // Basket mixer: three legs by default, two legs hide leg 3, impossible correlations are refused.
    const mixer = calculator(page, 'hedge-mixer');
    await expectValue(mixer, 'portfolioBeta', 1.1600000000000001, 9);
    await expectValue(mixer, 'portfolioSigma', 0.6087076473973365, 9);
    await expectValue(mixer, 'hedgeContracts', 966.6666666666667);
    await fill(mixer, 'Correlation legs 1 and 2 (rho12)', '0.9');
    await fill(mixer, 'Correlation legs 1 and 3 (rho13)', '0.9');
    await fill(mixer, 'Correlation legs 2 and 3 (rho23)', '-0.9');
    await expect(mixer.getByRole('alert')).toContainText('These three correlations cannot occur together');
    expect(await value(mixer, 'portfolioSigma')).toBeNull();
    await mixer.getByLabel('Number of legs', { exact: true }).selectOption('2');
    await expect(mixer.getByLabel('Leg 3 weight', { exact: true })).toHaveCount(0);
    await expectValue(mixer, 'portfolioBeta', 0.86, 9);
    await expectValue(mixer, 'hedgeContracts', 716.6666666666666);

    // Basis risk: defaults, then a holding period past expiry.
    const basis = calculator(page, 'basis-risk');
    await expectValue(basis, 'basis', 1200);
    await expectValue(basis, 'annualisedBasis', 0.0811111111111111, 9);
    await expectValue(basis, 'pnlRange1Sigma', 164.31676725154983);
    await expectValue(basis, 'range.plus2.hedgePnl', -328.63353450309967);
    await expect(statusOf(basis)).toHaveAttribute('data-status', 'ok');
    await fill(basis, 'Holding period', '120');
    await expect(basis.getByRole('alert')).toHaveText('The holding period must be greater than 0 and at most the days to expiry (90).');

    // Protective put: break-even is price + premium, the payoff table stops at the maximum loss.
    const put = calculator(page, 'protective-put');
    await expectValue(put, 'breakEven', 61500);
    await expectValue(put, 'maxLoss', 3250);
    await expectValue(put, 'floorPrice', 53500);
    await expectValue(put, 'payoff.m30.hedged', -3250);
    await expectValue(put, 'payoff.p30.hedged', 8250);
    await expect(statusOf(put)).toHaveAttribute('data-status', 'ok');
    await fill(put, 'Strike price', '45000');
    await fill(put, 'Premium per unit', '600');
    await fill(put, 'Contracts (units of the underlying)', '1');
    await expectValue(put, 'maxLoss', 15600);
    await expect(statusOf(put)).toHaveAttribute('data-status', 'warn');

    // Scenarios: 75 % hedge of ±20 %, then an over-hedge.
    const scenarios = calculator(page, 'hedge-scenarios');
    await expectValue(scenarios, 'worstUnhedged', -20000);
    await expectValue(scenarios, 'worstHedged', -5000);
    await expectValue(scenarios, 'worstWithSlippage', -5750);
    await expectValue(scenarios, 'scenarios.flat.withSlippage', -750);
    await fill(scenarios, 'Hedged share', '150');
    await expectValue(scenarios, 'scenarios.up.hedged', -10000);
    await expect(statusOf(scenarios)).toHaveAttribute('data-status', 'warn');

    await expect(main.locator('#nfa a[href="/nfa"]')).toBeVisible();
  });

  test('[de] German labels, decimal comma, messages and the NFA link', async ({ page }) => {
    await gotoPage(page, '/de/strategies/hedging');
    const main = page.locator('main[data-page="strategy-hedging"]');
    await expect(main.locator('#worked-example')).toContainText('1.636,36 Kontrakte');

    const sizer = calculator(page, 'hedge-sizer');
    await expect(sizer.locator('output[name="contracts"]')).toHaveText('1.636,36');
    // The altcoin cross-hedge example: weak correlation.
    await fill(sizer, 'Positionswert (V)', '20.000');
    await fill(sizer, 'Futures-Preis (F)', '3.000');
    await fill(sizer, 'Kontraktmultiplikator (Q)', '0,01');
    await fill(sizer, 'Portfolio-Beta', '1,4');
    await fill(sizer, 'Korrelation (rho)', '0,6');
    await fill(sizer, 'Volatilität der Position (σS)', '90');
    await fill(sizer, 'Volatilität des Futures (σF)', '70');
    await expectValue(sizer, 'hedgeRatio', 0.7714285714285715, 9);
    await expectValue(sizer, 'contracts', 514.2857142857143);
    await expectValue(sizer, 'betaContracts', 933.3333333333334);
    await expectValue(sizer, 'residualRisk', 0.7200000000000001, 9);
    await expect(statusOf(sizer)).toHaveAttribute('data-status', 'warn');
    await expect(statusOf(sizer)).toContainText('Schwache Korrelation');
    await fill(sizer, 'Ziel-Absicherung', '250');
    await expect(sizer.getByRole('alert')).toHaveText('Gib die Ziel-Absicherung von 0 bis 200 % ein.');

    const put = calculator(page, 'protective-put');
    await fill(put, 'Preis des Basiswerts', '60.000');
    await fill(put, 'Strike (Ausübungspreis)', '1.000');
    await fill(put, 'Prämie pro Einheit', '1.000');
    await expect(put.getByRole('alert')).toHaveText('Die Prämie muss unter dem Strike liegen: Ein Put kann nie mehr als seinen Strike auszahlen.');

    await expect(main.locator('#nfa a[href="/de/nfa"]')).toBeVisible();
  });
});
