import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const antiMartingaleSimManifest = {
  name: 'anti-martingale-sim',
  kind: 'module',
  section: { attribute: 'data-sim', id: 'anti-martingale-sim' },
  description: 'Simulator: a seeded anti-martingale progression against a martingale on the same outcomes (bankrolls, largest stakes, drawdowns; CSV of bets).',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
