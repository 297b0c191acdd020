// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, renderLabTool, typeInto, untilState } from '../labTool.testHelper';
import CorrelationAnalyzer from './CorrelationAnalyzer';
import PortfolioOptimizer from './PortfolioOptimizer';
import Rebalancing from './Rebalancing';
import RiskParity from './RiskParity';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/strategies/diversification';
const WIDE = 'tests/fixtures/portfolio/wide-3-assets.csv';
const SAMPLE_ASSETS = ['sBTC', 'sETH', 'sSOL', 'sBNB', 'sGOLD', 'sETC'] as const;
const sum = (root: ParentNode, prefix: string, assets: readonly string[]) => assets.reduce((total, asset) => total + num(root, `${prefix}.${asset}`), 0);

// The statistics, optimisers and rebalancing are src/finance/portfolio's, tested against numpy and scipy
// (./portfolio.test.ts, rebalance.test.ts); these tests read them through each tool's DOM contract.
describe('the diversification tools on the daily multi-asset sample', { timeout: 30_000 }, () => {
  it('correlation analyzer: the whole matrix, the model’s correlations within sampling error', async () => {
    const root = renderLabTool(CorrelationAnalyzer, PATH);
    await untilState(root.querySelector('section[data-tool="correlation"]'), 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('synthetic-multi-1d');
    expect(root.querySelector('.lab-status')?.textContent).toContain('6 assets, 1,500 bars');
    expect(root.querySelectorAll('table.portfolio-heatmap output')).toHaveLength(36);
    expect(num(root, 'corr.sBTC.sBTC')).toBeCloseTo(1, 12);
    // Model correlation 0.8; a 365-day sample lies within about 0.1 of it. Gold is modelled independent of SOL.
    expect(Math.abs(num(root, 'corr.sBTC.sETH') - 0.8)).toBeLessThan(0.1);
    expect(Math.abs(num(root, 'corr.sSOL.sGOLD'))).toBeLessThan(0.15);
  });

  it('portfolio optimizer: both portfolios invested within the cap; a cap too low for six assets is refused', async () => {
    const root = renderLabTool(PortfolioOptimizer, PATH);
    const tool = root.querySelector('section[data-tool="portfolio-optimizer"]');
    await untilState(tool, 'ready');
    expect(sum(root, 'minVar', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
    expect(sum(root, 'maxSharpe', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
    for (const asset of SAMPLE_ASSETS) expect(num(root, `minVar.${asset}`)).toBeLessThanOrEqual(0.6 + 1e-12);
    expect(num(root, 'maxSharpe.sharpe')).toBeGreaterThanOrEqual(num(root, 'minVar.sharpe'));
    typeInto(root.querySelector('input[name="capPct"]'), '10');
    await untilState(tool, 'error');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('raise the cap to at least 16.67%');
    typeInto(root.querySelector('input[name="capPct"]'), '25');
    await untilState(tool, 'ready');
    for (const asset of SAMPLE_ASSETS) expect(num(root, `maxSharpe.${asset}`)).toBeLessThanOrEqual(0.25 + 1e-12);
  });

  it('risk parity: equal risk contributions, fully invested', async () => {
    const root = renderLabTool(RiskParity, PATH);
    await untilState(root.querySelector('section[data-tool="risk-parity"]'), 'ready');
    for (const asset of SAMPLE_ASSETS) expect(num(root, `contribution.${asset}`)).toBeCloseTo(1 / 6, 7);
    expect(sum(root, 'weight', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
  });

  it('rebalancing: a calendar rebalance every 30 bars, none when holding, fees, weights back on target', async () => {
    const root = renderLabTool(Rebalancing, PATH);
    await untilState(root.querySelector('section[data-tool="rebalancing"]'), 'ready');
    // 365 daily bars: calendar every 30 bars rebalances on bars 30, 60, …, 360.
    expect(num(root, 'calendar.rebalances')).toBe(12);
    expect(num(root, 'hold.rebalances')).toBe(0);
    expect(num(root, 'fees')).toBeGreaterThan(0);
    expect(sum(root, 'after', SAMPLE_ASSETS)).toBeCloseTo(1, 9);
  });

  it('[de] German numbers in the matrix and the contributions', async () => {
    const correlation = renderLabTool(CorrelationAnalyzer, PATH, 'de');
    await untilState(correlation.querySelector('section[data-tool="correlation"]'), 'ready');
    expect(correlation.querySelector('output[name="corr.sBTC.sBTC"]')?.textContent).toBe('1,00');
    cleanup();
    const parity = renderLabTool(RiskParity, PATH, 'de');
    await untilState(parity.querySelector('section[data-tool="risk-parity"]'), 'ready');
    expect(parity.querySelector('output[name="contribution.sBTC"]')?.textContent).toContain('16,6667');
  });
});

describe('the diversification tools on a visitor’s wide German CSV', { timeout: 30_000 }, () => {
  it('correlation analyzer: the correlations of the file', async () => {
    const root = renderLabTool(CorrelationAnalyzer, PATH);
    const tool = root.querySelector('section[data-tool="correlation"]');
    await untilState(tool, 'ready');
    await pickFile(root.querySelector('input[type="file"]'), WIDE);
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('upload');
    expect(root.querySelector('.lab-status')?.textContent).toContain('3 assets, 60 bars');
    // Computed with numpy: python3 scripts/reference/portfolio_wide_fixture.py.
    expect(num(root, 'corr.A.B')).toBeCloseTo(0.4424745256262954, 9);
    expect(num(root, 'corr.A.C')).toBeCloseTo(-0.33851508343751185, 9);
    expect(num(root, 'corr.B.C')).toBeCloseTo(0.23112392942257762, 9);
  });

  it('rebalancing: the worked example of the text on the file’s assets; targets that do not add up are refused', async () => {
    const root = renderLabTool(Rebalancing, PATH);
    const tool = root.querySelector('section[data-tool="rebalancing"]');
    await untilState(tool, 'ready');
    await pickFile(root.querySelector('input[type="file"]'), WIDE);
    await untilState(tool, 'ready');
    expect(root.querySelector('.lab-status')?.textContent).toContain('3 assets');
    for (const [asset, holding, target] of [['A', '6000', '40'], ['B', '2500', '30'], ['C', '1500', '30']] as const) {
      typeInto(screen.getByLabelText(`Value of ${asset}`), holding);
      typeInto(screen.getByLabelText(`Target weight of ${asset} (%)`), target);
    }
    typeInto(root.querySelector('input[name="bandPct"]'), '10');
    typeInto(root.querySelector('input[name="feePct"]'), '0');
    // A (60 % against 40 %) and C (15 % against 30 %) leave the 10-point band: A sells 2,000, C buys 1,500 and the
    // 500 left over goes to B, the leg inside the band (the rule of rebalanceTrades, ../../../finance/portfolio/rebalance.test.ts).
    expect(num(root, 'trade.A')).toBeCloseTo(-2000, 6);
    expect(num(root, 'trade.B')).toBeCloseTo(500, 6);
    expect(num(root, 'trade.C')).toBeCloseTo(1500, 6);
    expect(num(root, 'fees')).toBe(0);
    typeInto(screen.getByLabelText('Target weight of C (%)'), '40');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('The target weights must add up to 100% (now 110%).');
    expect(root.querySelector('output[name="trade.A"]')).toBeNull();
  });
});
