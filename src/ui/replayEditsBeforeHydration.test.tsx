// @vitest-environment jsdom
/**
 * A page prerendered on the server, edited by the visitor before React hydrates it: after hydration the
 * fields show the edits but the component's state is still the prerendered one, until the edits are
 * replayed.
 */
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEditsBeforeHydration } from './replayEditsBeforeHydration';

function Form() {
  const [leverage, setLeverage] = useState('10');
  const [side, setSide] = useState('long');
  const [mode, setMode] = useState('isolated');
  const [hedged, setHedged] = useState(false);
  const [file, setFile] = useState('');
  return (
    <form>
      <input aria-label="Leverage" value={leverage} onChange={(event) => setLeverage(event.target.value)} />
      <input type="radio" name="side" value="long" aria-label="Long" checked={side === 'long'} onChange={() => setSide('long')} />
      <input type="radio" name="side" value="short" aria-label="Short" checked={side === 'short'} onChange={() => setSide('short')} />
      <select aria-label="Mode" value={mode} onChange={(event) => setMode(event.target.value)}>
        <option value="isolated">isolated</option>
        <option value="cross">cross</option>
      </select>
      <input type="checkbox" aria-label="Hedged" checked={hedged} onChange={(event) => setHedged(event.target.checked)} />
      <input type="file" aria-label="File" onChange={(event) => setFile(event.target.files?.[0]?.name ?? '')} />
      <output>{`${leverage}|${side}|${mode}|${hedged}|${file}`}</output>
    </form>
  );
}

// Tells React that act() is available here, so each act() flushes its renders before returning.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

describe('replayEditsBeforeHydration', () => {
  it('hands the edits made before hydration to the components', () => {
    const container = prerendered();
    field<HTMLInputElement>(container, 'Leverage').value = '20';
    field<HTMLInputElement>(container, 'Short').checked = true;
    field<HTMLSelectElement>(container, 'Mode').value = 'cross';
    field<HTMLInputElement>(container, 'Hedged').checked = true;
    const file = field<HTMLInputElement>(container, 'File');
    const files = [new File(['time,close'], 'prices.csv')];
    Object.defineProperty(file, 'files', { value: Object.assign(files, { item: (i: number) => files[i] ?? null }) });

    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    // React keeps what the fields show, but the state is still the prerendered one.
    expect(field<HTMLInputElement>(container, 'Leverage').value).toBe('20');
    expect(container.querySelector('output')!.textContent).toBe('10|long|isolated|false|');

    let replayed = 0;
    act(() => {
      replayed = replayEditsBeforeHydration(container);
    });
    expect(replayed).toBe(5);
    expect(container.querySelector('output')!.textContent).toBe('20|short|cross|true|prices.csv');
    expect(field<HTMLInputElement>(container, 'Leverage').value).toBe('20');
    expect(field<HTMLInputElement>(container, 'Short').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'Long').checked).toBe(false);
    expect(field<HTMLInputElement>(container, 'Hedged').checked).toBe(true);
  });

  it('replays nothing on a page nobody touched', () => {
    const container = prerendered();
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    let replayed = -1;
    act(() => {
      replayed = replayEditsBeforeHydration(container);
    });
    expect(replayed).toBe(0);
    expect(container.querySelector('output')!.textContent).toBe('10|long|isolated|false|');
  });
});
