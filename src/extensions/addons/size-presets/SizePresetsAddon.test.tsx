// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import { output, renderCalculator, type } from '../../../blocks/calculator/renderCalculator.testHelper';
import { parsePresetsFile } from './presetFile';
import { PRESETS_STORAGE_KEY } from './presetStorage';

vi.mock('virtual:futureslab/site', () => import('../../../blocks/testSite.testHelper'));

const spec = repoCalculatorSpec('size-pro');

beforeEach(() => {
  window.history.replaceState(null, '', '/tools/size-pro');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders Size Tool Pro and waits for the lazily loaded presets add-on. */
async function renderSizePro(lang: 'en' | 'de' = 'en') {
  const view = renderCalculator(spec, lang);
  await screen.findByLabelText(lang === 'en' ? 'Preset name' : 'Name des Presets', {}, { timeout: 10000 });
  return view;
}

function savePreset(name: string) {
  type('Preset name', name);
  fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
}

function presetItem(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Saved presets' });
  const item = within(list).getAllByRole('listitem').find((candidate) => candidate.querySelector('.size-presets-name')?.textContent === name);
  if (!item) throw new Error(`no preset ${name}`);
  return item;
}

async function chooseFile(label: string, file: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

const alertTexts = () => [...screen.getByRole('alert').querySelectorAll('p')].map((p) => p.textContent);

// Rendering the whole calculator and loading the add-on chunk takes a few seconds on a busy machine.
describe('size-presets add-on in Size Tool Pro', { timeout: 30000 }, () => {
  it('sits above the inputs inside the form, with labelled controls', async () => {
    await renderSizePro();
    const form = document.querySelector('form[data-calc="size-pro"]')!;
    const addon = form.querySelector('[data-addon="size-presets"]')!;
    expect(addon).not.toBeNull();
    expect(addon.compareDocumentPosition(screen.getByLabelText('Account size')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('No presets saved yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export presets (JSON)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Import presets (JSON file)').getAttribute('type')).toBe('file');
  });

  it('saves the current inputs, applies them after changes, and deletes', async () => {
    await renderSizePro();
    type('Entry price', '100');
    type('Stop price', '95');
    savePreset('Worked example');
    expect(screen.getByText('Saved preset “Worked example”.')).toBeTruthy();
    const stored = parsePresetsFile(window.localStorage.getItem(PRESETS_STORAGE_KEY) ?? '', spec.inputs);
    expect(stored?.presets).toEqual([{ name: 'Worked example', values: expect.objectContaining({ account: 10000, entry: 100, stop: 95, riskMode: 'fixed', side: 'long' }) }]);
    expect(stored?.presets[0]?.values).not.toHaveProperty('take');
    expect((screen.getByLabelText('Preset name') as HTMLInputElement).value).toBe('');

    type('Entry price', '200');
    type('Stop price', '150');
    type('Take-profit price (optional)', '300');
    expect(output('units').dataset.value).toBe('2');
    fireEvent.click(within(presetItem('Worked example')).getByRole('button', { name: /^Apply\s*preset “Worked example”$/ }));
    expect(output('units').dataset.value).toBe('20');
    expect(output('notional').dataset.value).toBe('2000');
    expect((screen.getByLabelText('Take-profit price (optional)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Applied preset “Worked example”.')).toBeTruthy();

    fireEvent.click(within(presetItem('Worked example')).getByRole('button', { name: /^Delete\s*preset “Worked example”$/ }));
    expect(screen.getByText('No presets saved yet.')).toBeTruthy();
    expect(window.localStorage.getItem(PRESETS_STORAGE_KEY)).toBeNull();
  });

  it('saves with Enter, replaces a preset of the same name and shows names as text only', async () => {
    await renderSizePro();
    const name = '<img src=x onerror="alert(1)"> BTC';
    type('Preset name', name);
    fireEvent.keyDown(screen.getByLabelText('Preset name'), { key: 'Enter' });
    type('Account size', '5000');
    savePreset(name);
    expect(screen.getByText(`Updated preset “${name}”.`)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(presetItem(name).querySelector('img')).toBeNull();
    expect(parsePresetsFile(window.localStorage.getItem(PRESETS_STORAGE_KEY) ?? '', spec.inputs)?.presets[0]?.values.account).toBe(5000);
  });

  it('asks for a name in the alert region instead of saving a nameless preset', async () => {
    await renderSizePro();
    savePreset('   ');
    expect(alertTexts()).toEqual(['Enter a name for the preset first.']);
    expect(screen.getByText('No presets saved yet.')).toBeTruthy();
  });

  it('exports all presets as a JSON file and imports it back into an empty browser', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:presets'), revokeObjectURL: () => undefined });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const first = await renderSizePro();
    savePreset('A');
    type('Risk per trade', '2');
    savePreset('B');
    fireEvent.click(screen.getByRole('button', { name: 'Export presets (JSON)' }));
    expect(downloads).toEqual(['futureslab-size-presets.json']);
    const text = await blobs[0]!.text();
    const exported = parsePresetsFile(text, spec.inputs);
    expect(exported?.presets.map((preset) => [preset.name, preset.values.riskPct])).toEqual([['A', 1], ['B', 2]]);
    first.unmount();

    window.localStorage.clear();
    await renderSizePro();
    expect(screen.getByText('No presets saved yet.')).toBeTruthy();
    await chooseFile('Import presets (JSON file)', new File([text], 'futureslab-size-presets.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByText('Imported 2 presets.')).toBeTruthy());
    expect(within(screen.getByRole('list', { name: 'Saved presets' })).getAllByRole('listitem').map((item) => item.querySelector('.size-presets-name')?.textContent)).toEqual(['A', 'B']);
    expect(parsePresetsFile(window.localStorage.getItem(PRESETS_STORAGE_KEY) ?? '', spec.inputs)).toEqual(exported);
    fireEvent.click(within(presetItem('B')).getByRole('button', { name: /Apply/ }));
    expect(output('riskAmount').dataset.value).toBe('200');
  });

  it('refuses a bad file with exactly "Invalid JSON file." (and "Ungültige JSON-Datei." in German)', async () => {
    await renderSizePro();
    const bad = JSON.stringify({ format: 'futureslab.size-presets', version: 1, presets: [{ name: 'x', values: { riskMode: 'yolo' } }] });
    await chooseFile('Import presets (JSON file)', new File([bad], 'bad.json'));
    await waitFor(() => expect(alertTexts()).toEqual(['Invalid JSON file.']));
    expect(screen.getByText('No presets saved yet.')).toBeTruthy();
    // Results stay: the message comes from the add-on, not from a validation rule.
    expect(output('units').dataset.value).toBe('20');
    cleanup();

    await renderSizePro('de');
    await chooseFile('Presets importieren (JSON-Datei)', new File(['not json at all'], 'x.json'));
    await waitFor(() => expect(alertTexts()).toEqual(['Ungültige JSON-Datei.']));
  });
});
