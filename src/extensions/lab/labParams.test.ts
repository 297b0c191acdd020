import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from '../../engine/backtest/declaration';
import { activeRuleParamIds, COSTS_PARAM, labParams, SETTING_PARAMS, settingParams } from './labParams';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

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

  it('shows the settings of the engine’s table with their units, defaults and ranges, labelled in both languages', () => {
    expect(SETTING_PARAMS.map((param) => param.id)).toEqual(['initialCapital', 'side', 'sizePct', 'leverage', 'feeBps', 'slippageBps', 'fundingPer8h', 'stopPct', 'takeProfitPct']);
    expect(SETTING_PARAMS.find((param) => param.id === 'feeBps')).toMatchObject({ kind: 'number', unit: 'bps', default: 5, min: 0, max: 100, label: { en: 'Fee per fill', de: 'Gebühr pro Ausführung' } });
    expect(SETTING_PARAMS.find((param) => param.id === 'side')).toMatchObject({ kind: 'choice', default: 'long', options: [{ value: 'long', label: { en: 'Long only', de: 'Nur Long' } }, { value: 'short' }, { value: 'both' }] });
  });

  it('shows only the chosen variant’s settings on /strategies/mean-reversion (a parameter’s variants)', () => {
    const blocks = (parse(readFileSync('specs/strategies/mean-reversion.yaml', 'utf8')) as { blocks: { name?: string; props?: BacktestDeclaration }[] }).blocks;
    const lab = blocks.find((block) => block.name === 'backtest')?.props as BacktestDeclaration;
    expect([...activeRuleParamIds(lab, { variant: 'zscore' })]).toEqual(['period', 'entryZ']);
    expect([...activeRuleParamIds(lab, { variant: 'bollinger' })]).toEqual(['bbPeriod', 'bbK']);
    expect([...activeRuleParamIds(lab, { variant: 'rsi' })]).toEqual(['rsiPeriod', 'rsiLow', 'rsiHigh']);
    expect([...activeRuleParamIds(declaration, {})]).toEqual(['stopTicks']);
  });

  it('refuses an unknown dataset', () => {
    expect(() => labParams({ ...declaration, dataset: 'nope' })).toThrow('no lab dataset nope');
  });
});
