import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from '../../engine/backtest/declaration';
import { COSTS_PARAM, labParams, settingParams } from './labParams';

const label = { en: 'Stop', de: 'Stop' };
const declaration: BacktestDeclaration = {
  id: 'scalp',
  rules: { long: 'close > 1', short: 'close < 1' },
  params: [{ id: 'stopTicks', label, min: 0.5, max: 100, optional: true }],
  side: 'both',
  dataset: 'synthetic-btc-1m',
};

describe('labParams', () => {
  it('starts on the declaration’s dataset and side, with the costs included', () => {
    const params = labParams(declaration);
    expect(params.find((param) => param.id === 'dataset')?.default).toBe('synthetic-btc-1m');
    expect(params.find((param) => param.id === 'side')?.default).toBe('both');
    expect(params.at(-1)).toBe(COSTS_PARAM);
    expect(COSTS_PARAM.default).toBe('on');
    expect(settingParams({ id: 'x', rules: { long: 'true' } }).find((param) => param.id === 'side')?.default).toBe('long');
  });

  it('an optional rule parameter without a default starts empty and may be left empty', () => {
    expect(labParams(declaration).find((param) => param.id === 'stopTicks')).toMatchObject({ kind: 'number', optional: true, default: Number.NaN });
  });

  it('refuses an unknown dataset', () => {
    expect(() => labParams({ ...declaration, dataset: 'nope' })).toThrow('no lab dataset nope');
  });
});
