import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const swingTrackerManifest = {
  name: 'swing-tracker',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'swing-tracker' },
  description: 'Closed swing trades typed by the visitor (or a Performance Pro trade list) → win rate, average R, expectancy and the equity curve, from Performance Pro’s report.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
