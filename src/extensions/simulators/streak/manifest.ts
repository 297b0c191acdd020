import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const streakManifest = {
  name: 'streak',
  kind: 'module',
  section: { attribute: 'data-sim', id: 'streak' },
  description: 'Simulator: a seeded martingale on coin flips (longest losing streak, busted, final bankroll, largest stake; CSV of bets).',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
