import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const performanceProManifest = {
  name: 'performance-pro',
  kind: 'module',
  description: 'Performance Pro: trades from a file, a paste or a form, with metrics, Monte Carlo, charts and exports.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
