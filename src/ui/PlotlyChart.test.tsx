// @vitest-environment jsdom
/**
 * The plotly wrapper draws a chart when it comes near the viewport (at once in jsdom, which has no
 * IntersectionObserver) and redraws it when the figure changes in value, not when a render only built
 * equal objects anew.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlotlyChart from './PlotlyChart';

const plotly = vi.hoisted(() => ({
  // Like plotly, writes the axis range it found into the layout it was given.
  react: vi.fn((root: HTMLElement, _data: unknown, layout: { xaxis?: { range?: number[] } }) => {
    if (layout.xaxis) layout.xaxis.range = [1, 3];
    return Promise.resolve(root);
  }),
  purge: vi.fn(),
}));
vi.mock('plotly.js-basic-dist-min', () => ({ default: plotly }));

const fallback = { loading: 'Loading', failed: 'Failed' };
const figure = (last: number) => ({
  data: [{ type: 'scatter', mode: 'lines', x: [1, 2, 3], y: [4, 5, last] }],
  layout: { height: 300, xaxis: { type: 'date' } },
  config: { displayModeBar: false },
});

beforeEach(() => {
  plotly.react.mockClear();
});
afterEach(cleanup);

describe('PlotlyChart', () => {
  it('draws once for equal figures built anew, and again when a number changes', async () => {
    const view = render(<PlotlyChart {...figure(6)} fallback={fallback} />);
    await waitFor(() => expect(view.container.querySelector('[data-plot-state="ready"]')).not.toBeNull());
    expect(plotly.react).toHaveBeenCalledTimes(1);

    view.rerender(<PlotlyChart {...figure(6)} fallback={fallback} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plotly.react).toHaveBeenCalledTimes(1);

    view.rerender(<PlotlyChart {...figure(7)} fallback={fallback} />);
    await waitFor(() => expect(plotly.react).toHaveBeenCalledTimes(2));
    expect((plotly.react.mock.calls[1] as unknown[])[1]).toEqual(figure(7).data);
  });

  it('tries a figure again after its draw failed', async () => {
    plotly.react.mockImplementationOnce(() => Promise.reject(new Error('no canvas')));
    const view = render(<PlotlyChart {...figure(6)} fallback={fallback} />);
    await waitFor(() => expect(view.getByText('Failed')).toBeTruthy());
    view.rerender(<PlotlyChart {...figure(6)} fallback={fallback} />);
    await waitFor(() => expect(view.container.querySelector('[data-plot-state="ready"]')).not.toBeNull());
    expect(plotly.react).toHaveBeenCalledTimes(2);
  });
});
