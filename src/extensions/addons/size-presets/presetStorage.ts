import type { Input } from '../../../engine/specTypes.generated';
import { parsePresetsFile, toPresetsFile, type Preset } from './presetFile';

/**
 * The one local-storage key of the size presets (listed on the privacy page, specs/pages/privacy.yaml).
 * It holds a presets file (schemas/size-presets.schema.json) as JSON text.
 */
export const PRESETS_STORAGE_KEY = 'futureslab.sizePresets';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself can throw when storage is disabled
  }
}

/** The stored presets; [] when there are none, storage is unavailable, or the stored text is not a valid presets file. */
export function loadPresets(inputs: readonly Input[]): Preset[] {
  try {
    const text = storage()?.getItem(PRESETS_STORAGE_KEY);
    return text ? (parsePresetsFile(text, inputs)?.presets ?? []) : [];
  } catch {
    return [];
  }
}

/** Stores the presets (removes the key when there are none); false when the browser refuses (blocked or full). */
export function savePresets(presets: readonly Preset[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (presets.length === 0) store.removeItem(PRESETS_STORAGE_KEY);
    else store.setItem(PRESETS_STORAGE_KEY, JSON.stringify(toPresetsFile(presets)));
    return true;
  } catch {
    return false;
  }
}
