// Type-only React import: the list of extensions stays plain data in Node (the spec validator, the Vite
// config); a component's code is imported only when its loader is called, in the browser.
import type { ComponentType } from 'react';
import type { AddonManifest, ExtensionManifest, ManifestProps } from '../engine/extensionManifest';
import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';

/** What an extension's component receives: an add-on's calculator props, or a module's block props typed by its manifest. */
export type ExtensionComponentProps<M extends ExtensionManifest> = M extends AddonManifest ? CalculatorAddonProps : ModuleProps<ManifestProps<M>>;

/** One extension: its manifest (what the build checks specs against) and the loader of its React component. */
export interface ExtensionDeclaration<M extends ExtensionManifest = ExtensionManifest> {
  readonly manifest: M;
  readonly component: () => Promise<{ default: ComponentType<ExtensionComponentProps<M>> }>;
}

/** Declares an extension once; the manifest's literal types (name, kind, section) are kept for the registries. */
export function defineExtension<const M extends ExtensionManifest>(declaration: ExtensionDeclaration<M>): ExtensionDeclaration<M> {
  return declaration;
}
