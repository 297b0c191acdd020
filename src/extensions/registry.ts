import { lazy } from 'react';
import type { AddonComponent, ExtensionComponents, ModuleComponent } from '../ui/extensionComponents';
import type { AddonName, ModuleName } from './manifests';

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`: exactly the add-ons of
 * ./manifests.ts (the type makes a missing or extra entry a compile error). Each entry is a `React.lazy`
 * import, so an add-on's code (and its worker) loads only with a calculator that places it.
 */
const addons: Readonly<Record<AddonName, AddonComponent>> = {
  /** ROI & PnL Pro: seeded Monte Carlo of the final net PnL in a Web Worker, with a fan chart. */
  'pnl-monte-carlo': lazy(() => import('./addons/pnl-monte-carlo/PnlMonteCarloAddon')),
  /** Size Tool Pro: named presets in local storage, JSON export and import. */
  'size-presets': lazy(() => import('./addons/size-presets/SizePresetsAddon')),
  /** Size Tool Pro: ATR from an OHLC file (CSV or JSON), filled into the ATR input. */
  'ohlc-atr-import': lazy(() => import('./addons/ohlc-atr-import/OhlcAtrImportAddon')),
};

/** Bespoke modules by the name a spec uses in `{ type: module, name }`: exactly the modules of ./manifests.ts. */
const modules: Readonly<Record<ModuleName, ModuleComponent>> = {
  'order-analyzer': lazy(() => import('./modules/order-analyzer/OrderAnalyzer')),
  'performance-pro': lazy(() => import('./modules/performance-pro/PerformancePro')),
};

/** Every extension's component, provided to the blocks by the shell (src/shell/Layout.tsx). */
export const extensionComponents: ExtensionComponents = { addons, modules };
