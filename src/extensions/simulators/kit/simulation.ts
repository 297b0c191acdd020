/**
 * The simulator kit's contract (pure, no DOM): what a simulator declares so that the one shared player
 * (SimulatorPlayer.tsx) can show its parameters, run it, step through the run and export it.
 *
 * A run is computed whole from the parameters and the seed by `run` — a pure, deterministic function —
 * and the player reveals it step by step (play, pause, step, speed). So stepping, running to the end,
 * a run in a Web Worker and a run in Node all give the same numbers for the same seed.
 */
import type { Format, LocalizedText } from '../../../engine/specTypes.generated';
import { numbersOutOfRange, type NumberParam, type ParamDef, type ParamValues } from '../../shared/params/params';

export type { ChoiceParam, NumberParam, ParamDef, ParamValues } from '../../shared/params/params';
import type { CsvCell } from '../../../ui/csv';

/** The whole run: series per step and the event tables the exports list. */
export interface SimulationTrace {
  /** Number of steps; every series has steps + 1 values (index 0 = the start, before any step). */
  steps: number;
  series: Record<string, Float64Array>;
  /**
   * Event tables by id (fills, bets): `stride` numbers per row in `data`, the first of each row the step
   * it happened in, rows in step order. What the other numbers mean is the simulator's own encoding.
   */
  events: Record<string, EventTable>;
}

export interface EventTable {
  stride: number;
  data: Float64Array;
}

/** An output's value: series `name` at the step (NaN where the run has no such series). */
export function seriesAt(name: string): (trace: SimulationTrace, step: number) => number {
  return (trace, step) => trace.series[name]?.[step] ?? NaN;
}

/** The rows of an event table that happened up to `step`, as lists of numbers. */
export function eventRows(table: EventTable | undefined, step: number): number[][] {
  if (!table) return [];
  const rows: number[][] = [];
  for (let start = 0; start + table.stride <= table.data.length; start += table.stride) {
    if ((table.data[start] ?? Infinity) > step) break;
    rows.push(Array.from(table.data.subarray(start, start + table.stride)));
  }
  return rows;
}

/** A result shown under the player as `<output name data-value>`, read at the current step. */
export interface OutputDef {
  id: string;
  label: LocalizedText;
  help?: LocalizedText;
  format: Format;
  decimals?: number;
  unit?: string;
  value: (trace: SimulationTrace, step: number, params: ParamValues) => number;
}

/** Points of a chart: x (steps) and y values, in the same order. */
export interface ChartPoints {
  x: number[];
  y: number[];
}

/**
 * A line chart of some series over the steps revealed so far (the x axis spans the whole run, so the lines
 * grow as it plays), optionally with horizontal levels across the whole run and events marked where they
 * happened (up to the shown step).
 */
export interface ChartDef {
  /** Part of the chart's `data-chart` name: `<simulator id>-<id>`. */
  id: string;
  title: LocalizedText;
  x: LocalizedText;
  y: LocalizedText;
  lines: readonly { series: string; label: LocalizedText }[];
  /** Horizontal lines across the run, from the parameters (a grid's levels). */
  levels?: { label: LocalizedText; values: (params: ParamValues) => readonly number[] };
  /** Events marked where they happened: `up` a triangle pointing up (a buy), `down` one pointing down (a sell). */
  marks?: readonly { label: LocalizedText; kind: 'up' | 'down'; points: (trace: SimulationTrace, step: number) => ChartPoints }[];
}

/** A CSV export of the run up to the current step. */
export interface ExportDef {
  id: string;
  label: LocalizedText;
  /** The file name without extension; the seed and `.csv` are added. */
  fileName: string;
  header: readonly string[];
  rows: (trace: SimulationTrace, step: number) => CsvCell[][];
}

export interface SimulatorDefinition {
  /** The `data-sim` id, also the prefix of the parameters in the URL query (`<id>.<param>`). */
  id: string;
  title: LocalizedText;
  intro: LocalizedText;
  params: readonly ParamDef[];
  /** Problems between parameters (lower < upper) as messages; range checks are the kit's. */
  check?: (params: ParamValues) => LocalizedText[];
  /** Steps of the run these parameters give (before running it): decides where it runs. */
  steps: (params: ParamValues) => number;
  /** The size of the computation when it is more than the steps (runs × bets): decides where it runs. Default: the steps. */
  work?: (params: ParamValues) => number;
  run: (params: ParamValues) => SimulationTrace;
  outputs: readonly OutputDef[];
  /** Drawn side by side where there is room, one under the other on a phone. */
  charts: readonly ChartDef[];
  exports: readonly ExportDef[];
}

/** Runs with at least this much work (steps, or the simulator's own measure) are computed in a Web Worker, so the page never freezes. */
export const WORKER_MIN_STEPS = 100_000;

/** The seed every simulator takes: an unsigned 32-bit integer, the start of the seeded generator (mulberry32 in src/finance/monteCarlo.ts). */
export const SEED_PARAM: NumberParam = {
  id: 'seed',
  kind: 'number',
  label: { en: 'Seed', de: 'Seed' },
  help: {
    en: 'The run uses seeded random numbers, so the same seed with the same settings gives the same run in every browser.',
    de: 'Der Lauf nutzt Zufallszahlen mit Seed: Derselbe Seed mit denselben Einstellungen ergibt in jedem Browser denselben Lauf.',
  },
  default: 42,
  min: 0,
  max: 4294967295,
  integer: true,
};

/** Every parameter of a simulator, the seed last. */
export function allParams(definition: SimulatorDefinition): readonly ParamDef[] {
  return [...definition.params, SEED_PARAM];
}

/** The default value of every parameter. */
export function defaultParams(definition: SimulatorDefinition): Record<string, number | string> {
  return Object.fromEntries(allParams(definition).map((param) => [param.id, param.default]));
}

/** What is wrong with a parameter set: the ids out of range, then the simulator's own messages. */
export function paramProblems(definition: SimulatorDefinition, params: ParamValues): { outOfRange: NumberParam[]; messages: LocalizedText[] } {
  const outOfRange = numbersOutOfRange(allParams(definition), params);
  const messages = outOfRange.length === 0 && definition.check ? definition.check(params) : [];
  return { outOfRange, messages };
}
