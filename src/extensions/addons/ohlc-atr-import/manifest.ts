import type { AddonManifest } from '../../../engine/extensionManifest';

const inputId = { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } as const;

export const ohlcAtrImportManifest = {
  name: 'ohlc-atr-import',
  kind: 'calculator-addon',
  description: 'Reads an OHLC file (CSV or JSON) in a Web Worker and fills the ATR into an input.',
  places: ['top', 'afterInputs', 'afterResults'],
  inputProps: ['periodInput', 'targetInput', 'whenInput'],
  propsSchema: {
    type: 'object',
    properties: {
      periodInput: { ...inputId, description: 'The input holding the ATR period (default atrPeriod).' },
      targetInput: { ...inputId, description: 'The input the computed ATR is written to (default atrValue).' },
      whenInput: { ...inputId, description: 'Show the import only while this input has the value `whenValue`.' },
      whenValue: { type: 'string', description: 'The value of `whenInput` that shows the import.' },
    },
    additionalProperties: false,
    dependentRequired: { whenInput: ['whenValue'], whenValue: ['whenInput'] },
  },
} as const satisfies AddonManifest;
