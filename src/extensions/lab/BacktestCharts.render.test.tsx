// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BacktestResult } from './backtest/runBacktest';
import BacktestCharts, { MARKED_TRADES } from './BacktestCharts';
import { labTexts } from './texts';

// The plot itself: what the charts hand to plotly is checked, not plotly's drawing.
const drawn: { data: { name?: string; x: unknown[] }[]; layout: Record<string, Record<string, unknown> | boolean | undefined> }[] = [];
vi.mock('../../ui/PlotlyChart', () => ({
  default: (props: (typeof drawn)[number]) => {
    drawn.push(props);
    return null;
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
  return render(<BacktestCharts series={series()} result={result(trades)} indicators={[]} lang="en" texts={labTexts('en')} />);
}

describe('BacktestCharts', () => {
  afterEach(cleanup);

  it('marks the latest trades only, and says so when there are more', () => {
    renderCharts(MARKED_TRADES + 40);
    expect(screen.getByText(`Marked: the latest ${MARKED_TRADES} of ${MARKED_TRADES + 40} trades. The trades table lists them all.`)).toBeTruthy();
    const price = drawn[0]!.data;
    const entries = price.find((trace) => trace.name === 'Entries')!;
    expect(entries.x.length).toBeLessThanOrEqual(MARKED_TRADES);
    expect(entries.x.at(-1)).toBe(series().time[(MARKED_TRADES + 39) * 10]);
  });

  it('marks every trade without a note when they fit', () => {
    renderCharts(12);
    expect(screen.queryByText(/Marked:/)).toBeNull();
    expect(drawn[0]!.data.find((trace) => trace.name === 'Exits')!.x).toHaveLength(12);
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
