import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const momentumTrackerManifest = {
  name: 'momentum-tracker',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'momentum' },
  description: 'Momentum tracker on the lab’s market data (sample, uploaded or generated): RSI, rate of change, MACD histogram and the close against EMA 20 give a signal (buy, sell, hold/wait, exit) with a strength; the latest bar and a chart of the signal history.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
