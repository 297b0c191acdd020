import { describe, expect, it } from 'vitest';
import { BACKTEST_SETTING_TABLE, DEFAULT_BACKTEST_SETTINGS } from './settingTable';
import { settingsFromValues } from './settings';

describe('the backtest setting table', () => {
  it('gives a run the visitor’s defaults, costs included', () => {
    expect(DEFAULT_BACKTEST_SETTINGS).toEqual({ initialCapital: 10_000, sizePct: 100, leverage: 1, feeBps: 5, slippageBps: 2, fundingPer8h: 0.01 });
  });

  it('starts every number setting inside its own range (a blank optional one excepted)', () => {
    for (const row of BACKTEST_SETTING_TABLE) {
      if (row.kind !== 'number' || 'optional' in row) continue;
      const aboveMin = 'exclusiveMin' in row ? row.default > row.min : row.default >= row.min;
      expect(aboveMin && row.default <= row.max, row.id).toBe(true);
    }
  });
});

describe('settingsFromValues', () => {
  const values = { initialCapital: 5000, side: 'short', sizePct: 50, leverage: 3, feeBps: 4, slippageBps: 1, fundingPer8h: -0.02, stopPct: Number.NaN, takeProfitPct: 2 };

  it('reads every account setting, the side and a typed take-profit; a blank stop leaves the declaration’s', () => {
    expect(settingsFromValues(values)).toEqual({ initialCapital: 5000, side: 'short', sizePct: 50, leverage: 3, feeBps: 4, slippageBps: 1, fundingPer8h: -0.02, stopPct: undefined, takeProfitPct: 2 });
  });

  it('reads an unknown side as long and numbers kept as text', () => {
    expect(settingsFromValues({ ...values, side: 'sideways', feeBps: '7' })).toMatchObject({ side: 'long', feeBps: 7 });
  });
});
