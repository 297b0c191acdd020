// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBacktest } from '../../engine/backtest/strategyBacktest.testHelper';
import { repoPageSpec } from '../../engine/build/repoSpecs';
import { formatValue } from '../../engine/formatNumber';
import BacktestLab from './BacktestLab';
import { num, raw, renderLabTool, typeInto, untilState } from './labTool.testHelper';

vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The backtest lab's props and the English text of a strategy page spec. */
function strategyPage(file: string) {
  const page = repoPageSpec(`specs/strategies/${file}`);
  return { props: pageBacktest(page), text: page.blocks.map((block) => ('body' in block ? (block.body?.en ?? '') : '')).join('\n') };
}

// The runs are runBacktest's (checked against an independent Python backtest in
// ./backtest/runBacktest.reference.test.ts); these tests read them through the lab's DOM contract.
describe('the backtest lab', { timeout: 30_000 }, () => {
  it('on /strategies/mean-reversion reads the hourly sample: trades, and its ratios as fractions', async () => {
    const root = renderLabTool(BacktestLab, '/strategies/mean-reversion', 'en', strategyPage('mean-reversion.yaml').props);
    await untilState(root.querySelector('section[data-backtest="mean-reversion"]'), 'ready');
    expect(num(root, 'trades')).toBeGreaterThan(0);
    for (const name of ['winRate', 'exposure', 'maxDrawdown']) {
      expect(raw(root, name), name).not.toBe('');
      expect(num(root, name), name).toBeGreaterThanOrEqual(0);
      expect(num(root, name), name).toBeLessThanOrEqual(1);
    }
  });

  it('on /strategies/scalping shows on the 1-minute sample the trades and losses the page text quotes, with and without costs', async () => {
    const page = strategyPage('scalping.yaml');
    const root = renderLabTool(BacktestLab, '/strategies/scalping', 'en', page.props);
    const section = root.querySelector('section[data-backtest="scalping"]');
    await untilState(section, 'ready');
    const quoted = (value: number) => formatValue(value, 'integer', 'en');
    // 10,000 USDT, 5 bps fee and 2 bps slippage per fill: 1,087 trades, losses of 7,785 USDT with costs and 1,654 without.
    expect(num(root, 'withCosts.trades')).toBe(1087);
    expect(num(root, 'withoutCosts.trades')).toBe(1087);
    expect(Math.round(num(root, 'withCosts.netPnl'))).toBe(-7785);
    expect(Math.round(num(root, 'withoutCosts.netPnl'))).toBe(-1654);
    for (const [value, unit] of [[1087, 'trades'], [1654, 'USDT'], [7785, 'USDT']] as const) expect(page.text).toContain(`**${quoted(value)} ${unit}**`);
    expect(raw(root, 'netPnl')).toBe(raw(root, 'withCosts.netPnl'));
    expect(num(root, 'costImpact.netPnl')).toBeCloseTo(num(root, 'withCosts.netPnl') - num(root, 'withoutCosts.netPnl'), 6);

    // A maker's 2 bps without slippage closes much of the gap.
    typeInto(root.querySelector('input[name="feeBps"]'), '2');
    typeInto(root.querySelector('input[name="slippageBps"]'), '0');
    await vi.waitFor(() => expect(Math.round(num(root, 'withCosts.netPnl'))).toBe(-4596), { timeout: 10_000 });
  });
});
