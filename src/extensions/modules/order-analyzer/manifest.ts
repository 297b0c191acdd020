import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const orderAnalyzerManifest = {
  name: 'order-analyzer',
  kind: 'module',
  description: 'The BingX futures order-history analyzer: reads an .xlsx/.xls export in a worker and reports KPIs, charts and breakdowns.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
