import type { ComponentType } from 'react';
import identities from 'virtual:futureslab/extensions';
import type { ModuleSection } from '../engine/extensionManifest';
import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';
import type { ExtensionComponents } from '../ui/extensionComponents';
import { preloadable, type Preloadable } from '../ui/preloadable';
import { EXTENSIONS, type AddonName, type ModuleName } from './extensions';
import { slotWhenSeen } from './shared/slotWhenSeen';

type ComponentLoader = (typeof EXTENSIONS)[number]['component'];
type LoaderOf<P> = () => Promise<{ default: ComponentType<P> }>;

// An identity's kind is its manifest's kind (the build derives both from the same list entry), so the entry's
// component takes that kind's props: an add-on's calculator props, or a module's block props (whose props
// the validator has checked against the module's schema).
const addonLoader = (component: ComponentLoader) => component as LoaderOf<CalculatorAddonProps>;
const moduleLoader = (component: ComponentLoader) => component as LoaderOf<ModuleProps>;

/**
 * A module's lazy component: one with a section loads when it comes near the viewport (until then the section
 * with its data attribute says 'Loading…'); one without loads with its page.
 */
function moduleComponent(section: ModuleSection | undefined, component: LoaderOf<ModuleProps>): Preloadable<ModuleProps> {
  if (!section) return preloadable(component);
  return slotWhenSeen(section.attribute, (props) => section.id ?? String(props.props.id), component);
}

const addonEntries: [string, Preloadable<CalculatorAddonProps>][] = [];
const moduleEntries: [string, Preloadable<ModuleProps>][] = [];
// The build lists each extension's name, kind and section in the order of EXTENSIONS.
EXTENSIONS.forEach((extension, index) => {
  const identity = identities[index];
  if (!identity) throw new Error(`extension ${index} has no identity: rebuild (virtual:futureslab/extensions)`);
  if (identity.kind === 'calculator-addon') addonEntries.push([identity.name, preloadable(addonLoader(extension.component))]);
  else moduleEntries.push([identity.name, moduleComponent(identity.section, moduleLoader(extension.component))]);
});

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`, and bespoke modules by the
 * name a spec uses in `{ type: module, name }`: exactly the extensions of ./extensions.ts. Each is a
 * preloadable lazy import, so an extension's code (and its worker) loads only with a page that places it.
 */
const addons = Object.fromEntries(addonEntries) as Readonly<Record<AddonName, Preloadable<CalculatorAddonProps>>>;
const modules = Object.fromEntries(moduleEntries) as Readonly<Record<ModuleName, Preloadable<ModuleProps>>>;

/** Every extension's component, provided to the blocks by the shell (src/shell/placedExtensions.ts). */
export const extensionComponents: ExtensionComponents = { addons, modules };

/** Loads the code of the add-ons and modules a page places, ahead of rendering it. */
export function preloadExtensions(names: { addons: readonly string[]; modules: readonly string[] }): Promise<unknown> {
  const pick = <C extends { preload: () => Promise<unknown> }>(registry: Readonly<Record<string, C>>, wanted: readonly string[]) =>
    wanted.filter((name) => Object.hasOwn(registry, name)).map((name) => (registry[name] as C).preload());
  return Promise.all([...pick(addons, names.addons), ...pick(modules, names.modules)]);
}
