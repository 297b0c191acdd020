import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const kellyBacktestManifest = {
  name: 'kelly-backtest',
  kind: 'module',
  section: { attribute: 'data-sim', id: 'kelly-backtest' },
  description: 'Simulator: seeded bets at full, half and quarter Kelly and a fixed fraction; median bankroll and max drawdown over many runs.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
