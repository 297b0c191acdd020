import type { Input } from '../../../engine/specTypes.generated';
import type { AddonInputValue } from '../../../engine/extensionProps';
import { fractionToPercent } from '../../../engine/formerFractions';

/**
 * The presets file of the size-presets add-on: what "Export" downloads, what "Import" accepts and what
 * local storage holds (schemas/size-presets.schema.json describes it). ajv runs only at build time, so
 * the browser checks files with the small hand-written validator below; presetFile.test.ts runs ajv
 * with the schema over the same good and bad samples so that the two always agree.
 */

export const PRESETS_FORMAT = 'futureslab.size-presets';
/** Version 2 holds percent inputs as percent; version 1 held the inputs marked `wasFraction` as fractions of 1. */
export const PRESETS_VERSION = 2;
const FRACTIONS_VERSION = 1;
/** Most presets a file (and the add-on) holds. */
export const MAX_PRESETS = 100;
/** Longest preset name, in characters (code points, as JSON Schema counts them). */
export const MAX_NAME_LENGTH = 80;

/** Input id → value. An input left out takes its default when the preset is applied. */
export type PresetValues = Readonly<Record<string, AddonInputValue>>;

export interface Preset {
  name: string;
  values: PresetValues;
}

export interface PresetsFile {
  format: typeof PRESETS_FORMAT;
  version: typeof PRESETS_VERSION;
  presets: Preset[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnlyKeys(record: Record<string, unknown>, allowed: readonly string[]): boolean {
  return Object.keys(record).every((key) => allowed.includes(key));
}

/** A valid name: a string of 1 to MAX_NAME_LENGTH characters that is not only white space. */
export function isValidPresetName(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  const length = [...name].length;
  return length >= 1 && length <= MAX_NAME_LENGTH && /\S/u.test(name);
}

/** Whether `value` suits `input`: a finite number for a number input, one of the options for a choice, a boolean for a checkbox. */
function isValidValue(input: Input, value: unknown): boolean {
  switch (input.type) {
    case 'number':
    case 'slider':
      return typeof value === 'number' && Number.isFinite(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'group':
      return false; // groups (tables of rows) are not part of presets
    default:
      return typeof value === 'string' && (input.options ?? []).some((option) => option.value === value);
  }
}

/**
 * The preset values of the given inputs, or null when any key is unknown or any value does not suit its input.
 * Values of a version-1 file come back with its former fractions as percent (0.0005 → 0.05).
 */
function checkValues(values: unknown, inputs: readonly Input[], version: number): PresetValues | null {
  if (!isRecord(values)) return null;
  const checked: Record<string, AddonInputValue> = {};
  for (const [id, value] of Object.entries(values)) {
    const input = inputs.find((candidate) => candidate.id === id);
    if (!input || !isValidValue(input, value)) return null;
    checked[id] = version === FRACTIONS_VERSION && input.wasFraction === true ? fractionToPercent(value as number) : (value as AddonInputValue);
  }
  return checked;
}

/**
 * The presets file `data` (parsed JSON) if it is valid for a calculator with these inputs, else null; a
 * version-1 file comes back as version 2 (see checkValues). Valid means: exactly { format, version, presets }, at most MAX_PRESETS presets, each exactly
 * { name, values } with a valid name and values of known inputs that suit them (see isValidValue).
 */
export function validatePresetsFile(data: unknown, inputs: readonly Input[]): PresetsFile | null {
  if (!isRecord(data) || !hasOnlyKeys(data, ['format', 'version', 'presets'])) return null;
  if (data.format !== PRESETS_FORMAT || (data.version !== PRESETS_VERSION && data.version !== FRACTIONS_VERSION)) return null;
  const { presets } = data;
  if (!Array.isArray(presets) || presets.length > MAX_PRESETS) return null;
  const checked: Preset[] = [];
  for (const preset of presets as unknown[]) {
    if (!isRecord(preset) || !hasOnlyKeys(preset, ['name', 'values'])) return null;
    if (!isValidPresetName(preset.name)) return null;
    const values = checkValues(preset.values, inputs, data.version);
    if (!values) return null;
    checked.push({ name: preset.name, values });
  }
  return { format: PRESETS_FORMAT, version: PRESETS_VERSION, presets: checked };
}

/** Parses the text of a presets file: the file, or null when it is not JSON or not valid. */
export function parsePresetsFile(text: string, inputs: readonly Input[]): PresetsFile | null {
  try {
    return validatePresetsFile(JSON.parse(text), inputs);
  } catch {
    return null;
  }
}

export function toPresetsFile(presets: readonly Preset[]): PresetsFile {
  return { format: PRESETS_FORMAT, version: PRESETS_VERSION, presets: [...presets] };
}

/**
 * The preset values of the calculator's current inputs: finite numbers, option values and checkbox
 * states. Blank optional numbers (NaN) are left out, so applying the preset leaves them blank again.
 */
export function presetValuesOf(inputs: readonly Input[], current: Readonly<Record<string, unknown>>): PresetValues {
  const values: Record<string, AddonInputValue> = {};
  for (const input of inputs) {
    const value = current[input.id];
    if (isValidValue(input, value)) values[input.id] = value as AddonInputValue;
  }
  return values;
}

/**
 * What applying `preset` sets: every input of the calculator, with the preset's value or `undefined`
 * (back to the default) for inputs the preset leaves out.
 */
export function inputsToApply(inputs: readonly Input[], preset: Preset): Record<string, AddonInputValue | undefined> {
  const changes: Record<string, AddonInputValue | undefined> = {};
  for (const input of inputs) {
    if (input.type === 'group') continue;
    changes[input.id] = Object.hasOwn(preset.values, input.id) ? preset.values[input.id] : undefined;
  }
  return changes;
}

/**
 * `imported` merged into `current`: a preset with a name that already exists replaces it (in place),
 * new ones are appended, later duplicates in the file win. The result is capped at MAX_PRESETS.
 */
export function mergePresets(current: readonly Preset[], imported: readonly Preset[]): Preset[] {
  const merged = [...current];
  for (const preset of imported) {
    const index = merged.findIndex((candidate) => candidate.name === preset.name);
    if (index >= 0) merged[index] = preset;
    else merged.push(preset);
  }
  return merged.slice(0, MAX_PRESETS);
}
