// @vitest-environment jsdom
/**
 * Result tables of a calculator spec (`tables[]`): an accessible table under the outputs whose
 * cells follow the DOM contract `<output name="<tableId>.<rowId>.<columnId>" data-value="RAW">`.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { output, renderCalculator, type } from './renderCalculator.testHelper';
import { uiExampleMismatches } from './uiExampleMismatches';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const text = (en: string, de: string) => ({ en, de });

const spec: CalculatorSpec = {
  id: 'table-ui',
  inputs: [
    { id: 'entry', type: 'number', label: text('Entry', 'Einstieg'), default: 100 },
    { id: 'leverage', type: 'number', label: text('Leverage', 'Hebel'), default: 10 },
    { id: 'showR', type: 'checkbox', label: text('Show R', 'R zeigen'), default: false },
  ],
  outputs: [{ id: 'margin', label: text('Margin', 'Margin'), expr: 'entry / leverage', format: 'money' }],
  validate: [{ when: 'entry <= 0', message: text('Entry must be > 0.', 'Einstieg muss > 0 sein.') }],
  tables: [
    {
      id: 'targets',
      title: text('Target prices', 'Zielpreise'),
      rowHeader: text('Goal', 'Ziel'),
      help: text('Fees included.', 'Inklusive Gebühren.'),
      columns: [
        { id: 'price', label: text('Target price', 'Zielpreis'), format: 'price', unit: 'USDT' },
        { id: 'move', label: text('Move', 'Bewegung'), format: 'percent', decimals: 1 },
      ],
      rows: [
        { id: 'roi10', label: text('ROI 10 % at {{leverage}}x', 'ROI 10 % bei {{leverage}}x'), values: { price: 'entry * (1 + 0.1 / leverage)', move: '0.1 / leverage' } },
        { id: 'roi100', label: text('ROI 100 %', 'ROI 100 %'), values: { price: 'entry * (1 + 1 / leverage)', move: '1 / (leverage - 10)' } },
        { id: 'r1', label: text('1R', '1R'), values: { price: 'entry * 1.05' }, showWhen: 'showR' },
      ],
    },
  ],
  examples: [
    { name: 'defaults', inputs: {}, expect: { margin: 10, 'targets.roi10.price': 101, 'targets.roi100.move': null } },
    { name: '5x', inputs: { leverage: 5 }, expect: { 'targets.roi10.price': 102, 'targets.roi100.move': -0.2 } },
  ],
};

beforeEach(() => window.history.replaceState(null, '', '/table-ui'));
afterEach(cleanup);

describe('calculator result tables', () => {
  it('renders a captioned table with row and column headers and named <output> cells', () => {
    renderCalculator(spec);
    const table = screen.getByRole('table', { name: 'Target prices' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Goal', 'Target price (USDT)', 'Move']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['ROI 10 % at 10x', 'ROI 100 %']);
    expect(output('targets.roi10.price').dataset.value).toBe('101');
    expect(output('targets.roi10.price').textContent).toBe('101.00');
    expect(output('targets.roi10.move').dataset.value).toBe('0.01');
    expect(output('targets.roi10.move').textContent).toBe('1.0%');
    // Not computable (1/0): empty data-value and '—'.
    expect(output('targets.roi100.move').dataset.value).toBe('');
    expect(output('targets.roi100.move').textContent).toBe('—');
    // Hidden row: no cells.
    expect(document.querySelector('output[name="targets.r1.price"]')).toBeNull();
    // Each cell is named by its row and column headers; the scroll region by the caption.
    const cell = output('targets.roi10.price');
    const names = (cell.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(names).toEqual(['ROI 10 % at 10x', 'Target price (USDT)']);
    expect(screen.getByRole('region', { name: 'Target prices' }).tabIndex).toBe(0);
    expect(screen.getByText('Fees included.')).toBeTruthy();
  });

  it("names the scroll region by the calculator's heading and the caption, so two calculators' tables of one page stay apart", () => {
    renderCalculator({ ...spec, title: text('Long straddle', 'Long Straddle') });
    expect(screen.getByRole('region', { name: 'Long straddle Target prices' }).tabIndex).toBe(0);
  });

  it('follows the inputs, shows rows by showWhen and leaves a column without formula empty', () => {
    renderCalculator(spec);
    type('Leverage', '5');
    expect(output('targets.roi10.price').dataset.value).toBe('102');
    expect(output('targets.roi100.move').dataset.value).toBe('-0.2');
    screen.getByLabelText('Show R').click();
    expect(output('targets.r1.price').dataset.value).toBe('105');
    expect(document.querySelector('output[name="targets.r1.move"]')).toBeNull();
  });

  it('blanks every cell while validation blocks', () => {
    renderCalculator(spec);
    type('Entry', '0');
    expect(screen.getByRole('alert').textContent).toContain('Entry must be > 0.');
    for (const name of ['targets.roi10.price', 'targets.roi10.move', 'targets.roi100.price']) {
      expect(output(name).dataset.value).toBe('');
      expect(output(name).textContent).toBe('—');
    }
  });

  it('formats cells and headers in German', () => {
    renderCalculator(spec, 'de');
    expect(screen.getByRole('table', { name: 'Zielpreise' })).toBeTruthy();
    expect(output('targets.roi10.price').textContent).toBe('101,00');
    expect(output('targets.roi10.price').dataset.value).toBe('101');
  });

  it('checks examples that expect table cells against the rendered form', () => {
    const fresh = () => {
      cleanup();
      window.history.replaceState(null, '', '/table-ui');
      renderCalculator(spec);
    };
    spec.examples.forEach((example, index) => {
      fresh();
      expect(uiExampleMismatches(spec, example, index, 'en')).toEqual([]);
    });
    fresh();
    expect(uiExampleMismatches(spec, { name: 'wrong', inputs: {}, expect: { 'targets.roi10.price': 100 } }, 0, 'en')).toEqual([
      'example "wrong" [en]: targets.roi10.price expected 100, got data-value "101"',
    ]);
  });
});
