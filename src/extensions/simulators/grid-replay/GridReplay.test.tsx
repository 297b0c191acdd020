// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../blocks/renderWithProviders.testHelper';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { CalculatorLink } from '../../../engine/extensionProps';
import { shareCalculatorInputs, withdrawCalculatorInputs } from '../../shared/sharedCalculatorInputs';
import GridReplay from './GridReplay';
import { gridReplayManifest } from './manifest';
import { gridReplayDefinition } from './definition';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  withdrawCalculatorInputs('grid-designer');
  window.history.replaceState(null, '', '/');
});

/** The replay's `from` as the grid page declares it. */
function gridPageLink(): CalculatorLink {
  const blocks = (parse(readFileSync('specs/strategies/grid.yaml', 'utf8')) as { blocks: { type: string; name?: string; from?: CalculatorLink }[] }).blocks;
  const from = blocks.find((block) => block.type === 'module' && block.name === 'grid-replay')?.from;
  if (!from) throw new Error('the grid page places no linked replay');
  return from;
}

const DESIGNER = { capital: 2500, lower: 50000, upper: 70000, price: 61000, grids: 40, bias: 'short', allocationPct: 80, makerFeeBps: 1, takerFeeBps: 4, slippageBps: 0.5, spacing: 'geometric', roundTripsPerDay: 4 };

function renderReplay(from?: CalculatorLink): HTMLElement {
  window.history.replaceState(null, '', '/strategies/grid');
  return renderWithProviders(<GridReplay props={{}} from={from} />, { path: '/strategies/grid' }).container;
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`section[data-sim] [name="${name}"]`);

describe('grid replay on the grid page', () => {
  it('links every parameter its manifest lets start from a calculator, and those are parameters of the replay', () => {
    const ids = gridReplayDefinition.params.map((param) => param.id);
    expect(gridReplayManifest.linkableParams.filter((id) => !ids.includes(id))).toEqual([]);
    expect(Object.keys(gridPageLink().inputs).sort()).toEqual([...gridReplayManifest.linkableParams].sort());
  });

  it('shows its start before Play: step 0, every result "—" and a hint to press Play', async () => {
    const root = renderReplay();
    const sim = root.querySelector('section[data-sim="grid-replay"]');
    expect(sim?.getAttribute('data-state')).toBe('idle');
    expect(sim?.getAttribute('data-step')).toBe('0');
    await waitFor(() => expect(root.querySelector('[data-chart="grid-replay-price"]')).not.toBeNull());
    for (const output of root.querySelectorAll('section[data-sim] output')) {
      expect(output.getAttribute('data-value')).toBe('');
      expect(output.textContent).toBe('—');
    }
    expect(root.querySelector('[data-start-hint]')?.textContent).toContain('Press Play');
    fireEvent.click(root.querySelector('button[name="step"]') as Element);
    expect(sim?.getAttribute('data-step')).toBe('1');
    expect(root.querySelector('[data-start-hint]')).toBeNull();
    expect(root.querySelector('output[name="price"]')?.getAttribute('data-value')).not.toBe('');
    fireEvent.click(root.querySelector('button[name="reset"]') as Element);
    expect(root.querySelector('output[name="price"]')?.getAttribute('data-value')).toBe('');
  });

  it('starts from the designer’s grid, follows it, and keeps a value the visitor changes in the replay', () => {
    const root = renderReplay(gridPageLink());
    // Before the designer has shared anything the replay shows its own defaults.
    expect(field(root, 'lower')?.value).toBe('58000');
    act(() => shareCalculatorInputs('grid-designer', DESIGNER));
    expect(field(root, 'startPrice')?.value).toBe('61000');
    expect(field(root, 'lower')?.value).toBe('50000');
    expect(field(root, 'upper')?.value).toBe('70000');
    expect(field(root, 'grids')?.value).toBe('40');
    expect(field(root, 'spacing')?.value).toBe('geometric');
    expect(field(root, 'bias')?.value).toBe('short');
    expect(field(root, 'capital')?.value).toBe('2500');
    expect(field(root, 'allocationPct')?.value).toBe('80');
    expect(field(root, 'makerFeeBps')?.value).toBe('1');
    expect(field(root, 'takerFeeBps')?.value).toBe('4');
    expect(field(root, 'slippageBps')?.value).toBe('0.5');
    // Parameters the designer does not have keep the replay's own.
    expect(field(root, 'steps')?.value).toBe('500');
    expect(root.querySelectorAll('[data-linked]')).toHaveLength(11);
    // What follows the designer stays out of the replay's query (the designer's own query holds it).
    expect(window.location.search).not.toContain('grid-replay.lower');

    fireEvent.change(field(root, 'lower') as Element, { target: { value: '52000' } });
    act(() => shareCalculatorInputs('grid-designer', { ...DESIGNER, lower: 45000, upper: 72000 }));
    expect(field(root, 'lower')?.value).toBe('52000');
    expect(field(root, 'upper')?.value).toBe('72000');
    expect(window.location.search).toContain('grid-replay.lower=52000');
    expect(root.querySelectorAll('[data-linked]')).toHaveLength(10);

    // The visitor hands the value back: it follows the designer again.
    fireEvent.click(root.querySelector('button[name="followLinked"]') as Element);
    expect(field(root, 'lower')?.value).toBe('45000');
    expect(root.querySelector('button[name="followLinked"]')).toBeNull();
    expect(window.location.search).not.toContain('grid-replay.lower');
  });

  it('keeps a value the opened link gives, and writes German numbers in German', () => {
    window.history.replaceState(null, '', '/de/strategies/grid?grid-replay.upper=65000');
    const root = renderWithProviders(<GridReplay props={{}} from={gridPageLink()} />, { lang: 'de', path: '/de/strategies/grid' }).container;
    act(() => shareCalculatorInputs('grid-designer', DESIGNER));
    expect(field(root, 'upper')?.value).toBe('65000');
    expect(field(root, 'slippageBps')?.value).toBe('0,5');
    expect(root.querySelector('[data-start-hint]')?.textContent).toContain('Drück auf „Start“');
    expect(root.querySelector('[data-linked]')?.textContent).toBe('von oben');
  });
});
