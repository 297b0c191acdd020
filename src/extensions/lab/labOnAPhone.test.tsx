// @vitest-environment jsdom
/**
 * What helps in the lab on a small screen: each tool's key results first among its results and pinned to the
 * bottom edge while its settings are on screen and its results are not (the calculators' summary, the same DOM
 * contract), and what is wrong with a file right under the file control, with the full text in the alert region.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BacktestLab from './BacktestLab';
import DcaCompare from './dca/DcaCompare';
import { pickFile, renderLabTool, untilState } from './labTool.testHelper';
import RiskParity from './portfolio/RiskParity';
import { pageBacktest } from '../../engine/backtest/strategyBacktest.testHelper';
import { repoPageSpec } from '../../engine/build/repoSpecs';

vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

/** IntersectionObservers whose entries the test reports by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  /** The observer of the summary inside `section` (it watches the section's inputs, then its results). */
  static of(section: Element): FakeObserver {
    const found = FakeObserver.all.find((observer) => observer.targets.length === 2 && observer.targets.every((target) => section.contains(target)));
    if (!found) throw new Error('no summary observer in this section');
    return found;
  }
  report(onScreen: { inputs: boolean; results: boolean }) {
    const [inputs, results] = this.targets as [Element, Element];
    act(() => this.callback([{ target: inputs, isIntersecting: onScreen.inputs }, { target: results, isIntersecting: onScreen.results }]));
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summaryOf = (section: Element) => section.querySelector('[data-result-summary]') as HTMLElement;
/** Each pinned value with the output it repeats: [id, pinned data-value, output data-value]. */
const pinnedPairs = (section: Element) =>
  [...section.querySelectorAll('[data-summary-of]')].map((pinned) => {
    const id = pinned.getAttribute('data-summary-of') ?? '';
    return [id, pinned.getAttribute('data-value'), section.querySelector(`output[name="${id}"]`)?.getAttribute('data-value')];
  });
/** The short message the control's aria-describedby points to, if any. */
const messageOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('param-message'))?.textContent;
const alerts = (section: Element) => [...section.querySelectorAll('[role="alert"] p')].map((p) => p.textContent);

describe('the lab on a phone', { timeout: 30_000 }, () => {
  it('the backtest lab: net PnL (with its currency), return, drawdown and trades come first and are pinned while only the settings show', async () => {
    const props = pageBacktest(repoPageSpec('specs/strategies/mean-reversion.yaml'));
    const root = renderLabTool(BacktestLab, '/strategies/mean-reversion', 'en', props);
    const section = root.querySelector('section[data-backtest="mean-reversion"]') as HTMLElement;
    await untilState(section, 'ready');
    const kpis = [...section.querySelectorAll('.lab-kpis output')].map((output) => output.getAttribute('name'));
    expect(kpis.slice(0, 4)).toEqual(['netPnl', 'totalReturn', 'maxDrawdown', 'trades']);
    expect(summaryOf(section).hidden).toBe(true);
    FakeObserver.of(section).report({ inputs: true, results: false });
    expect(summaryOf(section).hidden).toBe(false);
    expect(summaryOf(section).getAttribute('aria-hidden')).toBe('true');
    expect(summaryOf(section).textContent).toContain('Net PnL (USDT)');
    const pairs = pinnedPairs(section);
    expect(pairs.map(([id]) => id)).toEqual(['netPnl', 'totalReturn', 'maxDrawdown', 'trades']);
    for (const [id, pinned, output] of pairs) expect(pinned, String(id)).toBe(output);
    FakeObserver.of(section).report({ inputs: true, results: true });
    expect(summaryOf(section).hidden).toBe(true);
  });

  it('a tool on market data (DCA): both plans’ final values and returns, pinned the same way; a bad file’s message beside the file control', async () => {
    const root = renderLabTool(DcaCompare, '/strategies/dca');
    const section = root.querySelector('section[data-tool="dca"]') as HTMLElement;
    await untilState(section, 'ready');
    expect(section.querySelector('table.lab-compare tbody output')?.getAttribute('name')).toBe('dca.finalValue');
    FakeObserver.of(section).report({ inputs: true, results: false });
    expect(summaryOf(section).hidden).toBe(false);
    const pairs = pinnedPairs(section);
    expect(pairs.map(([id]) => id)).toEqual(['dca.finalValue', 'lumpSum.finalValue', 'dca.totalReturn', 'lumpSum.totalReturn']);
    for (const [id, pinned, output] of pairs) expect(pinned, String(id)).toBe(output);
    FakeObserver.of(section).report({ inputs: false, results: false });
    expect(summaryOf(section).hidden).toBe(true);

    const file = section.querySelector('input[type="file"]') as HTMLInputElement;
    expect(messageOf(file)).toBeUndefined();
    await pickFile(file, 'tests/fixtures/samples/ohlc-bad.csv');
    // The last good series and its result stay; the message says why the file was not taken.
    await waitFor(() => expect(messageOf(file)).toMatch(/^Columns missing: /), { timeout: 20_000 });
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(alerts(section)).toContain(messageOf(file));
  });

  it('a tool on several assets (risk parity, German): a file of the wrong type is named beside the file control; its key results are pinned', async () => {
    const root = renderLabTool(RiskParity, '/strategies/diversification', 'de');
    const section = root.querySelector('section[data-tool="risk-parity"]') as HTMLElement;
    await untilState(section, 'ready');
    FakeObserver.of(section).report({ inputs: true, results: false });
    const pairs = pinnedPairs(section);
    expect(pairs[0]?.[0]).toBe('portfolio.volatility');
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const [id, pinned, output] of pairs) expect(pinned, String(id)).toBe(output);

    const file = section.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(file, 'files', { value: [new File(['a,b'], 'kurse.txt')], configurable: true });
    await act(async () => {
      file.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(messageOf(file)).toBe('Wähle eine .csv- oder .json-Datei.');
    expect(alerts(section)).toContain('Wähle eine .csv- oder .json-Datei.');
  });
});
