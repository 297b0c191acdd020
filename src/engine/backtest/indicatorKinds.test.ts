import { describe, expect, it } from 'vitest';
import { INDICATOR_KIND_NAMES, indicatorKindSpec } from './indicatorCatalog';
import { createOhlcSeries } from '../../market/ohlcSeries';
import { computeIndicator } from './indicatorBinding';
import { INDICATOR_BINDINGS } from './indicatorKinds';

// A zig-zag series of 60 hourly bars (the indicators' values are tested in src/finance/indicators).
const n = 60;
const close = Float64Array.from({ length: n }, (_, i) => 100 + 5 * Math.sin(i / 3) + i * 0.1);
const series = createOhlcSeries({
  time: Float64Array.from({ length: n }, (_, i) => i * 3_600_000),
  open: close.map((c, i) => (i === 0 ? c : (close[i - 1] as number))),
  high: close.map((c) => c + 1),
  low: close.map((c) => c - 1),
  close,
});

describe('INDICATOR_BINDINGS', () => {
  it.each(INDICATOR_KIND_NAMES)('%s returns every output of the catalogue, as long as the series, defined after its warm-up', (kind) => {
    const spec = indicatorKindSpec(kind);
    const params = Object.fromEntries(Object.keys(spec.params).map((name) => [name, name === 'slow' ? 10 : name === 'fast' ? 4 : name === 'k' ? 2 : 5]));
    const outputs = computeIndicator({ id: 'x', kind, params }, series, {}, INDICATOR_BINDINGS);
    expect(Object.keys(outputs).sort()).toEqual([...spec.outputs].sort());
    for (const output of spec.outputs) {
      const values = outputs[output] as Float64Array;
      expect(values).toHaveLength(n);
      expect(Number.isFinite(values[n - 1])).toBe(true);
    }
  });

  it('reads the declared source column', () => {
    const onHigh = computeIndicator({ id: 's', kind: 'sma', params: { period: 1 }, source: 'high' }, series, {}, INDICATOR_BINDINGS);
    expect(onHigh.value).toEqual(series.high);
  });

  it('refuses a parameter outside the kind’s constraints', () => {
    expect(() => computeIndicator({ id: 's', kind: 'sma', params: { period: 'p' } }, series, { p: 0 }, INDICATOR_BINDINGS)).toThrow('indicator "s": period must be a whole number ≥ 1, not 0');
  });
});
