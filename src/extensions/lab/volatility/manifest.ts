import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const volatilityEstimatorsManifest = {
  name: 'volatility-estimators',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'volatility-estimators' },
  description: 'Realised volatility of the lab’s market data (sample, uploaded or generated) by four estimators side by side — close-to-close, Parkinson, Garman–Klass and Yang–Zhang — over a chosen window, annualised by the bar length, with their formulas and a rolling chart.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
