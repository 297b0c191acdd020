import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';
import type { ExtensionComponents } from '../ui/extensionComponents';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { ExtensionDeclaration } from './defineExtension';
import { EXTENSIONS, type AddonName, type ModuleName } from './extensions';
import { slotWhenSeen } from './shared/slotWhenSeen';
import type { AddonManifest, ModuleManifest } from '../engine/extensionManifest';

/**
 * A module's lazy component: one with a section loads when it comes near the viewport (until then the section
 * with its data attribute says 'Loading…'); one without loads with its page.
 */
function moduleComponent({ manifest, component }: ExtensionDeclaration<ModuleManifest>): Preloadable<ModuleProps> {
  const { section } = manifest;
  if (!section) return preloadable(component);
  return slotWhenSeen(section.attribute, (props) => section.id ?? String(props.props.id), component);
}

const isAddon = (extension: ExtensionDeclaration): extension is ExtensionDeclaration<AddonManifest> => extension.manifest.kind === 'calculator-addon';
const isModule = (extension: ExtensionDeclaration): extension is ExtensionDeclaration<ModuleManifest> => extension.manifest.kind === 'module';
const declarations: readonly ExtensionDeclaration[] = EXTENSIONS;

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`, and bespoke modules by the
 * name a spec uses in `{ type: module, name }`: exactly the extensions of ./extensions.ts. Each is a
 * preloadable lazy import, so an extension's code (and its worker) loads only with a page that places it.
 */
const addons = Object.fromEntries(declarations.filter(isAddon).map((extension) => [extension.manifest.name, preloadable(extension.component)])) as Readonly<Record<AddonName, Preloadable<CalculatorAddonProps>>>;
const modules = Object.fromEntries(declarations.filter(isModule).map((extension) => [extension.manifest.name, moduleComponent(extension)])) as Readonly<Record<ModuleName, Preloadable<ModuleProps>>>;

/** Every extension's component, provided to the blocks by the shell (src/shell/Layout.tsx). */
export const extensionComponents: ExtensionComponents = { addons, modules };

/** Loads the code of the add-ons and modules a page places, ahead of rendering it. */
export function preloadExtensions(names: { addons: readonly string[]; modules: readonly string[] }): Promise<unknown> {
  const pick = <C extends { preload: () => Promise<unknown> }>(registry: Readonly<Record<string, C>>, wanted: readonly string[]) =>
    wanted.filter((name) => Object.hasOwn(registry, name)).map((name) => (registry[name] as C).preload());
  return Promise.all([...pick(addons, names.addons), ...pick(modules, names.modules)]);
}
