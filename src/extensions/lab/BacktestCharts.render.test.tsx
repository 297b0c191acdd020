// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BacktestResult } from '../../engine/backtest/runBacktest';
import BacktestCharts, { barsPriceRange, LAB_PLOT_HEIGHT, MARKED_TRADES, priceAxisRange } from './BacktestCharts';
import type { ParamDeclaration } from '../../engine/backtest/declaration';
import { labTexts } from './texts';

// The plot itself: what the charts hand to plotly is checked, not plotly's drawing.
// The trade marks are drawn over the plot, as the real chart does once plotly has drawn.
const drawn: { data: { name?: string; mode?: string; x: unknown[]; y: unknown[]; line?: { dash?: string } }[]; layout: Record<string, Record<string, unknown> | boolean | undefined>; overlay?: ReactNode }[] = [];
vi.mock('../../ui/PlotlyChart', () => ({
  default: (props: (typeof drawn)[number]) => {
    drawn.push(props);
    return props.overlay ?? null;
  },
}));

const BARS = 2_000;
const HOUR = 3_600_000;

function series() {
  const time = Float64Array.from({ length: BARS }, (_, i) => Date.UTC(2024, 0, 1) + i * HOUR);
  const close = Float64Array.from({ length: BARS }, (_, i) => 100 + Math.sin(i / 50) * 10);
  return { time, open: close, high: close, low: close, close, barMs: HOUR };
}

function result(trades: number): BacktestResult {
  const { time, close } = series();
  const flat = new Float64Array(BARS).fill(10_000);
  return {
    trades: Array.from({ length: trades }, (_, k) => ({ entryTime: time[k * 10]!, exitTime: time[k * 10 + 5]!, entryPrice: close[k * 10]!, exitPrice: close[k * 10 + 5]!, side: 'long', quantity: 1, fees: 0, funding: 0, pnl: 0, reason: 'signal' })),
    equity: flat,
    drawdown: new Float64Array(BARS),
    buyAndHold: flat,
    position: new Int8Array(BARS),
    indicators: {},
    latest: { signals: {}, gauges: {} },
  } as unknown as BacktestResult;
}

function renderCharts(trades: number) {
  drawn.length = 0;
  return render(<BacktestCharts series={series()} result={result(trades)} indicators={[]} params={[]} values={{}} lang="en" texts={labTexts('en')} />);
}

describe('BacktestCharts', () => {
  afterEach(cleanup);

  it('marks the latest trades only, and says so when there are more', () => {
    const { container } = renderCharts(MARKED_TRADES + 40);
    expect(screen.getByText(`Marked: the latest ${MARKED_TRADES} of ${MARKED_TRADES + 40} trades. The trades table lists them all.`)).toBeTruthy();
    const entries = container.querySelectorAll('[data-mark="entry"]');
    expect(entries).toHaveLength(MARKED_TRADES);
    expect(entries[0]!.querySelector('title')!.textContent).toBe('Entry: 01/17/2024, 16:00 UTC · 109.8936');
    expect(entries[MARKED_TRADES - 1]!.querySelector('title')!.textContent).toMatch(/^Entry: 02\/27\/2024, 22:00 UTC · /);
  });

  it('marks every trade without a note when they fit, over a plot whose axis ranges hold them', () => {
    const { container } = renderCharts(12);
    expect(screen.queryByText(/Marked:/)).toBeNull();
    expect(container.querySelectorAll('[data-mark="exit"]')).toHaveLength(12);
    // The marks are not plotly traces: a new set of trades leaves the plot as it is.
    const price = drawn[0]!;
    expect(price.data.every((trace) => trace.mode === 'lines')).toBe(true);
    const { xaxis, yaxis } = price.layout as Record<string, { range: [number, number]; autorange: boolean }>;
    expect(xaxis!.range).toEqual([series().time[0], series().time[BARS - 1]]);
    expect(yaxis!).toMatchObject({ autorange: false, range: priceAxisRange(barsPriceRange(series()), [], []) });
    // The first entry is at the first bar (the left edge); the y of a mark is its price's place in the range.
    const first = container.querySelector('[data-mark="entry"]')!;
    expect(first.getAttribute('x')).toBe('0%');
    const [low, high] = yaxis!.range;
    expect(Number.parseFloat(first.getAttribute('y')!)).toBeCloseTo(((high - 100) / (high - low)) * 100, 6);
  });

  it('draws the same plot for another set of trades', () => {
    renderCharts(12);
    const before = drawn[0]!;
    renderCharts(30);
    expect(drawn[0]!.data).toEqual(before.data);
    expect(drawn[0]!.layout).toEqual(before.layout);
  });

  it('draws thinned lines on a date axis of Unix milliseconds, with the legend as text and no measured plotly texts', () => {
    const { container } = renderCharts(12);
    for (const { data, layout } of drawn) {
      expect(data[0]!.x.length).toBeLessThanOrEqual(300);
      expect(typeof data[0]!.x[0]).toBe('number');
      // Plotly's legend, axis titles and tick-label overflow check each measure text after drawing it.
      expect(layout.showlegend).toBe(false);
      for (const axis of [layout.xaxis, layout.yaxis] as Record<string, unknown>[]) {
        expect(axis.title).toBeUndefined();
        expect(axis.ticklabeloverflow).toBe('allow');
      }
    }
    const legends = [...container.querySelectorAll('.lab-legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['— Close▲ Entries× Exits', '— Strategy equity— Buy and hold']);
  });
});

describe('BacktestCharts thresholds and zoom', () => {
  afterEach(cleanup);

  const rsiParams: ParamDeclaration[] = [
    { id: 'rsiLow', label: { en: 'RSI low', de: 'RSI unten' }, default: 30, min: 1, max: 49 },
    { id: 'rsiHigh', label: { en: 'RSI high', de: 'RSI oben' }, default: 70, min: 51, max: 99 },
    { id: 'entryZ', label: { en: 'Entry z', de: 'Einstiegs-z' }, default: 2, min: 0.5, max: 5 },
    { id: 'adxMin', label: { en: 'ADX filter', de: 'ADX-Filter' }, min: 0, max: 100, optional: true },
  ];
  const withIndicators = { ...result(3), indicators: { rsi: series().close, z: series().close, 'adx.adx': series().close, 'adx.plusDi': series().close, 'adx.minusDi': series().close } } as unknown as BacktestResult;
  const indicators = [
    { id: 'rsi', kind: 'rsi' as const, label: { en: 'RSI', de: 'RSI' }, levels: ['rsiLow', 'rsiHigh', 50] },
    { id: 'z', kind: 'zscore' as const, label: { en: 'z-score', de: 'Z-Score' }, levels: ['entryZ', '-entryZ'] },
    { id: 'adx', kind: 'adx' as const, label: { en: 'ADX', de: 'ADX' }, levels: ['adxMin'] },
  ];
  const dashed = (name: string) => drawn.find((figure) => figure.data[0]?.name?.startsWith(name))!.data.filter((trace) => trace.line?.dash === 'dash');

  it('draws the thresholds the declaration names, with the run’s parameter values, on each indicator’s chart', () => {
    const { container } = render(<BacktestCharts series={series()} result={withIndicators} indicators={indicators} params={rsiParams} values={{ rsiLow: 25, rsiHigh: 75, entryZ: 2.5, adxMin: NaN }} lang="en" texts={labTexts('en')} />);
    expect(dashed('RSI').map((trace) => [trace.name, trace.y])).toEqual([
      ['RSI low at 25', [25, 25]],
      ['RSI high at 75', [75, 75]],
      ['Threshold at 50', [50, 50]],
    ]);
    expect(dashed('z-score').map((trace) => [trace.name, trace.y])).toEqual([
      ['Entry z at 2.5', [2.5, 2.5]],
      ['Entry z at -2.5', [-2.5, -2.5]],
    ]);
    // An empty optional parameter (the ADX filter off) draws no threshold.
    expect(dashed('ADX')).toEqual([]);
    expect([...container.querySelectorAll('.lab-legend')].map((legend) => legend.textContent)).toContain('— RSI- - RSI low at 25- - RSI high at 75- - Threshold at 50');
  });

  it('gives every chart the same plot height, readable on a phone', () => {
    render(<BacktestCharts series={series()} result={withIndicators} indicators={indicators} params={rsiParams} values={{ rsiLow: 30, rsiHigh: 70, entryZ: 2, adxMin: 25 }} lang="en" texts={labTexts('en')} />);
    expect(LAB_PLOT_HEIGHT).toBeGreaterThanOrEqual(240);
    for (const { layout } of drawn) {
      const margin = layout.margin as { t: number; b: number };
      expect((layout.height as unknown as number) - margin.t - margin.b).toBe(LAB_PLOT_HEIGHT);
    }
  });

  it('zooms every chart to the range the sliders choose, marking only the trades in it', () => {
    const { container } = renderCharts(150);
    const from = container.querySelector('input[name="zoomFrom"]')!;
    const to = container.querySelector('input[name="zoomTo"]')!;
    expect(from.getAttribute('aria-valuetext')).toBe('01/01/2024, 00:00 UTC');
    drawn.length = 0;
    // Bars 0 … 1999: 25 % is bar 499.75 → 499, 50 % is 999.5 → 1000.
    fireEvent.change(from, { target: { value: '25' } });
    fireEvent.change(to, { target: { value: '50' } });
    const price = drawn.filter((figure) => figure.data[0]?.name === 'Close').at(-1)!;
    const time = series().time;
    expect((price.layout.xaxis as { range: number[] }).range).toEqual([time[499], time[1000]]);
    expect(price.data[0]!.x[0]).toBe(time[499]);
    for (const figure of drawn.slice(-3)) expect((figure.layout.xaxis as { range: number[] }).range).toEqual([time[499], time[1000]]);
    // Trades enter every 10 bars from bar 0: trades 50 … 100 enter in the range (bars 500 … 1000); trade 49
    // enters before it and exits at bar 495, also before it.
    expect(container.querySelectorAll('[data-mark="entry"]')).toHaveLength(51);
    expect(screen.getByText('Showing 01/21/2024, 19:00 UTC – 02/11/2024, 16:00 UTC')).toBeTruthy();
    // The handles never cross; Show all goes back to every bar.
    fireEvent.change(from, { target: { value: '80' } });
    expect((from as HTMLInputElement).value).toBe('48');
    fireEvent.click(container.querySelector('button[name="zoomAll"]')!);
    expect(container.querySelectorAll('[data-mark="entry"]')).toHaveLength(100);
  });
});

describe('BacktestCharts in German', () => {
  afterEach(cleanup);

  it('names the lines of an indicator with several outputs in the language', () => {
    const bands = { ...result(3), indicators: { 'bb.upper': series().close, 'bb.middle': series().close, 'bb.lower': series().close } } as unknown as BacktestResult;
    const indicators = [{ id: 'bb', kind: 'bollinger' as const, label: { en: 'Bollinger bands', de: 'Bollinger-Bänder' } }];
    const { container, unmount } = render(<BacktestCharts series={series()} result={bands} indicators={indicators} params={[]} values={{}} lang="de" texts={labTexts('de')} />);
    expect(container.querySelector('.lab-legend')!.textContent).toBe('— Schlusskurs— Bollinger-Bänder: oberes Band— Bollinger-Bänder: Mittellinie— Bollinger-Bänder: unteres Band▲ Einstiege× Ausstiege');
    unmount();
    const english = render(<BacktestCharts series={series()} result={bands} indicators={indicators} params={[]} values={{}} lang="en" texts={labTexts('en')} />);
    expect(english.container.querySelector('.lab-legend')!.textContent).toContain('Bollinger bands: upper band');
  });
});

describe('priceAxisRange', () => {
  it('spans the bars, the drawn lines and the marked prices, with 4 % of the span free at each end', () => {
    const bars = barsPriceRange({ low: Float64Array.of(90, 95), high: Float64Array.of(110, 105) });
    expect(bars).toEqual([90, 110]);
    expect(priceAxisRange(bars, [], [])).toEqual([89.2, 110.8]);
    // An upper band above every high and a fill below every low widen it; non-finite values are skipped.
    expect(priceAxisRange(bars, [[NaN, 130]], [70])).toEqual([67.6, 132.4]);
  });

  it('leaves room around a flat series', () => {
    expect(priceAxisRange([100, 100], [], [])).toEqual([96, 104]);
  });
});
