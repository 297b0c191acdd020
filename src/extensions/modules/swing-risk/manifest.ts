import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const swingRiskManifest = {
  name: 'swing-risk',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'swing-risk' },
  description: 'Open swing positions typed by the visitor (symbol, side, entry, stop, size) → risk per position and in total as % of the account, with the levels low / medium / high / critical and their thresholds.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
