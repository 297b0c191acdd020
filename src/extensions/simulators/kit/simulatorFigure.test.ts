import { describe, expect, it } from 'vitest';
import { defaultParams, eventRows } from './simulation';
import { MARKED_EVENTS, simulatorTraces } from './simulatorFigure';
import { gridReplayDefinition } from '../grid-replay/definition';
import { BUY, SELL } from '../grid-replay/core';

const COLOURS = { lines: ['blue'], level: 'grey', up: 'green', down: 'red' };
const params = defaultParams(gridReplayDefinition);
const trace = gridReplayDefinition.run(params);
const priceChart = gridReplayDefinition.charts.find((chart) => chart.id === 'price')!;

describe('a simulator chart’s traces', () => {
  it('draw the grid replay’s price with its levels across the whole run and the fills up to the step', () => {
    const step = 200;
    const [levels, price, buys, sells] = simulatorTraces(priceChart, trace, step, trace.steps, params, 'en', COLOURS);
    // 20 grids from 58,000 to 62,000: 21 levels, each a segment from step 0 to the last step.
    expect(levels?.y.filter((y) => y !== null)).toEqual(Array.from({ length: 21 }, (_, i) => 58000 + i * 200).flatMap((level) => [level, level]));
    expect(new Set(levels?.x)).toEqual(new Set([0, trace.steps, null]));
    expect(price?.x).toHaveLength(step + 1);
    expect(price?.mode).toBe('lines');
    const fills = eventRows(trace.events.fills, step);
    expect(buys?.x).toEqual(fills.filter((row) => row[1] === BUY).map((row) => row[0]));
    expect(buys?.y).toEqual(fills.filter((row) => row[1] === BUY).map((row) => row[3]));
    expect(sells?.x).toEqual(fills.filter((row) => row[1] === SELL).map((row) => row[0]));
    expect(sells?.x.length).toBeGreaterThan(0);
    expect([buys?.marker?.symbol, sells?.marker?.symbol]).toEqual(['triangle-up', 'triangle-down']);
  });

  it('draw the start as a point at step 0, with only the setup trade marked', () => {
    const [, price, buys, sells] = simulatorTraces(priceChart, trace, 0, trace.steps, params, 'de', COLOURS);
    expect(price).toMatchObject({ mode: 'markers', x: [0], y: [60000], name: 'Preis' });
    expect(buys?.x).toEqual([0]);
    expect(sells?.x).toEqual([]);
  });

  it('mark only the latest events of a long run', () => {
    const long = { ...params, steps: 20000, sigmaPct: 1 };
    const longTrace = gridReplayDefinition.run(long);
    const [, , buys] = simulatorTraces(priceChart, longTrace, 20000, 20000, long, 'en', COLOURS);
    const all = eventRows(longTrace.events.fills, 20000).filter((row) => row[1] === BUY);
    expect(all.length).toBeGreaterThan(MARKED_EVENTS);
    expect(buys?.x).toEqual(all.slice(-MARKED_EVENTS).map((row) => row[0]));
  });
});
