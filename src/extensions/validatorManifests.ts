import type { ExtensionManifest } from '../engine/extensionManifest';
import { EXTENSIONS } from './extensions';

/**
 * Every extension's manifest, in the order of ./extensions.ts: what the spec validator (`npm run validate`,
 * the builds, the tests) and the schema generator read, and what the build derives the browser's list of
 * names, kinds and sections from. Node only: the browser never loads a manifest.
 */
export const EXTENSION_MANIFESTS: readonly ExtensionManifest[] = await Promise.all(EXTENSIONS.map((extension) => extension.manifest()));
