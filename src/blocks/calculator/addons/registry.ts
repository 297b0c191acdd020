import { createContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { CalculatorAddonProps } from './addonTypes';

export type AddonComponent = LazyExoticComponent<ComponentType<CalculatorAddonProps>> | ComponentType<CalculatorAddonProps>;
export type AddonRegistry = Readonly<Record<string, AddonComponent>>;

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`. Each entry is a
 * `React.lazy` import, so an add-on's code (and its worker) loads only with a calculator that places it.
 * Keep ./addonNames.ts in step (a test checks it).
 */
export const addonRegistry: AddonRegistry = {};

/** The registry calculators resolve add-on names in; tests provide their own. */
export const AddonRegistryContext = createContext<AddonRegistry>(addonRegistry);
