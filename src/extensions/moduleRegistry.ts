import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleName } from './manifests';
import type { ModuleProps } from '../engine/moduleProps';

export type ModuleComponent = LazyExoticComponent<ComponentType<ModuleProps>>;

/**
 * Bespoke modules by the name a spec uses in `{ type: module, name }`: exactly the modules of
 * src/extensions/manifests.ts (the type makes a missing or extra entry a compile error). Each entry is a
 * `React.lazy` import, so a module's code (and its heavy dependencies) loads only on pages that place it.
 */
export const moduleRegistry: Readonly<Record<ModuleName, ModuleComponent>> = {
  'order-analyzer': lazy(() => import('./modules/order-analyzer/OrderAnalyzer')),
  'performance-pro': lazy(() => import('./modules/performance-pro/PerformancePro')),
};
