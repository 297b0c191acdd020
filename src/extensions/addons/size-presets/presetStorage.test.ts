// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import type { Preset } from './presetFile';
import { PRESETS_STORAGE_KEY, loadPresets, savePresets } from './presetStorage';

const spec = repoCalculatorSpec('size-pro');

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('preset storage', () => {
  it('round-trips presets through the one documented key', () => {
    const presets: Preset[] = [
      { name: 'BTC swing', values: { account: 25000, riskMode: 'atr', atrValue: 461.8926724523905, side: 'long', entry: 60000 } },
      { name: 'ETH <short>', values: { riskMode: 'kelly', side: 'short', winRate: 40 } },
    ];
    expect(savePresets(presets)).toBe(true);
    expect(Object.keys(window.localStorage)).toEqual([PRESETS_STORAGE_KEY]);
    expect(PRESETS_STORAGE_KEY).toBe('futureslab.sizePresets');
    expect(JSON.parse(window.localStorage.getItem(PRESETS_STORAGE_KEY) ?? '')).toMatchObject({ format: 'futureslab.size-presets', version: 2 });
    expect(loadPresets(spec.inputs)).toEqual(presets);
  });

  it('removes the key when the last preset is deleted', () => {
    savePresets([{ name: 'a', values: {} }]);
    expect(savePresets([])).toBe(true);
    expect(window.localStorage.getItem(PRESETS_STORAGE_KEY)).toBeNull();
    expect(loadPresets(spec.inputs)).toEqual([]);
  });

  it('ignores stored text that is not a valid presets file', () => {
    window.localStorage.setItem(PRESETS_STORAGE_KEY, '{not json');
    expect(loadPresets(spec.inputs)).toEqual([]);
    window.localStorage.setItem(PRESETS_STORAGE_KEY, JSON.stringify({ format: 'futureslab.size-presets', version: 1, presets: [{ name: 'x', values: { nope: 1 } }] }));
    expect(loadPresets(spec.inputs)).toEqual([]);
  });

  it('reports false when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(savePresets([{ name: 'a', values: {} }])).toBe(false);
  });
});
