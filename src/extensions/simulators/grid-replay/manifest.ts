import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const gridReplayManifest = {
  name: 'grid-replay',
  kind: 'module',
  section: { attribute: 'data-sim', id: 'grid-replay' },
  description: 'Simulator: a seeded random-walk replay of a grid of limit orders (fills, round trips, toy PnL and APY, CSV of path and fills). May start from a grid calculator on the page (`from`).',
  propsSchema: NO_PROPS_SCHEMA,
  linkableParams: ['startPrice', 'lower', 'upper', 'grids', 'spacing', 'capital', 'allocationPct', 'makerFeeBps', 'takerFeeBps', 'slippageBps', 'bias'],
} as const satisfies ModuleManifest;
