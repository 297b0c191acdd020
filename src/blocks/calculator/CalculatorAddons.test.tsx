// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { output, renderCalculator, type } from './renderCalculator.testHelper';
import type { CalculatorAddonProps } from '../../engine/extensionProps';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const spec: CalculatorSpec = {
  id: 'margin',
  inputs: [
    { id: 'notional', type: 'number', label: { en: 'Notional', de: 'Nominalwert' }, default: 1000 },
    { id: 'leverage', type: 'number', label: { en: 'Leverage', de: 'Hebel' }, default: 10 },
    { id: 'side', type: 'segmented', label: { en: 'Side', de: 'Richtung' }, default: 'long', options: [
      { value: 'long', label: { en: 'Long', de: 'Long' } },
      { value: 'short', label: { en: 'Short', de: 'Short' } },
    ] },
  ],
  outputs: [{ id: 'margin', label: { en: 'Margin', de: 'Margin' }, expr: 'notional / leverage', format: 'money' }],
  validate: [{ when: 'leverage <= 0', message: { en: 'Leverage must be > 0.', de: 'Hebel muss > 0 sein.' } }],
  addons: [
    { name: 'probe', place: 'top', props: { label: 'first' } },
    { name: 'probe', props: { label: 'second' } },
    { name: 'not-registered' },
  ],
  examples: [{ inputs: {}, expect: { margin: 100 } }],
};

/** A test add-on: shows what it reads, sets inputs and reports messages on demand. */
function Probe({ result, setInputs, report, props, lang }: CalculatorAddonProps) {
  const label = String(props.label);
  return (
    <div data-testid={`probe-${label}`}>
      <span data-testid={`margin-${label}`}>{result.blocked ? 'blocked' : String(result.outputs.margin)}</span>
      <span data-testid={`lang-${label}`}>{lang}</span>
      <button type="button" onClick={() => setInputs({ notional: 2500.5, side: 'short', unknown: 1 })}>apply {label}</button>
      <button type="button" onClick={() => setInputs({ notional: undefined })}>default {label}</button>
      <button type="button" onClick={() => report([`<b>bad</b> file (${label})`])}>complain {label}</button>
      <button type="button" onClick={() => report([])}>clear {label}</button>
    </div>
  );
}

const registry = { probe: Probe };

beforeEach(() => window.history.replaceState(null, '', '/tools/x'));
afterEach(cleanup);

describe('calculator add-ons', () => {
  it('places each add-on where the spec says, inside the form, and skips unknown names', () => {
    renderCalculator(spec, 'en', registry);
    const form = document.querySelector('form[data-calc="margin"]')!;
    const first = screen.getByTestId('probe-first');
    const second = screen.getByTestId('probe-second');
    expect(form.contains(first) && form.contains(second)).toBe(true);
    // top comes before the inputs, afterResults after the outputs.
    const notional = screen.getByLabelText('Notional');
    expect(first.compareDocumentPosition(notional) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(output('margin').compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.querySelectorAll('[data-addon]')).toHaveLength(2);
  });

  it('gives add-ons the evaluated result, updated as the user types', () => {
    renderCalculator(spec, 'en', registry);
    expect(screen.getByTestId('margin-first').textContent).toBe('100');
    type('Leverage', '4');
    expect(screen.getByTestId('margin-first').textContent).toBe('250');
    type('Leverage', '0');
    expect(screen.getByTestId('margin-second').textContent).toBe('blocked');
  });

  it('sets inputs as if typed, in the current language, and back to the default', () => {
    renderCalculator(spec, 'de', registry);
    fireEvent.click(screen.getByText('apply first'));
    expect((screen.getByLabelText('Nominalwert') as HTMLInputElement).value).toBe('2500,5');
    expect((screen.getByLabelText('Short') as HTMLInputElement).checked).toBe(true);
    expect(output('margin').dataset.value).toBe('250.05');
    expect(window.location.search).toContain('margin.notional=2500.5');
    fireEvent.click(screen.getByText('default first'));
    expect(output('margin').dataset.value).toBe('100');
    expect(screen.getByTestId('lang-first').textContent).toBe('de');
  });

  it('shows reported messages as text in the one alert region, beside validation messages', () => {
    renderCalculator(spec, 'en', registry);
    fireEvent.click(screen.getByText('complain first'));
    fireEvent.click(screen.getByText('complain second'));
    type('Leverage', '0');
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Leverage must be > 0.', '<b>bad</b> file (first)', '<b>bad</b> file (second)']);
    expect(alert.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByText('clear first'));
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Leverage must be > 0.', '<b>bad</b> file (second)']);
  });

  it('keeps the calculator working when an add-on throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderCalculator(spec, 'en', { probe: Broken });
    expect(output('margin').dataset.value).toBe('100');
    type('Leverage', '5');
    expect(output('margin').dataset.value).toBe('200');
    error.mockRestore();
  });
});
