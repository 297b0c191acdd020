// @vitest-environment jsdom
/**
 * What the strategy pages' calculators show besides their figures, typed by label as a visitor would: the
 * formatted results in English and German, the status texts, the rules' German messages, German input
 * (decimal commas, thousands points, German letters in sequences and lists) and the controls that change the
 * form (presets that fill fields, rows added, inputs hidden). The figures are the spec examples'
 * (calculatorContract.*.test.tsx); that typing answers in the browser is tests/e2e/strategySmoke.ts's.
 */
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../engine/localize';
import { repoCalculatorSpecs } from '../../engine/build/repoSpecs';
import { renderCalculator } from './renderCalculator.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

const specs = new Map(repoCalculatorSpecs().map(({ spec }) => [spec.id, spec]));

beforeEach(() => window.history.replaceState(null, '', '/calculator-texts'));
afterEach(cleanup);

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

/** A calculator rendered in `lang`, driven by its labels. */
function open(id: string, lang: Lang = 'en') {
  const spec = specs.get(id);
  if (!spec) throw new Error(`no calculator ${id}`);
  renderCalculator(spec, lang);
  const form = document.querySelector<HTMLFormElement>(`form[data-calc="${id}"]`);
  if (!form) throw new Error(`no form ${id}`);
  const output = (name: string) => form.querySelector<HTMLOutputElement>(`output[name="${name}"]`);
  const group = (legend: string) => {
    const fieldset = [...form.querySelectorAll('fieldset')].find((candidate) => candidate.querySelector(':scope > legend')?.textContent === legend);
    if (!fieldset) throw new Error(`${id}: no group ${legend}`);
    return fieldset;
  };
  return {
    form,
    /** Types `text` into the field labelled `label` (a text field, or a select's option value). */
    type: (label: string, text: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value: text } }),
    /** Types `text` into the field named `name` (quicker than by label in a form with a long table). */
    set: (name: string, text: string) => fireEvent.change(form.querySelector(`[name="${name}"]`) as Element, { target: { value: text } }),
    /** Clicks the radio button `label`, in the group whose legend is `legend` when given. */
    choose: (label: string, legend?: string) => fireEvent.click(within(legend ? group(legend) : form).getByLabelText(label)),
    click: (button: string) => fireEvent.click(within(form).getByRole('button', { name: button })),
    has: (label: string) => within(form).queryByLabelText(label) !== null,
    value: (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value,
    raw: (name: string) => output(name)?.getAttribute('data-value'),
    /** The output's text with every kind of space as one space (German formats use no-break spaces). */
    text: (name: string) => spaced(output(name)?.textContent),
    num: (name: string) => Number(output(name)?.getAttribute('data-value')),
    count: (selector: string) => form.querySelectorAll(selector).length,
    status: () => form.querySelector('[data-status]')?.getAttribute('data-status'),
    statusText: () => spaced(form.querySelector('[data-status]')?.textContent),
    alert: () => form.querySelector('[role="alert"]')?.textContent ?? '',
  };
}

describe('/strategies/anti-martingale', () => {
  it('[en] the worked example as shown', () => {
    expect(open('anti-martingale').text('finalEquity')).toBe('1,016.25');
  });

  it('[de] German format, German letters G/V with a decimal comma, a German message', () => {
    const form = open('anti-martingale', 'de');
    expect(form.text('finalEquity')).toBe('1.016,25');
    form.type('Kapital', '5000');
    form.type('Grundeinsatz', '20');
    form.type('Auszahlung pro eingesetzter Einheit', '0,9');
    form.type('Gewinn-/Verlustfolge', 'ggGVL GGG V');
    expect([form.raw('finalEquity'), form.raw('mgFinalEquity'), form.raw('bets.3.pnl')]).toEqual(['5016', '5082', '40.5']);
    expect(form.status()).toBe('ok');
    form.type('Auszahlung pro eingesetzter Einheit', '0');
    expect(form.alert()).toBe('Gib die Auszahlung pro eingesetzter Einheit ein, größer als 0 und höchstens 100 (1 = ein Gewinn bringt so viel, wie ein Verlust kostet).');
  });

  it('[de] the risk analyzer in German format', () => {
    const risk = open('anti-martingale-risk', 'de');
    expect(risk.text('largestStake')).toBe('50,63');
    expect(risk.text('givebackShare')).toBe('62,3 %');
  });
});

describe('/strategies/arbitrage', () => {
  it('[en] cross-exchange: the signal in words, exchange fees that keep a typed fee, a coin’s prices, a message for a zero price', () => {
    const cross = open('arb-cross');
    expect(cross.statusText()).toContain('Signal: buy');
    cross.type('Transfer time', '60');
    expect(cross.statusText()).toContain('Signal: neutral');
    cross.type('Exchange A (you buy)', 'coinbase');
    expect(cross.value('Trading fee on A')).toBe('0.6');
    cross.type('Trading fee on B', '0.45');
    cross.type('Exchange B (you sell)', 'mexc');
    expect(cross.value('Trading fee on B')).toBe('0.45');
    // 0.6 % on A and 0.45 % on B: the 1 % spread no longer pays.
    expect(cross.status()).toBe('danger');
    cross.type('Coin', 'SOL');
    expect(cross.value('Buy price on A')).toBe('150');
    expect(cross.value('Withdrawal fee')).toBe('0.01');
    cross.type('Buy price on A', '0');
    expect(cross.alert()).toBe('Both prices must be greater than 0.');
  });

  it('[en] basis: the sell signal in words for backwardation', () => {
    const basis = open('arb-basis');
    basis.choose('Dated');
    basis.type('Spot price', '3000');
    basis.type('Futures price', '2940');
    basis.type('Quantity', '10');
    basis.type('Coin borrow cost (reverse)', '2');
    expect(basis.raw('signal')).toBe('-1');
    expect(basis.statusText()).toContain('Signal: sell');
  });

  it('[de] German results, the signal in German and German messages', () => {
    const cross = open('arb-cross', 'de');
    expect(cross.text('netProfit')).toContain('136,73');
    expect(cross.statusText()).toContain('Signal: Kaufen');
    cross.type('Auszahlungsgebühr', '0,5');
    expect(cross.alert()).toBe('Die Auszahlungsgebühr muss mindestens 0 und kleiner als die Menge sein.');
    cleanup();
    const basis = open('arb-basis', 'de');
    expect(basis.text('fees')).toContain('181,20');
    basis.type('Tage bis Verfall oder Haltedauer', '0');
    expect(basis.alert()).toBe('Gib die Tage von 1 bis 3.650 ein.');
  });
});

describe('/strategies/carry-trade', () => {
  it('[en] the risk level in words and the note on two high factors', () => {
    const risk = open('carry-risk');
    expect(risk.statusText()).toContain('Risk level: critical');
    risk.type('Share of your capital on one exchange', '50');
    expect(risk.statusText()).toContain('Risk level: medium');
    risk.type('Rise that liquidates the short', '9.5');
    risk.type('Basis (perpetual − spot)', '-0.35');
    expect(risk.statusText()).toContain('Risk level: critical');
    expect(risk.form.textContent).toContain('Two or more factors are high or critical');
  });

  it('[de] German results and a German message', () => {
    const sizer = open('carry-delta-neutral', 'de');
    expect(sizer.text('liquidationPrice')).toContain('79.700');
    sizer.type('Hebel auf den Perpetual-Short', '0,5');
    expect(sizer.alert()).toBe('Gib den Hebel des Shorts von 1 bis 125 ein (3 = 3x).');
    cleanup();
    expect(open('carry-funding', 'de').text('funding')).toContain('270,00');
  });
});

describe('/strategies/day-trading', () => {
  it('[en] the sizer says which leverage a tight stop needs', () => {
    const sizer = open('day-position-size');
    sizer.type('Entry price', '60000');
    sizer.type('Stop price', '59940');
    sizer.type('Leverage cap', '5');
    expect(sizer.statusText()).toContain('Your leverage is too low. At least 10x required – or adjust size/stop.');
    sizer.choose('Short');
    expect(sizer.alert()).toBe('Stop must be beyond entry in the chosen direction.');
  });

  it('[de] German results and the status with a decimal comma', () => {
    const sizer = open('day-position-size', 'de');
    expect(sizer.text('notional')).toContain('20.000,00');
    sizer.type('Hebel-Obergrenze', '1,5');
    expect(sizer.statusText()).toContain('Dein Hebel ist zu niedrig. Mindestens 2x erforderlich – oder Größe/Stop anpassen.');
  });
});

describe('/strategies/dca', () => {
  it('[de] German results and a German message', () => {
    const plan = open('dca-plan', 'de');
    expect(plan.text('invested')).toContain('5.300,00');
    plan.type('Tage zwischen den Käufen', '3,5');
    expect(plan.alert()).toBe('Gib die Tage zwischen den Käufen als ganze Zahl von 1 bis 365 ein.');
  });
});

describe('/strategies/grid', () => {
  it('[en] the designer: formatted results, a level table row per level, no message for the worked example', () => {
    // The defaults are the worked example.
    const form = open('grid-designer');
    expect(form.text('netPerRoundTrip')).toBe('0.1367');
    expect(form.text('toyApy')).toBe('19.95%');
    expect(form.alert()).toBe('');
    expect(form.count('output[name^="levels."][name$=".price"]')).toBe(21);
    form.set('grids', '200');
    expect(form.count('output[name^="levels."][name$=".price"]')).toBe(201);
  });

  it('[de] thousands points and decimal commas typed, German formats, a German message and status', () => {
    const form = open('grid-designer', 'de');
    for (const [name, text] of [['capital', '1.000'], ['lower', '58.000'], ['upper', '62.000'], ['price', '60.000'], ['grids', '20'], ['allocationPct', '100'], ['makerFeeBps', '2'], ['takerFeeBps', '5'], ['slippageBps', '1'], ['roundTripsPerDay', '4']]) form.set(name as string, text as string);
    expect(form.raw('netPerRoundTrip')).toBe('0.1366666666666667');
    expect(form.text('netPerRoundTrip')).toBe('0,1367');
    expect(form.text('capitalPerGrid')).toBe('50,00');
    expect(form.text('levels.20.price')).toBe('62.000,00');
    form.set('slippageBps', '0,5');
    expect(form.raw('costPerRoundTrip')).toBe('0.025');
    form.type('Kapital-Allokation', '0');
    expect(form.alert()).toBe('Die Kapital-Allokation muss über 0 % und höchstens 100 % liegen.');
    form.set('allocationPct', '100');
    // 20 bps of slippage per side cost more than the 0.33 % spacing earns.
    form.set('slippageBps', '20');
    expect(form.status()).toBe('danger');
    expect(form.statusText()).toContain('Abstand unter den Kosten');
  });
});

describe('/strategies/hedging', () => {
  it('[en] the sizer as shown, the over-hedge in words', () => {
    const sizer = open('hedge-sizer');
    expect(sizer.text('contracts')).toBe('1,636.36');
    sizer.type('Target hedge', '150');
    expect(sizer.statusText()).toContain('Over-hedged');
  });

  it('[en] the basket mixer: two legs hide leg 3', () => {
    const mixer = open('hedge-mixer');
    expect(mixer.has('Leg 3 weight')).toBe(true);
    mixer.type('Number of legs', '2');
    expect(mixer.has('Leg 3 weight')).toBe(false);
  });

  it('[de] German formats, typed German numbers, the status and German messages', () => {
    const sizer = open('hedge-sizer', 'de');
    expect(sizer.text('contracts')).toBe('1.636,36');
    for (const [label, text] of [['Positionswert (V)', '20.000'], ['Futures-Preis (F)', '3.000'], ['Kontraktmultiplikator (Q)', '0,01'], ['Portfolio-Beta', '1,4'], ['Korrelation (rho)', '0,6'], ['Volatilität der Position (σS)', '90'], ['Volatilität des Futures (σF)', '70']]) sizer.type(label as string, text as string);
    expect(sizer.raw('contracts')).toBe('514.2857142857143');
    expect(sizer.status()).toBe('warn');
    expect(sizer.statusText()).toContain('Schwache Korrelation');
    sizer.type('Ziel-Absicherung', '250');
    expect(sizer.alert()).toBe('Gib die Ziel-Absicherung von 0 bis 200 % ein.');
    cleanup();
    const put = open('protective-put', 'de');
    put.type('Preis des Basiswerts', '60.000');
    put.type('Strike (Ausübungspreis)', '1.000');
    put.type('Prämie pro Einheit', '1.000');
    expect(put.alert()).toBe('Die Prämie muss unter dem Strike liegen: Ein Put kann nie mehr als seinen Strike auszahlen.');
  });
});

describe('/strategies/kelly', () => {
  it('[en] Kelly: formatted result, “n/a” and the no-edge text, the message clears when fixed', () => {
    const kelly = open('kelly');
    expect(kelly.text('full')).toBe('17.50%');
    kelly.type('Win rate p', '30');
    expect(kelly.text('growthFull')).toBe('n/a');
    expect(kelly.statusText()).toContain('No edge: do not bet.');
    kelly.type('Win rate p', '45');
    kelly.type('Payoff ratio b (average win in R)', '0');
    expect(kelly.alert()).not.toBe('');
    kelly.type('Payoff ratio b (average win in R)', '2');
    expect(kelly.alert()).toBe('');
  });

  it('[en] the optimizer says when it keeps quarter Kelly', () => {
    const optimizer = open('kelly-optimizer');
    optimizer.type('Market condition', 'volatile');
    optimizer.type('Risk tolerance', 'low');
    expect(optimizer.form.textContent).toContain('so the suggestion stays at quarter Kelly');
  });

  it('[de] a German percentage, a decimal comma and a German message', () => {
    const kelly = open('kelly', 'de');
    expect(kelly.text('quarter')).toBe('4,375 %');
    kelly.type('Trefferquote p', '60,5');
    expect(kelly.num('full')).toBeCloseTo(0.4075, 12);
    expect(kelly.status()).toBe('warn');
    kelly.type('Trefferquote p', '120');
    expect(kelly.alert()).toBe('Gib die Trefferquote p in Prozent ein, von 0 bis 100 (45 heißt 45 %).');
  });
});

describe('/strategies/fixed-fractional', () => {
  it('[en] the growth path has a row per trade', () => {
    expect(open('growth-tracker').count('output[name^="path."][name$=".equity"]')).toBe(7);
  });

  it('[de] German format, a German message, German numbers in a list of results', () => {
    const sizer = open('fixed-fractional', 'de');
    expect(sizer.text('notional')).toBe('2.000,00');
    sizer.type('Stop-Preis', '100');
    expect(sizer.alert()).toBe('Der Stop muss sich vom Einstieg unterscheiden: darunter für einen Long, darüber für einen Short.');
    cleanup();
    const growth = open('growth-tracker', 'de');
    growth.type('Anfangskontostand', '5000');
    growth.type('Risiko pro Trade', '2');
    growth.type('Trade-Ergebnisse in R', '1,5; -1; -1; -1');
    expect(growth.raw('finalEquity')).toBe('4847.138800000001');
    expect(growth.status()).toBe('warn');
  });
});

describe('/strategies/martingale', () => {
  it('[en] the stop grid’s budget in words', () => {
    const grid = open('stop-grid');
    expect(grid.statusText()).toBe('Within budget');
    grid.type('Max. doubling steps', '7');
    expect(grid.statusText()).toBe('⚠ Over budget – raise DD cap or cut steps/mult');
  });

  it('[de] German format, a decimal comma, German messages and status texts, German letters', () => {
    const sizer = open('martingale-sizer', 'de');
    expect(sizer.text('cumulativeStake')).toBe('2.550,00');
    sizer.type('Gewinnwahrscheinlichkeit pro Einsatz', '49,0');
    expect(sizer.raw('failProbability')).toBe('0.0045767944570401006');
    sizer.type('Kapital', '0');
    expect(sizer.alert()).toBe('Das Kapital muss größer als 0 sein.');
    cleanup();
    const grid = open('stop-grid', 'de');
    expect(grid.statusText()).toBe('Im Budget');
    grid.type('Max. Verdopplungsstufen', '7');
    expect(grid.status()).toBe('danger');
    expect(grid.statusText()).toBe('⚠ Über Budget – DD-Limit erhöhen oder Stufen/Multiplikator senken');
    cleanup();
    const sequence = open('win-loss-sequence', 'de');
    sequence.type('Folge von Gewinnen und Verlusten', 'g, v v g');
    sequence.type('Gewinn pro Gewinntrade', '100');
    sequence.type('Anfangsstand', '500');
    expect([sequence.raw('finalEquity'), sequence.raw('maxDrawdown'), sequence.raw('lowestEquity')]).toEqual(['500', '200', '400']);
  });
});

describe('/strategies/mean-reversion and /strategies/trend-following', () => {
  it('[en] the Bollinger window has a row per close', () => {
    expect(open('bollinger-snapshot').count('output[name^="window."][name$=".close"]')).toBe(20);
  });

  it('[en] the signal checker in words', () => {
    const signals = open('trend-signals');
    expect(signals.text('goldenCross')).toBe('no signal');
    signals.choose('Short');
    expect(signals.text('strongest')).toBe('none');
  });

  it('[de] a German list with a decimal comma, German messages and formats', () => {
    const bands = open('bollinger-snapshot', 'de');
    bands.type('Schlusskurse (ältester zuerst)', '100; 102; 101; 99; 98,5');
    expect(bands.raw('middle')).toBe('100.1');
    expect(bands.status()).toBe('ok');
    bands.type('Bandabstand k (Standardabweichungen)', '0');
    expect(bands.alert()).toBe('Gib k größer als 0 und höchstens 5 ein (2 = die üblichen Bänder).');
    cleanup();
    expect(open('trend-signals', 'de').text('goldenCross')).toBe('kein Signal');
    cleanup();
    const sizer = open('atr-position-size', 'de');
    expect(sizer.text('notional')).toBe('10.000,00');
    sizer.type('ATR-Vielfaches für den Stop', '2,5');
    expect([sizer.raw('stopDistance'), sizer.raw('units')]).toEqual(['1000', '0.1']);
    sizer.type('Risiko pro Trade', '3');
    expect(sizer.status()).toBe('warn');
    sizer.type('ATR-Vielfaches für den Stop', '0');
    expect(sizer.alert()).toBe('Gib das ATR-Vielfache größer als 0 und höchstens 20 ein (1,5 = eineinhalb ATR).');
  });
});

describe('/strategies/position-trading', () => {
  it('[en] formatted score, rows added with the field defaults, each bad row named, the message cleared', () => {
    expect(open('fundamental-score').text('weightedScore')).toBe('7.30');
    cleanup();
    const allocator = open('portfolio-allocator');
    expect(allocator.count('output[name^="weights."][name$=".weight"]')).toBe(4);
    allocator.click('Add row');
    expect(allocator.count('output[name^="weights."][name$=".weight"]')).toBe(5);
    expect(allocator.raw('weights.4.weight')).toBe('0.21397680573186736');
    allocator.type('Volatility (3)', '0');
    expect(allocator.alert()).toBe('Position 3: the volatility must be greater than 0 (annualised, in %: 60 = 60 %).');
    allocator.type('Volatility (3)', '85');
    allocator.type('Conviction (2)', '6');
    expect(allocator.alert()).toBe('Position 2: enter the conviction as a whole number from 1 to 5.');
    allocator.type('Conviction (2)', '3');
    expect(allocator.alert()).toBe('');
  });

  it('[de] German formats, decimal commas and German messages', () => {
    const fundamentals = open('fundamental-score', 'de');
    expect(fundamentals.text('weightedScore')).toBe('7,30');
    fundamentals.type('Team und Entwicklung (Punkte)', '7,5');
    expect(fundamentals.alert()).toBe('Bewerte jede Kategorie mit einer ganzen Zahl von 1 bis 10 (10 = am besten, beim Regulierungsrisiko: das geringste Risiko).');
    cleanup();
    const sizer = open('conviction-size', 'de');
    expect(sizer.text('notional')).toBe('750,00');
    sizer.type('Durchschnittliche Funding-Rate je 8 Std.', '0,05');
    expect([sizer.raw('fundingCost'), sizer.raw('fundingShare')]).toEqual(['67.5', '0.45']);
    sizer.type('Geplante Haltedauer (Tage)', '-5');
    expect(sizer.alert()).toBe('Gib die Haltedauer in Tagen ein, von 0 bis 3.650.');
    cleanup();
    const allocator = open('portfolio-allocator', 'de');
    allocator.type('Obergrenze pro Position', '25');
    expect(allocator.raw('cashAmount')).toBe('1136.3636363636376');
    expect(allocator.status()).toBe('warn');
  });
});

describe('/strategies/scalping', () => {
  it('[en] the exit as a taker in its own group; the timer explains its random walk', () => {
    const profit = open('scalp-profit');
    profit.choose('Taker', 'Take-profit exit as');
    expect(profit.raw('feesWin')).toBe('21');
    expect(profit.status()).toBe('warn');
    cleanup();
    const costs = open('scalp-costs');
    costs.choose('Maker', 'Entry as');
    costs.choose('Maker', 'Exit as');
    costs.type('Slippage per round trip', '0');
    expect(costs.raw('roundTripCost')).toBe('12');
    cleanup();
    expect(open('execution-delay').form.textContent).toContain('random walk');
  });

  it('[de] a German percentage, a decimal comma and a German message', () => {
    const profit = open('scalp-profit', 'de');
    expect(profit.text('breakEvenWinRate')).toContain('66,67');
    profit.type('Menge', '0,25');
    expect(profit.raw('grossWin')).toBe('25');
    cleanup();
    const costs = open('scalp-costs', 'de');
    costs.type('Briefkurs (Ask)', '59990');
    expect(costs.alert()).toBe('Der Briefkurs kann nicht unter dem Geldkurs liegen.');
  });
});

describe('/strategies/swing-trading', () => {
  it('[de] the worked example in German format and a German message', () => {
    const calc = open('swing-profit', 'de');
    expect(calc.text('pnlTarget')).toContain('185,71');
    calc.type('Risiko pro Trade', '0');
    expect(calc.alert()).toBe('Gib das Risiko pro Trade in Prozent ein, über 0 und höchstens 100 (1 = 1 %).');
  });
});

describe('/strategies/volatility-trading', () => {
  it('[en] Black–Scholes says the implied volatility, and why a put price has none', () => {
    const bs = open('black-scholes');
    expect(bs.statusText()).toContain('62.84%');
    bs.choose('Put');
    bs.type('Market price of the option (for the implied volatility)', '70000');
    expect(bs.statusText()).toContain('No volatility gives this price');
    expect(bs.statusText()).toContain('64,733.42');
  });

  it('[de] German formats and a German message', () => {
    const bs = open('black-scholes', 'de');
    expect(bs.text('price')).toContain('2.316,46');
    expect(bs.statusText()).toContain('62,84 %');
    bs.type('Tage bis zum Verfall', '0');
    expect(bs.alert()).toBe('Gib die Tage bis zum Verfall ein, größer als 0 und höchstens 3.650.');
    cleanup();
    expect(open('iron-condor', 'de').text('maxProfit')).toContain('159,00');
  });
});
