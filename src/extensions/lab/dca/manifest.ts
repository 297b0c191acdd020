import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const dcaCompareManifest = {
  name: 'dca-compare',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'dca' },
  description: 'DCA against a lump sum of the same total on the lab’s market data (sample, uploaded or generated): final value, average cost, drawdown, time under water and a chart of both values.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
