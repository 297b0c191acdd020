import { createContext, type ComponentType } from 'react';
import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';

export type AddonComponent = ComponentType<CalculatorAddonProps>;
export type ModuleComponent = ComponentType<ModuleProps>;

/** The React components of the extensions by name: what calculators and `module` blocks place. */
export interface ExtensionComponents {
  addons: Readonly<Record<string, AddonComponent>>;
  modules: Readonly<Record<string, ModuleComponent>>;
}

/**
 * The extension components the page's blocks resolve names in. Blocks never import the extensions:
 * the shell provides src/extensions/registry.ts here, and tests provide their own. Without a provider
 * nothing is registered (a placed extension shows the unknown-extension notice).
 */
export const ExtensionComponentsContext = createContext<ExtensionComponents>({ addons: {}, modules: {} });
