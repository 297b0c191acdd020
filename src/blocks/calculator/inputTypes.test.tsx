// @vitest-environment jsdom
/**
 * Every input type of the calculator UI on one test-only spec: checkbox, repeatable group (add,
 * remove, maxItems), select, radio, segmented, slider with minExpr/maxExpr/defaultExpr, an optional
 * number and a showWhen input — names, labels, outputs, URL query, Reset and keyboard.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileCalculator } from '../../engine/compileCalculator';
import { runExample } from '../../engine/evaluateCalculator';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { output, renderCalculator, type } from './renderCalculator.testHelper';
import { uiExampleMismatches } from './uiExampleMismatches';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const text = (en: string, de: string) => ({ en, de });

const spec: CalculatorSpec = {
  id: 'input-types',
  title: text('Every input type', 'Jeder Eingabetyp'),
  inputs: [
    { id: 'fees', type: 'checkbox', label: text('Include fees', 'Gebühren einrechnen'), default: false },
    {
      id: 'legs',
      type: 'group',
      label: text('Legs', 'Teilpositionen'),
      maxItems: 3,
      fields: [
        { id: 'share', type: 'number', label: text('Share', 'Anteil'), default: 10 },
        { id: 'price', type: 'number', label: text('Price', 'Preis') },
      ],
      default: [
        { share: 60, price: 100 },
        { share: 40, price: 200 },
      ],
    },
    {
      id: 'venue',
      type: 'select',
      label: text('Venue', 'Börse'),
      options: [
        { value: 'alpha', label: text('Alpha', 'Alpha') },
        { value: 'beta', label: text('Beta', 'Beta') },
      ],
      default: 'alpha',
    },
    {
      id: 'side',
      type: 'radio',
      label: text('Side', 'Richtung'),
      options: [
        { value: 'long', label: text('Long', 'Long') },
        { value: 'short', label: text('Short', 'Short') },
      ],
      default: 'long',
    },
    {
      id: 'mode',
      type: 'segmented',
      label: text('Mode', 'Modus'),
      options: [
        { value: 'simple', label: text('Simple', 'Einfach') },
        { value: 'bonus', label: text('With bonus', 'Mit Bonus') },
        { value: 'expert', label: text('Expert', 'Experte') },
      ],
      default: 'simple',
    },
    { id: 'base', type: 'number', label: text('Base price', 'Basispreis'), default: 100 },
    { id: 'target', type: 'slider', label: text('Target price', 'Zielpreis'), defaultExpr: 'base', minExpr: 'base * 0.5', maxExpr: 'base * 1.5' },
    { id: 'stop', type: 'number', label: text('Stop price', 'Stopp-Preis'), optional: true },
    { id: 'bonus', type: 'number', label: text('Bonus', 'Bonus'), default: 5, showWhen: 'mode == "bonus"' },
  ],
  outputs: [
    { id: 'legCount', label: text('Legs', 'Teilpositionen'), expr: 'count(legs)', format: 'integer' },
    { id: 'shareTotal', label: text('Total share', 'Anteil gesamt'), expr: 'sum(column(legs, "share"))', format: 'number' },
    { id: 'weighted', label: text('Weighted price', 'Gewichteter Preis'), expr: 'sumProduct(column(legs, "share"), column(legs, "price")) / 100', format: 'price' },
    { id: 'feeCost', label: text('Fees', 'Gebühren'), expr: 'fees ? base * (venue == "alpha" ? 0.001 : 0.002) : 0', format: 'money' },
    { id: 'direction', label: text('Direction', 'Richtung'), expr: 'side == "long" ? 1 : -1', format: 'integer' },
    { id: 'bonusValue', label: text('Bonus used', 'Genutzter Bonus'), expr: 'bonus + (mode == "expert" ? 100 : 0)', format: 'number' },
    { id: 'targetValue', label: text('Target', 'Ziel'), expr: 'target', format: 'price' },
    { id: 'stopGap', label: text('Gap to stop', 'Abstand zum Stopp'), expr: 'isNaN(stop) ? -1 : target - stop', format: 'number' },
  ],
  examples: [
    {
      name: 'three legs, fees at beta, short, with bonus, stop',
      inputs: {
        fees: true,
        legs: [
          { share: 50, price: 100 },
          { share: 30, price: 200 },
          { share: 20, price: 300 },
        ],
        venue: 'beta',
        side: 'short',
        mode: 'bonus',
        base: 200,
        target: 250,
        stop: 180.5,
        bonus: 7.25,
      },
      expect: { legCount: 3, shareTotal: 100, weighted: 170, feeCost: 0.4, direction: -1, bonusValue: 7.25, targetValue: 250, stopGap: 69.5 },
    },
    { name: 'defaults', inputs: {}, expect: { legCount: 2, shareTotal: 100, weighted: 140, feeCost: 0, direction: 1, bonusValue: 5, targetValue: 100, stopGap: -1 } },
    { name: 'no legs', inputs: { legs: [], mode: 'expert' }, expect: { legCount: 0, shareTotal: 0, weighted: 0, bonusValue: 105 } },
  ],
};

const form = () => document.querySelector<HTMLFormElement>('form[data-calc="input-types"]')!;
const value = (name: string) => output(name).dataset.value;
const query = () => new URLSearchParams(window.location.search);
const ownQuery = () => [...query().keys()].filter((key) => key.startsWith('input-types.'));
const rowCount = () => form().querySelectorAll('[name$=".share"]').length;

/**
 * What a browser does on an arrow key in a native radio group (jsdom has no such default action):
 * unless the page cancelled the keydown, focus and check the next (or previous) radio of the same
 * name, wrapping around, which fires click and change.
 */
function pressArrow(radio: HTMLInputElement, key: 'ArrowRight' | 'ArrowDown' | 'ArrowLeft' | 'ArrowUp'): void {
  if (!fireEvent.keyDown(radio, { key })) return;
  const group = [...radio.form!.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${radio.name}"]`)].filter((r) => !r.disabled);
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  const next = group[(group.indexOf(radio) + step + group.length) % group.length]!;
  next.focus();
  fireEvent.click(next);
}

beforeEach(() => window.history.replaceState(null, '', '/tools/test'));
afterEach(cleanup);

describe('calculator inputs of every type', () => {
  it('is a sound spec whose examples hold in the engine', () => {
    const compiled = compileCalculator(spec);
    spec.examples.forEach((example, index) => expect(runExample(compiled, example, index)).toEqual([]));
  });

  it('renders each input as a named native control with an accessible label', () => {
    renderCalculator(spec);
    const checkbox = screen.getByRole('checkbox', { name: 'Include fees' }) as HTMLInputElement;
    expect([checkbox.tagName, checkbox.name, checkbox.checked]).toEqual(['INPUT', 'fees', false]);
    const select = screen.getByRole('combobox', { name: 'Venue' }) as HTMLSelectElement;
    expect([select.tagName, select.name, select.value]).toEqual(['SELECT', 'venue', 'alpha']);
    const sides = within(screen.getByRole('group', { name: 'Side' })).getAllByRole('radio') as HTMLInputElement[];
    expect(sides.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([['side', 'long', true], ['side', 'short', false]]);
    expect(screen.getByRole('radio', { name: 'Short' })).toBe(sides[1]);
    const modes = within(screen.getByRole('group', { name: 'Mode' })).getAllByRole('radio') as HTMLInputElement[];
    expect(modes.map((radio) => radio.name)).toEqual(['mode', 'mode', 'mode']);
    expect(screen.getByRole('radio', { name: 'With bonus' })).toBe(modes[1]);
    // A slider is typed into a named text field; its track beside it is a pointer aid without a name, hidden from assistive technology.
    const sliderText = screen.getByRole('textbox', { name: 'Target price' }) as HTMLInputElement;
    expect([sliderText.name, sliderText.value]).toEqual(['target', '100']);
    expect(screen.queryByRole('slider')).toBeNull();
    const track = document.querySelector<HTMLInputElement>('input[type="range"]');
    expect([track?.name, track?.getAttribute('aria-hidden'), track?.tabIndex]).toEqual(['', 'true', -1]);
    expect((screen.getByRole('textbox', { name: 'Base price' }) as HTMLInputElement).name).toBe('base');
    expect((screen.getByRole('textbox', { name: 'Stop price' }) as HTMLInputElement).name).toBe('stop');
    const legs = screen.getByRole('group', { name: 'Legs' });
    expect((within(legs).getByRole('textbox', { name: 'Share (1)' }) as HTMLInputElement).name).toBe('legs.0.share');
    expect((within(legs).getByRole('textbox', { name: 'Price (2)' }) as HTMLInputElement).name).toBe('legs.1.price');
    expect((within(legs).getByRole('textbox', { name: 'Price (2)' }) as HTMLInputElement).value).toBe('200');
    expect(within(legs).getByRole('button', { name: 'Remove row 2' }).getAttribute('type')).toBe('button');
    expect(within(legs).getByRole('button', { name: 'Add row' })).toBeTruthy();
    // Every output: <output name data-value>, named by its label.
    expect(screen.getByRole('status', { name: 'Weighted price' })).toBe(output('weighted'));
    expect(value('weighted')).toBe('140');
  });

  it('labels every control in German too', () => {
    renderCalculator(spec, 'de');
    expect((screen.getByRole('checkbox', { name: 'Gebühren einrechnen' }) as HTMLInputElement).name).toBe('fees');
    expect((screen.getByRole('combobox', { name: 'Börse' }) as HTMLSelectElement).name).toBe('venue');
    expect(within(screen.getByRole('group', { name: 'Modus' })).getByRole('radio', { name: 'Experte' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Zielpreis' }) as HTMLInputElement).name).toBe('target');
    expect((screen.getByRole('textbox', { name: 'Anteil (2)' }) as HTMLInputElement).name).toBe('legs.1.share');
    expect(screen.getByRole('button', { name: 'Zeile hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zeile 1 entfernen' })).toBeTruthy();
  });

  it('toggling the checkbox changes an output', () => {
    renderCalculator(spec);
    expect(value('feeCost')).toBe('0');
    fireEvent.click(screen.getByLabelText('Include fees'));
    expect(Number(value('feeCost'))).toBeCloseTo(0.1, 12);
    fireEvent.change(screen.getByLabelText('Venue'), { target: { value: 'beta' } });
    expect(Number(value('feeCost'))).toBeCloseTo(0.2, 12);
    fireEvent.click(screen.getByLabelText('Include fees'));
    expect(value('feeCost')).toBe('0');
  });

  it('adds and removes group rows, up to maxItems', () => {
    renderCalculator(spec);
    expect([value('legCount'), value('shareTotal'), value('weighted')]).toEqual(['2', '100', '140']);
    const add = screen.getByRole('button', { name: 'Add row' }) as HTMLButtonElement;
    fireEvent.click(add);
    expect(rowCount()).toBe(3);
    // The new row starts with the field defaults: share 10, price blank (required) → named in the alert.
    expect((screen.getByLabelText('Share (3)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Price (3)') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number for “Legs”.');
    expect(value('legCount')).toBe('');
    expect(output('legCount').textContent).toBe('—');
    type('Price (3)', '300');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect([value('legCount'), value('shareTotal'), value('weighted')]).toEqual(['3', '110', '170']);
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(rowCount()).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(rowCount()).toBe(2);
    expect((screen.getByLabelText('Share (1)') as HTMLInputElement).value).toBe('40');
    expect([value('legCount'), value('shareTotal'), value('weighted')]).toEqual(['2', '50', '110']);
    expect(add.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(rowCount()).toBe(0);
    expect([value('legCount'), value('shareTotal'), value('weighted')]).toEqual(['0', '0', '0']);
  });

  it('accepts German decimal commas in group rows', () => {
    renderCalculator(spec, 'de');
    type('Preis (1)', '100,5');
    expect(Number(value('weighted'))).toBeCloseTo(0.6 * 100.5 + 0.4 * 200, 9);
    expect(output('weighted').textContent).toBe('140,30');
  });

  it('hides a showWhen input and uses its default while hidden', () => {
    renderCalculator(spec);
    expect(form().querySelector('[name="bonus"]')).toBeNull();
    expect(screen.queryByLabelText('Bonus')).toBeNull();
    expect(value('bonusValue')).toBe('5');
    fireEvent.click(screen.getByLabelText('With bonus'));
    type('Bonus', '7,5'.replace(',', '.'));
    expect(value('bonusValue')).toBe('7.5');
    fireEvent.click(screen.getByLabelText('Expert'));
    expect(form().querySelector('[name="bonus"]')).toBeNull();
    expect(value('bonusValue')).toBe('105');
    fireEvent.click(screen.getByLabelText('With bonus'));
    expect((screen.getByLabelText('Bonus') as HTMLInputElement).value).toBe('7.5');
    expect(value('bonusValue')).toBe('7.5');
  });

  it('reads a blank optional number as NaN without an error', () => {
    renderCalculator(spec);
    const stop = screen.getByLabelText('Stop price') as HTMLInputElement;
    expect(stop.value).toBe('');
    expect(stop.getAttribute('aria-invalid')).toBeNull();
    expect(value('stopGap')).toBe('-1');
    type('Stop price', '90');
    expect(value('stopGap')).toBe('10');
    type('Stop price', '  ');
    expect(value('stopGap')).toBe('-1');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(form().textContent).not.toMatch(/NaN/);
  });

  it('flags text that is not a number in an optional field instead of reading it as blank', () => {
    renderCalculator(spec);
    type('Stop price', 'abc');
    expect(screen.getByRole('alert').textContent).toContain('Stop price');
    expect(value('stopGap')).toBe('');
    type('Stop price', '');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(value('stopGap')).toBe('-1');
  });

  it('slider: bounds and default follow minExpr/maxExpr/defaultExpr, a moved slider stays within them', () => {
    renderCalculator(spec);
    const slider = document.querySelector('input[type="range"]') as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['50', '150', '100']);
    type('Base price', '200');
    expect([slider.min, slider.max, slider.value]).toEqual(['100', '300', '200']);
    expect(value('targetValue')).toBe('200');
    fireEvent.change(slider, { target: { value: '280' } });
    expect(value('targetValue')).toBe('280');
    type('Base price', '210');
    expect(slider.value).toBe('280');
    type('Base price', '100');
    expect(value('targetValue')).toBe('150');
    expect(slider.value).toBe('150');
  });

  it('slider: a typed value moves the track, a dragged track types its value in the language', () => {
    renderCalculator(spec, 'de');
    const slider = document.querySelector('input[type="range"]') as HTMLInputElement;
    const text = screen.getByRole('textbox', { name: 'Zielpreis' }) as HTMLInputElement;
    fireEvent.change(text, { target: { value: '120,5' } });
    expect([slider.value, value('targetValue')]).toEqual(['120.5', '120.5']);
    fireEvent.change(slider, { target: { value: '130.25' } });
    expect([text.value, value('targetValue')]).toEqual(['130,25', '130.25']);
    fireEvent.change(text, { target: { value: 'x' } });
    expect([text.getAttribute('aria-invalid'), value('targetValue')]).toEqual(['true', '']);
  });

  it('slider: a typed number outside the range is used at the nearest end, and a note beside the field says so (both languages)', () => {
    const noteOf = (control: HTMLElement) => document.getElementById(`${control.id}-message`)?.textContent;
    renderCalculator(spec);
    const text = screen.getByRole('textbox', { name: 'Target price' });
    fireEvent.change(text, { target: { value: '500' } });
    expect(value('targetValue')).toBe('150');
    expect(noteOf(text)).toBe('Allowed range: 50 to 150. The calculation uses 150.');
    expect(text.getAttribute('aria-describedby')).toContain(`${text.id}-message`);
    fireEvent.change(text, { target: { value: '120' } });
    expect(noteOf(text)).toBeUndefined();
    cleanup();
    renderCalculator(spec, 'de');
    const german = screen.getByRole('textbox', { name: 'Zielpreis' });
    fireEvent.change(german, { target: { value: '12,5' } });
    expect(noteOf(german)).toBe('Erlaubter Bereich: 50 bis 150. Gerechnet wird mit 50.');
  });

  it('mirrors checkbox and group values into the URL and reads them back on a fresh render', () => {
    window.history.replaceState(null, '', '/tools/test?lng=en&other.x=1');
    renderCalculator(spec);
    fireEvent.click(screen.getByLabelText('Include fees'));
    expect(query().get('input-types.fees')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    type('Price (3)', '300');
    type('Share (2)', '30');
    fireEvent.click(screen.getByLabelText('Short'));
    fireEvent.change(screen.getByLabelText('Venue'), { target: { value: 'beta' } });
    type('Stop price', '95.5');
    const params = query();
    expect(params.get('lng')).toBe('en');
    expect(params.get('other.x')).toBe('1');
    expect(params.get('input-types.legs.rows')).toBe('3');
    expect([params.get('input-types.legs.0.share'), params.get('input-types.legs.0.price')]).toEqual(['60', '100']);
    expect([params.get('input-types.legs.1.share'), params.get('input-types.legs.2.share'), params.get('input-types.legs.2.price')]).toEqual(['30', '10', '300']);
    expect([params.get('input-types.side'), params.get('input-types.venue'), params.get('input-types.stop')]).toEqual(['short', 'beta', '95.5']);
    const before = ['legCount', 'shareTotal', 'weighted', 'feeCost', 'direction', 'stopGap'].map(value);
    expect(before).toEqual(['3', '100', '150', '0.2', '-1', '4.5']);

    cleanup();
    renderCalculator(spec, 'de');
    expect((screen.getByLabelText('Gebühren einrechnen') as HTMLInputElement).checked).toBe(true);
    expect(rowCount()).toBe(3);
    expect((screen.getByLabelText('Anteil (2)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Stopp-Preis') as HTMLInputElement).value).toBe('95,5');
    expect((screen.getByLabelText('Short') as HTMLInputElement).checked).toBe(true);
    expect(['legCount', 'shareTotal', 'weighted', 'feeCost', 'direction', 'stopGap'].map(value)).toEqual(before);

    // Unchecking writes 0; removing rows shrinks the row count; a fresh render reads both.
    fireEvent.click(screen.getByLabelText('Gebühren einrechnen'));
    fireEvent.click(screen.getByRole('button', { name: 'Zeile 3 entfernen' }));
    expect([query().get('input-types.fees'), query().get('input-types.legs.rows'), query().get('input-types.legs.2.share')]).toEqual(['0', '2', null]);
    cleanup();
    renderCalculator(spec);
    expect((screen.getByLabelText('Include fees') as HTMLInputElement).checked).toBe(false);
    expect(rowCount()).toBe(2);
    expect(value('weighted')).toBe(String((60 * 100 + 30 * 200) / 100));
  });

  it('ignores a group in the URL with more rows than maxItems', () => {
    window.history.replaceState(null, '', '/tools/test?input-types.legs.rows=4&input-types.legs.0.share=1&input-types.legs.0.price=1');
    renderCalculator(spec);
    expect(rowCount()).toBe(2);
    expect(value('weighted')).toBe('140');
  });

  it('Reset restores the default group rows and the checkbox, and clears the query', () => {
    window.history.replaceState(null, '', '/tools/test?lng=de');
    renderCalculator(spec);
    fireEvent.click(screen.getByLabelText('Include fees'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByLabelText('With bonus'));
    type('Bonus', '9');
    expect(ownQuery().length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Include fees') as HTMLInputElement).checked).toBe(false);
    expect(rowCount()).toBe(2);
    expect((screen.getByLabelText('Share (1)') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Price (2)') as HTMLInputElement).value).toBe('200');
    expect(form().querySelector('[name="bonus"]')).toBeNull();
    expect(['legCount', 'weighted', 'feeCost', 'bonusValue'].map(value)).toEqual(['2', '140', '0', '5']);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(ownQuery()).toEqual([]);
    expect(query().get('lng')).toBe('de');
  });

  it('radio and segmented groups are native radios that arrow keys move through', () => {
    renderCalculator(spec);
    const simple = screen.getByLabelText('Simple') as HTMLInputElement;
    expect(simple.tabIndex).toBe(0);
    simple.focus();
    pressArrow(simple, 'ArrowRight');
    const withBonus = screen.getByLabelText('With bonus') as HTMLInputElement;
    expect(document.activeElement).toBe(withBonus);
    expect(withBonus.checked).toBe(true);
    expect(form().querySelector('[name="bonus"]')).not.toBeNull();
    pressArrow(withBonus, 'ArrowDown');
    expect((screen.getByLabelText('Expert') as HTMLInputElement).checked).toBe(true);
    expect(value('bonusValue')).toBe('105');
    pressArrow(screen.getByLabelText('Expert') as HTMLInputElement, 'ArrowRight');
    expect(simple.checked).toBe(true);
    expect(query().get('input-types.mode')).toBe('simple');

    const long = screen.getByLabelText('Long') as HTMLInputElement;
    pressArrow(long, 'ArrowLeft');
    expect((screen.getByLabelText('Short') as HTMLInputElement).checked).toBe(true);
    expect(value('direction')).toBe('-1');
    pressArrow(screen.getByLabelText('Short') as HTMLInputElement, 'ArrowUp');
    expect(long.checked).toBe(true);
    expect(value('direction')).toBe('1');
  });

  describe.each(['en', 'de'] as const)('UI and engine agree on the examples (%s)', (lang) => {
    spec.examples.forEach((example, index) => {
      it(example.name ?? String(index), () => {
        renderCalculator(spec, lang);
        expect(uiExampleMismatches(spec, example, index, lang)).toEqual([]);
      });
    });
  });

  it('reports a disagreement (the example check is not vacuous)', () => {
    renderCalculator(spec);
    const wrong = { name: 'wrong', inputs: { fees: true }, expect: { feeCost: 0.2, legCount: null }, expectStatus: 'ok' as const };
    expect(uiExampleMismatches(spec, wrong, 0, 'en')).toEqual([
      'example "wrong" [en]: feeCost expected 0.2, got data-value "0.1"',
      'example "wrong" [en]: legCount expected data-value "", got "2"',
      'example "wrong" [en]: data-status expected ok, got none',
    ]);
  });
});
