import { describe, expect, it } from 'vitest';
import { sameFigure } from './sameFigure';

describe('sameFigure', () => {
  const trace = () => ({ type: 'scatter', mode: 'lines', x: [1, 2, 3], y: [10, null, 12], line: { color: '#123', width: 2 } });

  it('treats equal traces built anew as the same', () => {
    expect(sameFigure([trace(), trace()], [trace(), trace()])).toBe(true);
    expect(sameFigure({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameFigure([NaN], [NaN])).toBe(true);
  });

  it('sees a changed number, string, nesting or length', () => {
    expect(sameFigure([trace()], [{ ...trace(), y: [10, null, 12.5] }])).toBe(false);
    expect(sameFigure([trace()], [{ ...trace(), line: { color: '#124', width: 2 } }])).toBe(false);
    expect(sameFigure([trace()], [{ ...trace(), x: [1, 2] }])).toBe(false);
    expect(sameFigure([trace()], [trace(), trace()])).toBe(false);
    expect(sameFigure({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFigure([null], [0])).toBe(false);
    expect(sameFigure({ 0: 1, length: 1 }, [1])).toBe(false);
  });

  it('compares typed arrays by type and content', () => {
    expect(sameFigure(new Float64Array([1, 2]), new Float64Array([1, 2]))).toBe(true);
    expect(sameFigure(new Float64Array([1, 2]), new Float64Array([1, 3]))).toBe(false);
    expect(sameFigure(new Float64Array([1, 2]), new Float32Array([1, 2]))).toBe(false);
    expect(sameFigure(new Float64Array([1, 2]), [1, 2])).toBe(false);
  });

  it('compares functions and class instances by identity', () => {
    const format = () => '';
    expect(sameFigure({ f: format }, { f: format })).toBe(true);
    expect(sameFigure({ f: format }, { f: () => '' })).toBe(false);
    expect(sameFigure(new Date(0), new Date(0))).toBe(false);
  });
});
