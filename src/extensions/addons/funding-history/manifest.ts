import type { AddonManifest } from '../../../engine/extensionManifest';

export const fundingHistoryManifest = {
  name: 'funding-history',
  kind: 'calculator-addon',
  description: "Shows the funding history the site keeps for a market on every exchange (chart and statistics) and fills an exchange's mean rate into the calculator's rate input.",
  places: ['afterInputs', 'afterResults'],
  inputProps: ['rateInput'],
  propsSchema: {
    type: 'object',
    properties: {
      rateInput: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$', description: 'The input that takes the mean rate per 8 hours (default ratePer8h).' },
      rateUnit: { enum: ['decimal', 'percent'], description: 'How that input is typed: 0.0001 (decimal, the default) or 0.01 (percent).' },
      market: { type: 'string', pattern: '^[A-Z0-9]{2,10}$', description: 'The market shown first (default BTC).' },
    },
    additionalProperties: false,
  },
} as const satisfies AddonManifest;
