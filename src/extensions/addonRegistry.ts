import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AddonName } from './manifests';
import type { CalculatorAddonProps } from '../engine/extensionProps';

export type AddonComponent = LazyExoticComponent<ComponentType<CalculatorAddonProps>> | ComponentType<CalculatorAddonProps>;
export type AddonRegistry = Readonly<Record<string, AddonComponent>>;

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`: exactly the add-ons of
 * src/extensions/manifests.ts (the type makes a missing or extra entry a compile error). Each entry is a
 * `React.lazy` import, so an add-on's code (and its worker) loads only with a calculator that places it.
 */
export const addonRegistry: Readonly<Record<AddonName, AddonComponent>> = {
  /** ROI & PnL Pro: seeded Monte Carlo of the final net PnL in a Web Worker, with a fan chart. */
  'pnl-monte-carlo': lazy(() => import('./addons/pnl-monte-carlo/PnlMonteCarloAddon')),
  /** Size Tool Pro: named presets in local storage, JSON export and import. */
  'size-presets': lazy(() => import('./addons/size-presets/SizePresetsAddon')),
  /** Size Tool Pro: ATR from an OHLC file (CSV or JSON), filled into the ATR input. */
  'ohlc-atr-import': lazy(() => import('./addons/ohlc-atr-import/OhlcAtrImportAddon')),
};

/** The registry calculators resolve add-on names in; tests provide their own. */
export const AddonRegistryContext = createContext<AddonRegistry>(addonRegistry);
