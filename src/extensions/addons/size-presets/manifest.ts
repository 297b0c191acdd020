import { NO_PROPS_SCHEMA, type AddonManifest } from '../../../engine/extensionManifest';

export const sizePresetsManifest = {
  name: 'size-presets',
  kind: 'calculator-addon',
  description: "Named presets of the calculator's inputs in local storage, with JSON export and import.",
  places: ['top', 'afterInputs', 'afterResults'],
  inputProps: [],
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies AddonManifest;
