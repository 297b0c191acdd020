import type { ComponentType } from 'react';
import type { CalculatorAddonProps, ModuleProps } from '../engine/extensionProps';
import type { ExtensionComponents } from '../ui/extensionComponents';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { AddonName, ModuleName } from './manifests';
import { slotWhenSeen } from './shared/slotWhenSeen';

/**
 * Calculator add-ons by the name a calculator spec uses in `addons: [{ name }]`: exactly the add-ons of
 * ./manifests.ts (the type makes a missing or extra entry a compile error). Each entry is a preloadable lazy
 * import, so an add-on's code (and its worker) loads only with a calculator that places it.
 */
const addons: Readonly<Record<AddonName, Preloadable<CalculatorAddonProps>>> = {
  /** ROI & PnL Pro: seeded Monte Carlo of the final net PnL in a Web Worker, with a fan chart. */
  'pnl-monte-carlo': preloadable(() => import('./addons/pnl-monte-carlo/PnlMonteCarloAddon')),
  /** Size Tool Pro: named presets in local storage, JSON export and import. */
  'size-presets': preloadable(() => import('./addons/size-presets/SizePresetsAddon')),
  /** Size Tool Pro: ATR from an OHLC file (CSV or JSON), filled into the ATR input. */
  'ohlc-atr-import': preloadable(() => import('./addons/ohlc-atr-import/OhlcAtrImportAddon')),
  /** Shares the calculator's inputs with the page's modules that start from them (the grid replay). */
  'share-inputs': preloadable(() => import('./addons/share-inputs/ShareInputsAddon')),
};

/** A simulator, whose player loads when it comes near the viewport. */
const simulator = (id: string, load: () => Promise<{ default: ComponentType<ModuleProps> }>) => slotWhenSeen('data-sim', () => id, load);

/** Bespoke modules by the name a spec uses in `{ type: module, name }`: exactly the modules of ./manifests.ts. */
const modules: Readonly<Record<ModuleName, Preloadable<ModuleProps>>> = {
  'order-analyzer': preloadable(() => import('./modules/order-analyzer/OrderAnalyzer')),
  'performance-pro': preloadable(() => import('./modules/performance-pro/PerformancePro')),
  /** Simulators: each a definition in the shared player of ./simulators/kit/, loaded when it comes near the viewport. */
  'grid-replay': simulator('grid-replay', () => import('./simulators/grid-replay/GridReplay')),
  streak: simulator('streak', () => import('./simulators/streak/Streak')),
  'anti-martingale-sim': simulator('anti-martingale-sim', () => import('./simulators/anti-martingale-sim/AntiMartingaleSim')),
  'kelly-backtest': simulator('kelly-backtest', () => import('./simulators/kelly-backtest/KellyBacktest')),
  /** The backtest lab: a page's declarative backtest on market data, loaded when it comes near the viewport. */
  backtest: slotWhenSeen('data-backtest', (props) => String(props.props.id), () => import('./lab/BacktestLab')),
  /** DCA against a lump sum on the lab's data. */
  'dca-compare': slotWhenSeen('data-tool', () => 'dca', () => import('./lab/dca/DcaCompare')),
  /** Carry portfolio optimizer: typed carry positions under a risk cap. */
  'carry-optimizer': slotWhenSeen('data-tool', () => 'carry-optimizer', () => import('./lab/carry-optimizer/CarryOptimizer')),
  /** Momentum tracker on the lab's data. */
  'momentum-tracker': slotWhenSeen('data-tool', () => 'momentum', () => import('./lab/momentum/MomentumTracker')),
  /** Time analyzer (hours, sessions, weekday × hour) on the lab's intraday data. */
  'time-analyzer': slotWhenSeen('data-tool', () => 'time-analyzer', () => import('./lab/time-analyzer/TimeAnalyzer')),
  /** Candlestick and swing patterns with their hit rates on the lab's data. */
  'pattern-scanner': slotWhenSeen('data-tool', () => 'pattern-scanner', () => import('./lab/pattern-scanner/PatternScanner')),
  /** Risk of the visitor's open swing positions against the account. */
  'swing-risk': slotWhenSeen('data-tool', () => 'swing-risk', () => import('./modules/swing-risk/SwingRisk')),
  /** Win rate, average R, expectancy and equity of the visitor's closed swing trades (Performance Pro's report). */
  'swing-tracker': slotWhenSeen('data-tool', () => 'swing-tracker', () => import('./modules/swing-tracker/SwingTracker')),
  /** Realised volatility by four estimators on the lab's data. */
  'volatility-estimators': slotWhenSeen('data-tool', () => 'volatility-estimators', () => import('./lab/volatility/VolatilityEstimators')),
  /** Portfolio tools on the lab's multi-asset data. */
  'correlation-analyzer': slotWhenSeen('data-tool', () => 'correlation', () => import('./lab/portfolio/CorrelationAnalyzer')),
  'portfolio-optimizer': slotWhenSeen('data-tool', () => 'portfolio-optimizer', () => import('./lab/portfolio/PortfolioOptimizer')),
  'risk-parity': slotWhenSeen('data-tool', () => 'risk-parity', () => import('./lab/portfolio/RiskParity')),
  rebalancing: slotWhenSeen('data-tool', () => 'rebalancing', () => import('./lab/portfolio/Rebalancing')),
  /** Pairs trading (statistical arbitrage) on two series of the lab's multi-asset data. */
  'pairs-trading': slotWhenSeen('data-backtest', () => 'pairs', () => import('./lab/portfolio/PairsTrading')),
};

/** Every extension's component, provided to the blocks by the shell (src/shell/Layout.tsx). */
export const extensionComponents: ExtensionComponents = { addons, modules };

/** Loads the code of the add-ons and modules a page places, ahead of rendering it. */
export function preloadExtensions(names: { addons: readonly string[]; modules: readonly string[] }): Promise<unknown> {
  const pick = <C extends { preload: () => Promise<unknown> }>(registry: Readonly<Record<string, C>>, wanted: readonly string[]) =>
    wanted.filter((name) => Object.hasOwn(registry, name)).map((name) => (registry[name] as C).preload());
  return Promise.all([...pick(addons, names.addons), ...pick(modules, names.modules)]);
}
