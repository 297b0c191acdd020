import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const timeAnalyzerManifest = {
  name: 'time-analyzer',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'time-analyzer' },
  description: 'Time analyzer on the lab’s intraday data (sample, uploaded or generated): per UTC hour and per trading session (Tokyo, London, New York, Sydney, London/New York overlap) the mean absolute return, mean high–low range and bar count, a weekday × hour heatmap and the most active session.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
