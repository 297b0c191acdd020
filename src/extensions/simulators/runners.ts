import { runAntiMartingaleSim } from './anti-martingale-sim/core';
import { runGridReplay } from './grid-replay/core';
import { runKellyBacktest } from './kelly-backtest/core';
import { runStreak } from './streak/core';
import type { ParamValues, SimulationTrace } from './kit/simulation';
import { antiMartingaleSimManifest } from './anti-martingale-sim/manifest';
import { gridReplayManifest } from './grid-replay/manifest';
import { kellyBacktestManifest } from './kelly-backtest/manifest';
import { streakManifest } from './streak/manifest';

/**
 * Every simulator's pure run by the id of its section: what the worker can compute. src/extensions/extensions.ts
 * checks at compile time that these are exactly the simulators of the list of extensions.
 */
export const SIMULATION_RUNNERS = {
  [gridReplayManifest.section.id]: runGridReplay,
  [streakManifest.section.id]: runStreak,
  [antiMartingaleSimManifest.section.id]: runAntiMartingaleSim,
  [kellyBacktestManifest.section.id]: runKellyBacktest,
} as const satisfies Readonly<Record<string, (params: ParamValues) => SimulationTrace>>;

/** Whether the worker can run a simulator of this id. */
export function isSimulatorId(id: string): id is keyof typeof SIMULATION_RUNNERS {
  return Object.hasOwn(SIMULATION_RUNNERS, id);
}
