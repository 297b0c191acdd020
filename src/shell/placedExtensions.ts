import type { ExtensionComponents } from '../ui/extensionComponents';

/** The names of the add-ons and modules a page places. */
export interface PlacedExtensions {
  addons: readonly string[];
  modules: readonly string[];
}

let registry: ExtensionComponents | undefined;

/**
 * Loads the extension registry and the code of the add-ons and modules a page places, ahead of rendering
 * it. The registry is a chunk of its own: it holds every extension's manifest, which a page without an
 * add-on or a module (most content pages) never needs on its first load.
 */
export async function loadPlacedExtensions(placed: PlacedExtensions): Promise<void> {
  if (placed.addons.length === 0 && placed.modules.length === 0) return;
  const loaded = await import('../extensions/registry');
  registry = loaded.extensionComponents;
  await loaded.preloadExtensions(placed);
}

/**
 * The extension components as the blocks see them, read when a block renders: empty until a page that
 * places an extension has loaded the registry (its route loads it before the page renders).
 */
export const placedExtensionComponents: ExtensionComponents = {
  get addons() {
    return registry?.addons ?? {};
  },
  get modules() {
    return registry?.modules ?? {};
  },
};
