// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import { output, renderCalculator, type } from '../../../blocks/calculator/renderCalculator.testHelper';
import type { OhlcFormat } from '../../../market/ohlc/ohlcParse';

vi.mock('virtual:futureslab/site', () => import('../../../blocks/testSite.testHelper'));
// jsdom has no Web Workers: run the worker's job (the same pure function) in the test thread.
vi.mock('./ohlcWorkerClient', async () => {
  const { analyzeOhlc } = await import('../../../market/ohlc/ohlcParse');
  return { analyzeOhlcInWorker: async (file: Blob, format: OhlcFormat, period: number) => analyzeOhlc(await file.text(), format, period) };
});

const root = join(import.meta.dirname, '..', '..', '..', '..');
const spec = repoCalculatorSpec('size-pro');
const csv = readFileSync(join(root, 'tests', 'fixtures', 'samples', 'ohlc-btc-1h.csv'), 'utf8');
// Wilder's ATR of the fixture: scripts/reference/atr_wilder.py (exact fractions, checked against pandas).
const expected = JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'samples', 'atr-wilder.expected.json'), 'utf8')) as { atr14: number; atr20: number };

beforeEach(() => window.history.replaceState(null, '', '/tools/size-pro'));
afterEach(cleanup);

const FILE_LABEL = 'OHLC file (CSV or JSON)';
const alertTexts = () => [...screen.getByRole('alert').querySelectorAll('p')].map((p) => p.textContent);

async function renderInAtrMode(lang: 'en' | 'de' = 'en') {
  renderCalculator(spec, lang);
  fireEvent.click(screen.getByLabelText(lang === 'en' ? 'ATR-based stop' : 'ATR-basierter Stop'));
  await screen.findByLabelText(lang === 'en' ? FILE_LABEL : 'OHLC-Datei (CSV oder JSON)', {}, { timeout: 10000 });
}

async function openFile(label: string, file: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

// Rendering the whole calculator and loading the add-on chunk takes a few seconds on a busy machine.
describe('ohlc-atr-import add-on in Size Tool Pro', { timeout: 30000 }, () => {
  it('is shown only in ATR mode, between the inputs and the results', async () => {
    renderCalculator(spec, 'en');
    await screen.findByLabelText('Preset name', {}, { timeout: 10000 });
    expect(screen.queryByLabelText(FILE_LABEL)).toBeNull();
    fireEvent.click(screen.getByLabelText('ATR-based stop'));
    const file = await screen.findByLabelText(FILE_LABEL, {}, { timeout: 10000 });
    expect(file.getAttribute('type')).toBe('file');
    expect(file.compareDocumentPosition(output('units')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Simplified Kelly'));
    expect(screen.queryByLabelText(FILE_LABEL)).toBeNull();
  });

  it('fills the ATR value from the BTC fixture and shows what it read', async () => {
    await renderInAtrMode();
    type('Entry price', '60000');
    await openFile(FILE_LABEL, new File([csv], 'ohlc-btc-1h.csv', { type: 'text/csv' }));
    await waitFor(() => expect(document.querySelector('output[name="ohlcAtr"]')).not.toBeNull());
    expect(Number(output('ohlcAtr').dataset.value)).toBeCloseTo(expected.atr14, 9);
    expect(output('ohlcRows').dataset.value).toBe('200');
    expect(output('ohlcAtr').textContent).toBe('452.8267');
    expect(screen.getByText('Read 200 rows from ohlc-btc-1h.csv: ATR(14) = 452.8267 — filled into “ATR value”.')).toBeTruthy();
    // The ATR input now holds the ATR, and the stop follows: 60,000 − 1.5 · ATR.
    expect(Number((screen.getByLabelText('ATR value') as HTMLInputElement).value)).toBeCloseTo(expected.atr14, 9);
    expect(Number(output('stopPrice').dataset.value)).toBeCloseTo(60000 - 1.5 * expected.atr14, 6);
    expect(alertTexts()).toEqual([]);

    // Another period: recalculate from the rows already read.
    type('ATR period (candles)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate ATR with period 20' }));
    expect(Number(output('ohlcAtr').dataset.value)).toBeCloseTo(expected.atr20, 9);
    expect(Number((screen.getByLabelText('ATR value') as HTMLInputElement).value)).toBeCloseTo(expected.atr20, 9);
  });

  it('reports too few rows, broken JSON, missing columns and wrong file types with exact texts', async () => {
    await renderInAtrMode();
    const few = csv.trim().split('\n').slice(0, 11).join('\n');
    await openFile(FILE_LABEL, new File([few], 'few.csv'));
    await waitFor(() => expect(alertTexts()).toEqual(['Not enough OHLC rows for ATR.']));
    expect(document.querySelector('output[name="ohlcAtr"]')).toBeNull();
    // The calculator keeps working.
    expect(output('units').dataset.value).not.toBe('');

    await openFile(FILE_LABEL, new File(['[{"open": 1,'], 'broken.json'));
    await waitFor(() => expect(alertTexts()).toEqual(['Invalid JSON file.']));
    await openFile(FILE_LABEL, new File(['time,price\n1,2\n'], 'prices.csv'));
    await waitFor(() => expect(alertTexts()).toEqual(['The file needs open, high, low and close columns (or fields).']));
    await openFile(FILE_LABEL, new File(['x'], 'sheet.xlsx'));
    await waitFor(() => expect(alertTexts()).toEqual(['Choose a .csv or .json file.']));
    // The message also sits beside the file picker that caused it, which it describes.
    const picker = screen.getByLabelText(FILE_LABEL);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    const beside = document.getElementById((picker.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
    expect([beside?.textContent, beside?.previousElementSibling?.contains(picker)]).toEqual(['Choose a .csv or .json file.', true]);
    const lines = csv.trim().split('\n');
    lines[40] = '2025-02-02T15:00:00Z,60000,n/a,59000,59500';
    await openFile(FILE_LABEL, new File([lines.join('\n')], 'gaps.csv'));
    await waitFor(() => expect(alertTexts()).toEqual(['ATR could not be calculated.']));

    // Leaving ATR mode clears the add-on's message.
    fireEvent.click(screen.getByLabelText('Fixed fractional'));
    expect(alertTexts()).toEqual([]);
  });

  it('speaks German, with the German number format', async () => {
    await renderInAtrMode('de');
    type('Einstiegspreis', '60.000');
    await openFile('OHLC-Datei (CSV oder JSON)', new File([csv.trim().split('\n').slice(0, 5).join('\n')], 'kurz.csv'));
    await waitFor(() => expect(alertTexts()).toEqual(['Nicht genug OHLC-Reihen für ATR.']));
    await openFile('OHLC-Datei (CSV oder JSON)', new File([csv], 'btc.csv'));
    await waitFor(() => expect(screen.getByText('200 Reihen aus btc.csv gelesen: ATR(14) = 452,8267 – in „ATR-Wert“ eingetragen.')).toBeTruthy());
    expect(alertTexts()).toEqual([]);
    expect((screen.getByLabelText('ATR-Wert') as HTMLInputElement).value).toMatch(/^452,82665873667/);
    expect(Number(output('stopPrice').dataset.value)).toBeCloseTo(60000 - 1.5 * expected.atr14, 6);
  });
});
