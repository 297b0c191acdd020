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
      compact: { type: 'boolean', description: 'Only the market choice and the buttons that fill the mean rate (no chart, no table): for a second calculator on a page that shows them already.' },
      market: { type: 'string', pattern: '^[A-Z0-9]{2,10}$', description: 'The market shown first (default BTC).' },
    },
    additionalProperties: false,
  },
} as const satisfies AddonManifest;
