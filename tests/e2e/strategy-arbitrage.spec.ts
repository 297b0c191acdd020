import { expect, test } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage, openStrategyPage, statusOf, value } from './calculatorPage';

/**
 * /strategies/arbitrage: the cross-exchange, triangular and basis calculators. Expected numbers are
 * their spec examples, computed independently in scripts/reference/arbitrage.py; the exchange choices
 * fill the fee fields until the visitor types a fee. The pairs tool (`section[data-backtest=pairs]`) on the
 * lab's daily multi-asset sample: its defaults' numbers are those of src/finance/portfolio/pairs.ts, which is
 * tested against numpy.
 */

const PATH = '/strategies/arbitrage';
const ID = 'strategy-arbitrage';

test.describe('Arbitrage strategy page', () => {
  test('cross-exchange: the worked example, the signal as the transfer slows, fee presets that keep a typed fee (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const cross = calculator(page, 'arb-cross');
    await expectValue(cross, 'grossSpread', 0.01, 12);
    await expectValue(cross, 'netProfit', 136.72848, 6);
    await expectValue(cross, 'breakEvenSpread', 0.00542224922097323, 12);
    await expectValue(cross, 'transferSigma', 0.004330127018922192, 12);
    await expectValue(cross, 'priceRisk', 131.1503675338731, 6);
    await expectValue(cross, 'signal', 1, 9);
    await expect(statusOf(cross)).toHaveAttribute('data-status', 'ok');
    await expect(statusOf(cross)).toContainText('Signal: buy');

    // An hour in transit: one σ (185.47 USDT) exceeds the profit, the signal turns neutral.
    await fill(cross, 'Transfer time', '60');
    await expectValue(cross, 'priceRisk', 185.4746284766194, 6);
    await expectValue(cross, 'signal', 0, 9);
    await expect(statusOf(cross)).toHaveAttribute('data-status', 'warn');
    await expect(statusOf(cross)).toContainText('Signal: neutral');

    // The exchange fills its fee; a typed fee stays when the exchange changes.
    const feeA = cross.getByLabel('Trading fee on A', { exact: true });
    const feeB = cross.getByLabel('Trading fee on B', { exact: true });
    await cross.getByLabel('Exchange A (you buy)', { exact: true }).selectOption('coinbase');
    await expect(feeA).toHaveValue('0.6');
    await fill(cross, 'Trading fee on B', '0.45');
    await cross.getByLabel('Exchange B (you sell)', { exact: true }).selectOption('mexc');
    await expect(feeB).toHaveValue('0.45');
    // 0.6 % on A and 0.45 % on B: the 1 % spread no longer pays — a loss and the danger status.
    await expect(statusOf(cross)).toHaveAttribute('data-status', 'danger');

    // The coin sets example prices and its withdrawal fee; a zero price is refused with a message.
    await cross.getByLabel('Coin', { exact: true }).selectOption('SOL');
    await expect(cross.getByLabel('Buy price on A', { exact: true })).toHaveValue('150');
    await expect(cross.getByLabel('Withdrawal fee', { exact: true })).toHaveValue('0.01');
    await fill(cross, 'Buy price on A', '0');
    await expect(cross.locator('[role="alert"]')).toHaveText('Both prices must be greater than 0.');
    await expect(cross.locator('output[name="netProfit"]')).toHaveAttribute('data-value', '');
  });

  test('triangular and basis: worked examples, a typed change each, the perpetual and the signals (English)', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'en');
    const triangle = calculator(page, 'arb-triangular');
    await expectValue(triangle, 'impliedPrice', 3000, 9);
    await expectValue(triangle, 'gross1', 0.0033333333333334103, 12);
    await expectValue(triangle, 'net1', 0.0003263423300001733, 12);
    await expectValue(triangle, 'profit2', -63.09303322259208, 6);
    await expectValue(triangle, 'breakEven', 0.003006010015021099, 12);
    await expectValue(triangle, 'signal', 1, 9);
    await expect(statusOf(triangle)).toHaveAttribute('data-status', 'ok');
    await fill(triangle, 'Coin/USDT rate', '3005');
    await expectValue(triangle, 'net1', -0.001335329334999913, 12);
    await expectValue(triangle, 'signal', 0, 9);
    await expect(statusOf(triangle)).toHaveAttribute('data-status', 'warn');

    const basis = calculator(page, 'arb-basis');
    await expectValue(basis, 'basisPct', 0.02, 12);
    await expectValue(basis, 'annualBasis', 0.0811111111111111, 12);
    await expectValue(basis, 'fees', 181.2, 9);
    await expectValue(basis, 'netCarry', 279.0739726027397, 6);
    await expectValue(basis, 'netCarryAnnual', 0.01886333333333333, 12);
    await expectValue(basis, 'signal', 1, 9);
    // Perpetual at 0.01 % per 8 h for 30 days on own capital.
    await choose(basis, 'Perpetual');
    await fill(basis, 'Futures price', '60030');
    await fill(basis, 'Days to expiry or holding period', '30');
    await fill(basis, 'Cost of money (cash-and-carry)', '0');
    await expectValue(basis, 'annualBasis', 0.1095, 12);
    await expectValue(basis, 'funding', 540.27, 6);
    await expectValue(basis, 'netCarry', 390.24, 6);
    await expect(statusOf(basis)).toHaveAttribute('data-status', 'ok');
    // Backwardation on a dated future: the reverse trade pays, the signal is sell.
    await choose(basis, 'Dated');
    await fill(basis, 'Spot price', '3000');
    await fill(basis, 'Futures price', '2940');
    await fill(basis, 'Quantity', '10');
    await fill(basis, 'Coin borrow cost (reverse)', '2');
    await expectValue(basis, 'netReverse', 461.2849315068493, 6);
    await expectValue(basis, 'signal', -1, 9);
    await expect(statusOf(basis)).toContainText('Signal: sell');
  });

  test('German page: formatted results, the signal in German and a validation message', async ({ page }) => {
    await openStrategyPage(page, PATH, ID, 'de');
    const cross = calculator(page, 'arb-cross');
    await expect(cross.locator('output[name="netProfit"]')).toContainText('136,73');
    await expect(statusOf(cross)).toContainText('Signal: Kaufen');
    await fill(cross, 'Auszahlungsgebühr', '0,5');
    await expect(cross.locator('[role="alert"]')).toHaveText('Die Auszahlungsgebühr muss mindestens 0 und kleiner als die Menge sein.');
    const basis = calculator(page, 'arb-basis');
    await expect(basis.locator('output[name="fees"]')).toContainText('181,20');
    await fill(basis, 'Tage bis Verfall oder Haltedauer', '0');
    await expect(basis.locator('[role="alert"]')).toHaveText('Gib die Tage von 1 bis 3.650 ein.');
    await expect(page.locator('#pairs')).toContainText('Halbwertszeit');
  });

  test('pairs: hedge ratio, half-life and the z-score backtest on the multi-asset sample, and a changed entry', async ({ page }) => {
    await gotoPage(page, PATH);
    const tool = page.locator('section[data-backtest="pairs"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expectValue(tool, 'hedgeRatio', 0.8944719920747155, 8);
    await expectValue(tool, 'halfLife', 8.062709064536218, 6);
    await expectValue(tool, 'trades', 24, 9);
    await expectValue(tool, 'winRate', 0.875, 9);
    await tool.locator('input[name="entry"]').fill('3');
    await expect.poll(() => value(tool, 'trades')).toBeLessThan(24);
    await expectValue(tool, 'hedgeRatio', 0.8944719920747155, 8);
  });
});
