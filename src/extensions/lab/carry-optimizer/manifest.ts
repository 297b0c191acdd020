import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const carryOptimizerManifest = {
  name: 'carry-optimizer',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'carry-optimizer' },
  description: 'Carry portfolio optimizer: typed carry positions (asset, expected funding, volatility, maximum allocation) → the allocation with the highest expected funding under a budget and a linear risk cap, solved exactly.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
