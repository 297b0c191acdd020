// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repoCalculatorSpec } from '../engine/build/repoSpecs';
import type { CalculatorSpec } from '../engine/specTypes.generated';
import { output, renderCalculator, type } from './calculator/renderCalculator.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));

const load = (id: string): CalculatorSpec => repoCalculatorSpec(id);
const specs = { estimate: load('liquidation-estimate'), liquidation: load('liquidation'), margin: load('margin-ratio') };

beforeEach(() => window.history.replaceState(null, '', '/learn/liquidation-risk'));
afterEach(cleanup);

describe('CalculatorBlock', () => {
  it('renders the DOM contract with the default inputs', () => {
    renderCalculator(specs.estimate);
    const form = document.querySelector('form[data-calc="liquidation-estimate"]');
    expect(form).not.toBeNull();
    for (const name of ['side', 'entry', 'leverage', 'mmr', 'bufferBps']) expect(form!.querySelector(`[name="${name}"]`)).not.toBeNull();
    expect(output('liquidationPrice').dataset.value).toBe(String(60000 * (1 - (1 / 10 - 0.005 - 0))));
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(54300, 6);
    expect(output('liquidationPrice').textContent).toBe('54,300.00');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('updates as the user types, for a short too', () => {
    renderCalculator(specs.estimate);
    fireEvent.click(screen.getByLabelText('Short'));
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(65700, 6);
    type('Leverage', '20');
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(60000 * (1 + 0.05 - 0.005), 6);
  });

  it('shows the validation message and — for every output', () => {
    renderCalculator(specs.estimate);
    type('Leverage', '0');
    expect(screen.getByRole('alert').textContent).toBe('Please check your inputs. Entry, size, and leverage must be > 0.');
    expect(output('liquidationPrice').dataset.value).toBe('');
    expect(output('liquidationPrice').textContent).toBe('—');
  });

  it('names a field that is not a number', () => {
    renderCalculator(specs.estimate);
    type('Entry price', 'abc');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number for “Entry price”.');
    expect(output('distancePct').dataset.value).toBe('');
  });

  it('accepts the German decimal comma and shows German messages', () => {
    renderCalculator(specs.estimate, 'de');
    type('Erhaltungsmargensatz (MMR)', '0,4');
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(60000 * (1 - 0.1 + 0.004), 6);
    expect(output('liquidationPrice').textContent).toBe('54.240,00');
    type('Hebel', '-1');
    expect(screen.getByRole('alert').textContent).toBe('Bitte Eingaben prüfen. Einstieg, Größe und Hebel müssen > 0 sein.');
  });

  it('mirrors inputs into the URL, keeps other parameters, and reads them back', () => {
    window.history.replaceState(null, '', '/learn/liquidation-risk?lng=de');
    renderCalculator(specs.estimate);
    type('Entry price', '50000');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('lng')).toBe('de');
    expect(params.get('liquidation-estimate.entry')).toBe('50000');
    cleanup();
    renderCalculator(specs.estimate, 'de');
    expect((screen.getByLabelText('Einstiegspreis') as HTMLInputElement).value).toBe('50000');
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(45250, 6);
  });

  it('resets to the defaults', () => {
    renderCalculator(specs.estimate);
    type('Entry price', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Entry price') as HTMLInputElement).value).toBe('60000');
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(54300, 6);
    expect(new URLSearchParams(window.location.search).get('liquidation-estimate.entry')).toBeNull();
  });

  it('re-formats typed numbers on a language switch', async () => {
    const { i18n } = renderCalculator(specs.estimate);
    type(/Maintenance margin rate/, '0.45');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect((screen.getByLabelText(/Erhaltungsmargensatz/) as HTMLInputElement).value).toBe('0,45');
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(60000 * (1 - 0.1 + 0.0045), 6);
  });

  it('copies a link with every input', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCalculator(specs.estimate);
    type('Leverage', '5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    const url = new URL(writeText.mock.calls[0]![0]);
    expect(url.searchParams.get('liquidation-estimate.leverage')).toBe('5');
    expect(url.searchParams.get('liquidation-estimate.entry')).toBe('60000');
    expect(url.searchParams.get('liquidation-estimate.side')).toBe('long');
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('liquidation: status, slider that follows the entry, cross-only extra balance, notes', () => {
    renderCalculator(specs.liquidation);
    expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('ok');
    expect(document.querySelector('[data-status]')?.textContent).toBe('Buffer okay');
    // The slider's labelled control is its typed field; the track beside it follows.
    const slider = screen.getByLabelText('What-if price') as HTMLInputElement;
    expect([slider.type, slider.name]).toEqual(['text', 'whatIfPrice']);
    expect(slider.value).toBe('60000');
    type('Entry price', '50000');
    expect(slider.value).toBe('50000');
    fireEvent.change(slider, { target: { value: '46000' } });
    type('Entry price', '50001');
    expect(slider.value).toBe('46000');
    expect(document.querySelector('[name="extraBalance"]')).toBeNull();
    fireEvent.click(screen.getByLabelText('Cross'));
    expect(document.querySelector('[name="extraBalance"]')).not.toBeNull();
    expect(screen.getByText('Why the shortcut gives another price')).toBeTruthy();
    expect(screen.getByText(/Data source: BTC tiers/)).toBeTruthy();
  });

  it('liquidation: manual MMR gives the worked example and explains the gap', () => {
    renderCalculator(specs.liquidation);
    fireEvent.click(screen.getByLabelText('Manual'));
    expect(Number(output('liquidationPrice').dataset.value)).toBeCloseTo(54271.3567839196, 6);
    expect(output('notional').dataset.value).toBe('30000');
    expect(document.querySelector('.calc-notes')?.textContent).toContain('54,300.00 USDT');
    expect(document.querySelector('.calc-notes')?.textContent).toContain('54,271.36 USDT');
    expect(document.querySelector('.calc-notes')?.textContent).toContain('28.64 USDT');
    const formula = output('liquidationPrice').closest('.calc-result')?.querySelector('details p')?.textContent;
    expect(formula).toContain('(3,000 + 0.00 − 1 · 0.5 · 60,000)');
  });

  it('margin-ratio: warning text at a high ratio', () => {
    renderCalculator(specs.margin);
    type('Price change', '-9.5');
    expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('warn');
    expect(document.querySelector('[data-status]')?.textContent).toBe('Caution: Your margin ratio is high – liquidation risk is increasing.');
    expect(Number(output('marginRatio').dataset.value)).toBeCloseTo(0.905, 9);
  });
});
