import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Props every bespoke module receives: the `props` object of its `module` block (validated by the module). */
export interface ModuleProps {
  props: Readonly<Record<string, unknown>>;
}

export type ModuleComponent = LazyExoticComponent<ComponentType<ModuleProps>>;

/**
 * Bespoke modules by the name a spec uses in `{ type: module, name }`. Each entry is a `React.lazy`
 * import, so a module's code (and its heavy dependencies) loads only on pages that place it.
 * Keep src/modules/moduleNames.ts in step (a test checks it).
 */
export const moduleRegistry: Readonly<Record<string, ModuleComponent>> = {
  'order-analyzer': lazy(() => import('./order-analyzer/OrderAnalyzer')),
  'performance-pro': lazy(() => import('./performance-pro/PerformancePro')),
};
