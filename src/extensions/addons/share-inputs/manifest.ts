import { NO_PROPS_SCHEMA, type AddonManifest } from '../../../engine/extensionManifest';

export const shareInputsManifest = {
  name: 'share-inputs',
  kind: 'calculator-addon',
  description: "Shares the calculator's current inputs with the modules of its page that start from them (a module block's `from`). Shows nothing.",
  places: ['afterResults'],
  inputProps: [],
  sharesInputs: true,
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies AddonManifest;
