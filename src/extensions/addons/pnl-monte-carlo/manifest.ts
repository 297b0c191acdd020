import { NO_PROPS_SCHEMA, type AddonManifest } from '../../../engine/extensionManifest';

export const pnlMonteCarloManifest = {
  name: 'pnl-monte-carlo',
  kind: 'calculator-addon',
  description: 'ROI & PnL Pro: a seeded Monte Carlo of the final net PnL in a Web Worker, with a fan chart.',
  places: ['afterInputs', 'afterResults'],
  inputProps: [],
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies AddonManifest;
