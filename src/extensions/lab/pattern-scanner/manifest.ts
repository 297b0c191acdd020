import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const patternScannerManifest = {
  name: 'pattern-scanner',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'pattern-scanner' },
  description: 'Candlestick and swing patterns on the lab’s market data resampled to 1 h, 4 h or 1 d: every match with its time (table and chart), each pattern’s exact definition and its hit rate (close n bars later above the signal close).',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
