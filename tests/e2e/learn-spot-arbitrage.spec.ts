import { expect, test, type Locator, type Page } from './fixtures';
import { calculator, choose, expectValue, fill, gotoPage } from './calculatorPage';

/**
 * Issue 4: /learn/futures-versus-spot (futures-vs-spot widget with its liquidation mini-calculator),
 * /learn/futures-versus-arbitrage (choice-helper: scores, confidence, the tendency status and the
 * reason note) and the /learn overview cards, driven like a user: inputs by label, results through the
 * DOM contract. Expected numbers are the calculator spec examples (computed independently in Python);
 * the TOC links must scroll to their sections and set the hash, in both languages.
 */

test.describe('futures-vs-spot on /learn/futures-versus-spot', () => {
  async function trade(form: Locator, labels: Record<string, string>, values: Record<string, string>): Promise<void> {
    for (const [key, text] of Object.entries(values)) await fill(form, labels[key] ?? key, text);
  }
  const EN = { entry: 'Entry price', current: 'Current price', quantity: 'Quantity (coins)', leverage: 'Leverage', mmr: 'Maintenance margin rate (MMR)' };
  const DE = { entry: 'Einstiegspreis', current: 'Aktueller Preis', quantity: 'Menge (Coins)', leverage: 'Hebel', mmr: 'Erhaltungsmargensatz (MMR)' };

  test('the worked example: long and short 10x on a +10 % move, then a −10 % move', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-spot');
    const form = calculator(page, 'futures-vs-spot');
    const status = form.locator('[data-status]');
    await choose(form, 'Long');
    await trade(form, EN, { entry: '60000', current: '66000', quantity: '0.5', leverage: '10', mmr: '0.005' });
    await expectValue(form, 'spotPnl', 3000);
    await expectValue(form, 'spotRoi', 0.1, 9);
    await expectValue(form, 'futuresMargin', 3000);
    await expectValue(form, 'futuresPnl', 3000);
    await expectValue(form, 'futuresRoi', 1, 9);
    await expectValue(form, 'liquidationPrice', 54300);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('54,300.00');
    await expect(form.locator('output[name="futuresRoi"]')).toHaveText('100%');
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText('The futures position is still open: the current price is 17.73% away from the estimated liquidation price.');
    // The liquidation mini-calculator note: distance from entry.
    await expect(form.locator('.calc-note').filter({ hasText: 'Liquidation mini-calculator' })).toContainText(
      'A move of 9.5% against your futures position — to about 54,300.00 USDT — ends it.',
    );
    await expect(form.locator('.calc-note').filter({ hasText: 'Same move, different return' })).toContainText(
      'The price moved by 10%. On spot you paid the full 30,000.00 USDT and made 10%; on futures you deposited 3,000.00 USDT and made 100%',
    );

    await choose(form, 'Short');
    await expectValue(form, 'spotPnl', 3000);
    await expectValue(form, 'futuresPnl', -3000);
    await expectValue(form, 'futuresRoi', -1, 9);
    await expectValue(form, 'liquidationPrice', 65700);
    await expect(status).toHaveAttribute('data-status', 'danger');
    await expect(status).toContainText('Liquidated: at 66,000 USDT the futures position would already have been closed at about 65,700.00 USDT');

    await choose(form, 'Long');
    await fill(form, EN.current, '54000');
    await expectValue(form, 'spotPnl', -3000);
    await expectValue(form, 'spotRoi', -0.1, 9);
    await expectValue(form, 'futuresRoi', -1, 9);
    await expect(status).toHaveAttribute('data-status', 'danger');

    await fill(form, EN.current, '54843');
    await expectValue(form, 'futuresRoi', -0.8595, 9);
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toContainText('Caution, near liquidation: the current price is only 0.99% away');

    // The Formula disclosure shows the user's numbers.
    const formula = form.locator('details').filter({ hasText: 'entry · quantity / leverage' });
    await formula.locator('summary').click();
    await expect(formula).toContainText('60,000 · 0.5 / 10 = 3,000.00');
  });

  test('bad input gives a clear message, never NaN', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-spot');
    const form = calculator(page, 'futures-vs-spot');
    await fill(form, EN.quantity, '0');
    await expect(form.getByRole('alert')).toHaveText('Please check your inputs. Entry, size, and leverage must be > 0.');
    await expect(form.locator('output[name="futuresMargin"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('output[name="futuresMargin"]')).toHaveText('—');
    await fill(form, EN.quantity, '0.5');
    await fill(form, EN.current, '0');
    await expect(form.getByRole('alert')).toHaveText('The current price must be > 0.');
    await fill(form, EN.current, '66000');
    await fill(form, EN.leverage, '0.5');
    await expect(form.locator('[role="alert"]')).toHaveText('');
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', '');
    await expect(form.locator('.calc-note').filter({ hasText: 'No liquidation price' })).toBeVisible();
    await expect(form).not.toContainText('NaN');
  });

  test('German: the hedge example with decimal comma and German number format', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-spot?lng=de');
    const form = calculator(page, 'futures-vs-spot');
    await choose(form, 'Short');
    await trade(form, DE, { entry: '3000', current: '2850', quantity: '2', leverage: '20', mmr: '0,005' });
    await expectValue(form, 'spotPnl', -300);
    await expectValue(form, 'spotRoi', -0.05, 9);
    await expectValue(form, 'futuresMargin', 300);
    await expectValue(form, 'futuresPnl', 300);
    await expectValue(form, 'futuresRoi', 1, 9);
    await expectValue(form, 'liquidationPrice', 3135);
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveText('3.135,00');
    await expect(form.locator('output[name="spotPnl"]')).toHaveText('-300,00');
    const status = form.locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toContainText('Die Futures-Position ist noch offen');
    await expect(form.locator('.calc-note').filter({ hasText: 'Liquidations-Minirechner' })).toContainText('bis etwa 3.135,00 USDT');

    await fill(form, DE.leverage, '0');
    await expect(form.getByRole('alert')).toHaveText('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
  });
});

test.describe('choice-helper on /learn/futures-versus-arbitrage', () => {
  async function answer(form: Locator, ...labels: string[]): Promise<void> {
    for (const label of labels) await choose(form, label);
  }

  test('English: defaults, the worked example, both ties and the complexity reasons', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-arbitrage');
    const form = calculator(page, 'choice-helper');
    const status = form.locator('[data-status]');
    const reason = form.locator('.calc-note');

    // Defaults: swing, directional, low, lean.
    await expectValue(form, 'futuresScore', 9);
    await expectValue(form, 'arbitrageScore', 1);
    await expectValue(form, 'confidence', 0.8, 9);
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText('Tendency: futures (9 : 1 points, confidence 80%).');

    // The guide's worked example.
    await answer(form, 'Swing', 'Directional', 'High', 'Lean');
    await expectValue(form, 'futuresScore', 6);
    await expectValue(form, 'arbitrageScore', 4);
    await expectValue(form, 'confidence', 0.2, 9);
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toHaveText('Slight tendency: futures (6 : 4 points, confidence 20%) — read both sides before you decide.');
    await expect(reason).toHaveCount(1);
    await expect(reason).toContainText('Strongest factor: you want directional exposure (4 points for futures)');

    // Tie, decided by a directional exposure answer.
    await answer(form, 'Long-term');
    await expectValue(form, 'futuresScore', 5);
    await expectValue(form, 'arbitrageScore', 5);
    await expectValue(form, 'confidence', 0, 9);
    await expect(status).toHaveAttribute('data-status', 'warn');
    await expect(status).toHaveText('Tie at 5 : 5 — tendency: futures, because a tie is decided by your exposure answer (directional).');

    // Arbitrage despite a directional wish: complexity is the strongest factor.
    await answer(form, 'Ample');
    await expectValue(form, 'futuresScore', 4);
    await expectValue(form, 'arbitrageScore', 6);
    await expect(status).toHaveText('Slight tendency: arbitrage (6 : 4 points, confidence 20%) — read both sides before you decide.');
    await expect(reason).toContainText('Strongest factor: you accept high complexity (3 points for arbitrage)');

    // Tie, decided by a market-neutral exposure answer.
    await answer(form, 'Swing', 'Market-neutral', 'Low', 'Lean');
    await expectValue(form, 'futuresScore', 5);
    await expect(status).toHaveText('Tie at 5 : 5 — tendency: arbitrage, because a tie is decided by your exposure answer (market-neutral).');
    await expect(reason).toContainText('Strongest factor: you want to be market-neutral (4 points for arbitrage)');

    // Futures despite a market-neutral wish: low complexity is the strongest factor.
    await answer(form, 'Intraday');
    await expectValue(form, 'futuresScore', 6);
    await expect(status).toHaveText('Slight tendency: futures (6 : 4 points, confidence 20%) — read both sides before you decide.');
    await expect(reason).toContainText('Strongest factor: you want low complexity (3 points for futures)');
  });

  test('German: a clear arbitrage tendency with its reason', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-arbitrage?lng=de');
    const form = calculator(page, 'choice-helper');
    await answer(form, 'Langfristig', 'Marktneutral', 'Hoch', 'Reichlich');
    await expectValue(form, 'futuresScore', 0);
    await expectValue(form, 'arbitrageScore', 10);
    await expectValue(form, 'confidence', 1, 9);
    const status = form.locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'ok');
    await expect(status).toHaveText(/^Tendenz: Arbitrage \(10 : 0 Punkte, Eindeutigkeit 100\s%\)\.$/);
    await expect(form.locator('.calc-note')).toContainText('Stärkster Faktor: Du willst marktneutral bleiben (4 Punkte für Arbitrage)');

    await answer(form, 'Swing', 'Direktional', 'Knapp');
    await expectValue(form, 'futuresScore', 6);
    await expect(status).toHaveText(/^Leichte Tendenz: Futures \(6 : 4 Punkte, Eindeutigkeit 20\s%\)/);
  });

  test('the rubric on the page matches the helper', async ({ page }) => {
    await gotoPage(page, '/learn/futures-versus-arbitrage');
    const rubric = page.locator('#rubric table');
    await expect(rubric.locator('tbody tr')).toHaveCount(9);
    const rows = await rubric.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
    // answer text ('Exposure (4): directional') → [futures points, arbitrage points]
    const points = new Map<string, number[]>();
    for (const [answer = '', cell = ''] of rows) {
      const weight = Number(/\((\d)\)/.exec(answer)?.[1]);
      const split = cell.split(':').map(Number);
      expect((split[0] ?? NaN) + (split[1] ?? NaN), answer).toBe(weight);
      points.set(answer.replace(/^.*: /, ''), split);
    }
    // Summing the table's points for a set of answers gives the helper's scores.
    const form = calculator(page, 'choice-helper');
    const combinations = [
      ['Swing', 'Market-neutral', 'High', 'Lean'],
      ['Intraday', 'Directional', 'High', 'Ample'],
      ['Long-term', 'Directional', 'Low', 'Lean'],
    ];
    for (const answers of combinations) {
      for (const label of answers) await choose(form, label);
      const sum = (side: number) => answers.reduce((total, label) => total + (points.get(label.toLowerCase())?.[side] ?? NaN), 0);
      await expectValue(form, 'futuresScore', sum(0));
      await expectValue(form, 'arbitrageScore', sum(1));
      await expectValue(form, 'confidence', Math.abs(sum(0) - sum(1)) / 10, 9);
    }
  });
});

test.describe('/learn overview', () => {
  async function cardsOf(page: Page, blockId: string): Promise<Locator> {
    const cards = page.locator(`#${blockId} li.card`);
    await expect(cards.first()).toBeVisible();
    return cards;
  }

  test('core and advanced guides as cards with level and reading time, linking to the guides', async ({ page }) => {
    await gotoPage(page, '/learn');
    await expect(page.locator('#core h2')).toHaveText('Core guides');
    await expect(page.locator('#advanced h2')).toHaveText('Advanced guides');
    const core = await cardsOf(page, 'core');
    const advanced = await cardsOf(page, 'advanced');
    await expect(core).toHaveCount(6);
    await expect(advanced).toHaveCount(5);
    await expect(core.locator('.card-title')).toHaveText([
      'Types of futures',
      'Futures versus spot',
      'Margin & funding',
      'Leverage & position sizing',
      'Liquidation risk',
      'PnL & ROI basics',
    ]);
    await expect(advanced.locator('.card-title')).toHaveText([
      'Order types & strategies',
      'Risk management essentials',
      'Trading psychology',
      'Funding & carry trades',
      'Futures versus arbitrage',
    ]);
    for (const card of await core.all()) {
      await expect(card.locator('.badge')).toHaveText('Beginner');
      await expect(card.locator('.card-meta')).toHaveText(/^\d+ min read$/);
    }
    for (const card of await advanced.all()) {
      await expect(card.locator('.badge')).toHaveText('Advanced');
      await expect(card.locator('.card-meta')).toHaveText(/^\d+ min read$/);
    }
    // The two guides of this part are long reads (measured from their word count at 200 words/min).
    await expect(core.filter({ hasText: 'Futures versus spot' }).locator('.card-meta')).toHaveText('10 min read');

    await page.getByRole('link', { name: 'Read: Futures versus arbitrage' }).click();
    await expect(page).toHaveURL(/\/learn\/futures-versus-arbitrage$/);
    await expect(page.locator('main[data-page="learn-futures-versus-arbitrage"] h1')).toHaveText('Futures versus arbitrage');
  });

  test('German: levels, reading times and a card link', async ({ page }) => {
    await gotoPage(page, '/learn?lng=de');
    await expect(page.locator('#core h2')).toHaveText('Grundlagen');
    await expect(page.locator('#advanced h2')).toHaveText('Fortgeschritten');
    const core = await cardsOf(page, 'core');
    await expect(core.locator('.badge')).toHaveText(Array(6).fill('Einsteiger'));
    await expect(core.locator('.card-meta').first()).toHaveText(/^\d+ Min\. Lesezeit$/);
    await page.getByRole('link', { name: 'Lesen: Futures vs. Spot' }).click();
    await expect(page).toHaveURL(/\/learn\/futures-versus-spot(\?lng=de)?$/);
    await expect(page.locator('main[data-page="learn-futures-versus-spot"] h1')).toHaveText('Futures vs. Spot');
  });
});

test.describe('table of contents', () => {
  const GUIDES = [
    { path: '/learn/futures-versus-spot', lang: 'en' },
    { path: '/learn/futures-versus-arbitrage', lang: 'en' },
    { path: '/learn/futures-versus-spot?lng=de', lang: 'de' },
    { path: '/learn/futures-versus-arbitrage?lng=de', lang: 'de' },
  ];
  for (const { path, lang } of GUIDES) {
    test(`every TOC link of ${path} scrolls to its section [${lang}]`, async ({ page }) => {
      await gotoPage(page, path);
      const links = page.locator('#contents ol a');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(8);
      // Walk the list backwards so that every click has to scroll (up) to its section.
      for (let index = count - 1; index >= 0; index--) {
        const link = links.nth(index);
        const hash = new URL((await link.getAttribute('href')) ?? '', 'http://x').hash;
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${hash}$`));
        const section = page.locator(hash);
        await expect(section.locator('h2').first()).toBeInViewport();
        await expect(section.locator('h2').first()).toHaveText(((await link.textContent()) ?? '').trim());
      }
    });
  }
});
