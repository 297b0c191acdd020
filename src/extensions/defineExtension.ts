// Type-only React import: the list of extensions stays plain data in Node (the spec validator, the Vite
// config); a component's code is imported only when its loader is called, in the browser.
import type { ComponentType } from 'react';
import type { AddonManifest, ExtensionManifest, ManifestProps, ModuleManifest } from '../engine/extensionManifest';
import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';

/** What an extension's component receives: an add-on's calculator props, or a module's block props typed by its manifest. */
export type ExtensionComponentProps<M extends ExtensionManifest> = M extends AddonManifest ? CalculatorAddonProps : ModuleProps<ManifestProps<M>>;

/**
 * One extension: the loader of its manifest (what the build checks specs against) and the loader of its React
 * component. Both are loaders so that neither reaches a page that does not place the extension: the browser
 * never loads a manifest (descriptions, props schemas and checks are build-time data; the build hands the
 * browser each extension's name, kind and section instead), and loads a component with the page that places it.
 */
export interface ExtensionDeclaration<M extends ExtensionManifest = ExtensionManifest> {
  readonly manifest: () => Promise<M>;
  readonly component: () => Promise<{ default: ComponentType<ExtensionComponentProps<M>> }>;
}

/** Declares an extension once; the manifest's literal types (name, kind, section) are kept for the registry. */
export function defineExtension<const M extends ExtensionManifest>(declaration: ExtensionDeclaration<M>): ExtensionDeclaration<M> {
  return declaration;
}

/** What the browser's registry needs of a manifest, in the order of the list (`virtual:futureslab/extensions`). */
export type ExtensionIdentity = Pick<AddonManifest, 'name' | 'kind'> | Pick<ModuleManifest, 'name' | 'kind' | 'section'>;
