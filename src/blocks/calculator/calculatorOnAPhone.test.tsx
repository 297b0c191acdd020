// @vitest-environment jsdom
/**
 * What helps on a small screen: the key outputs first and as a pinned summary (shown only while the inputs are on
 * screen and the results are not), one switch for every "Formula" disclosure, and each message beside the input
 * that caused it.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repoCalculatorSpec, repoCalculatorSpecs } from '../../engine/build/repoSpecs';
import { checkCalculator } from '../../engine/checkCalculator';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { output, renderCalculator, type } from './renderCalculator.testHelper';

const liquidation = repoCalculatorSpec('liquidation');
const form = () => document.querySelector('form[data-calc="liquidation"]') as HTMLFormElement;
const summary = () => form().querySelector('[data-result-summary]') as HTMLElement;
const messageOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('calc-field-message'))?.textContent;
const alerts = () => [...screen.getByRole('alert').querySelectorAll('p')].map((p) => p.textContent);

/** An IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  report(onScreen: { inputs: boolean; results: boolean }) {
    const [inputs, results] = this.targets as [Element, Element];
    act(() => this.callback([{ target: inputs, isIntersecting: onScreen.inputs }, { target: results, isIntersecting: onScreen.results }]));
  }
}

beforeEach(() => window.history.replaceState(null, '', '/tools/liquidation'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the key outputs (`summary`)', () => {
  it('every calculator names 2–4 key outputs (its only one, when it has one), and the checker refuses unknown ids and too few', () => {
    for (const { file, spec } of repoCalculatorSpecs()) {
      expect(spec.summary?.length, file).toBeGreaterThanOrEqual(Math.min(2, spec.outputs.length));
      expect(spec.summary?.every((id) => spec.outputs.some((candidate) => candidate.id === id)), file).toBe(true);
    }
    const bad: CalculatorSpec = { ...liquidation, summary: ['liquidationPrise'] };
    expect(checkCalculator(bad).map((issue) => issue.message)).toEqual(['unknown output "liquidationPrise" (did you mean "liquidationPrice"?)', 'name at least 2 key outputs (2–4)']);
  });

  it('come first among the results, in the order the spec names them (the liquidation price was the sixth card)', () => {
    renderCalculator(liquidation);
    const names = [...form().querySelectorAll('.calc-results output')].map((element) => element.getAttribute('name'));
    expect(names.slice(0, 4)).toEqual(['liquidationPrice', 'distancePct', 'initialMargin', 'whatIfPnl']);
    expect(new Set(names).size).toBe(liquidation.outputs.length);
  });

  it('repeat the outputs as spans (no second <output>), hidden from assistive technology, and follow typing', () => {
    renderCalculator(liquidation, 'de');
    expect(summary().getAttribute('aria-hidden')).toBe('true');
    expect(summary().querySelector('output')).toBeNull();
    const pinned = [...summary().querySelectorAll('[data-summary-of]')].map((element) => element.getAttribute('data-summary-of'));
    expect(pinned).toEqual(liquidation.summary);
    type('Hebel', '20');
    const value = summary().querySelector('[data-summary-of="liquidationPrice"]') as HTMLElement;
    expect([value.textContent, value.dataset.value]).toEqual([output('liquidationPrice').textContent, output('liquidationPrice').dataset.value]);
  });

  it('show only while the inputs are on screen and the results are not; without IntersectionObserver they stay hidden', () => {
    renderCalculator(liquidation);
    expect(summary().hidden).toBe(true);
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(summary().hidden).toBe(true);
  });

  it('follow what the IntersectionObserver reports about the inputs and the results', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderCalculator(liquidation);
    const observer = FakeObserver.current as FakeObserver;
    expect(observer.targets.map((element) => element.className)).toEqual(['calc-inputs', 'calc-results']);
    observer.report({ inputs: true, results: false });
    expect(summary().hidden).toBe(false);
    observer.report({ inputs: true, results: true });
    expect(summary().hidden).toBe(true);
    observer.report({ inputs: false, results: false });
    expect(summary().hidden).toBe(true);
  });
});

describe('the formulas switch', () => {
  it('opens and closes every "Formula" disclosure of the calculator at once; each still opens alone', () => {
    renderCalculator(liquidation, 'de');
    const toggle = screen.getByRole('button', { name: 'Formeln zeigen' });
    const disclosures = () => [...form().querySelectorAll('details.calc-formula')] as HTMLDetailsElement[];
    expect(disclosures().length).toBeGreaterThan(1);
    expect([toggle.getAttribute('aria-pressed'), disclosures().some((details) => details.open)]).toEqual(['false', false]);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-pressed'), disclosures().every((details) => details.open)]).toEqual(['true', true]);
    fireEvent.click(toggle);
    expect(disclosures().some((details) => details.open)).toBe(false);
    (disclosures()[0] as HTMLDetailsElement).open = true;
    type('Hebel', '20');
    expect((disclosures()[0] as HTMLDetailsElement).open).toBe(true);
  });

  it('is left out when no output has a formula', () => {
    const bare: CalculatorSpec = { ...liquidation, outputs: liquidation.outputs.map(({ formula: _formula, ...rest }) => rest) as CalculatorSpec['outputs'] };
    renderCalculator(bare);
    expect(screen.queryByRole('button', { name: 'Show formulas' })).toBeNull();
  });
});

describe('messages beside their cause', () => {
  it('an unreadable number: a short message beside it (aria-invalid, aria-describedby), the full text in the alert region', () => {
    renderCalculator(liquidation, 'de');
    type('Menge', 'abc');
    const quantity = screen.getByRole('textbox', { name: 'Menge' });
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(quantity)).toBe('Gib eine Zahl ein.');
    expect(alerts()).toEqual(['Bitte gib eine Zahl für „Menge“ ein.']);
    type('Menge', '0,5');
    expect([quantity.getAttribute('aria-invalid'), messageOf(quantity)]).toEqual([null, undefined]);
  });

  it('a validation goes beside the input the visitor changed last among those its rule reads, word for word', () => {
    renderCalculator(liquidation);
    const message = 'Please check your inputs. Entry, size, and leverage must be > 0.';
    type('Leverage', '0');
    const leverage = screen.getByRole('textbox', { name: 'Leverage' });
    expect([messageOf(leverage), leverage.getAttribute('aria-invalid')]).toEqual([message, 'true']);
    expect(messageOf(screen.getByRole('textbox', { name: 'Entry price' }))).toBeUndefined();
    expect(alerts()).toEqual([message]);
    // Another input the rule reads, changed later, takes the message: it is the visitor's latest cause.
    type('Quantity', '-1');
    expect([messageOf(screen.getByRole('textbox', { name: 'Quantity' })), messageOf(leverage)]).toEqual([message, undefined]);
  });

  it('a validation fired by a link (nothing changed yet) goes beside the first typed input its rule reads', () => {
    window.history.replaceState(null, '', '/tools/liquidation?liquidation.leverage=0');
    renderCalculator(liquidation);
    expect(messageOf(screen.getByRole('textbox', { name: 'Entry price' }))).toBe('Please check your inputs. Entry, size, and leverage must be > 0.');
    expect(within(form()).getAllByText('Please check your inputs. Entry, size, and leverage must be > 0.')).toHaveLength(2);
  });
});
