import { runAntiMartingaleSim } from './anti-martingale-sim/core';
import { runGridReplay } from './grid-replay/core';
import { runKellyBacktest } from './kelly-backtest/core';
import { runStreak } from './streak/core';
import type { ParamValues, SimulationTrace } from './kit/simulation';

/** Every simulator's pure run by its id: what the worker can compute. */
export const SIMULATION_RUNNERS: Readonly<Record<string, (params: ParamValues) => SimulationTrace>> = {
  'grid-replay': runGridReplay,
  streak: runStreak,
  'anti-martingale-sim': runAntiMartingaleSim,
  'kelly-backtest': runKellyBacktest,
};
