import { defineExtension } from './defineExtension';

/**
 * Every extension, declared once: the loader of its manifest (plain data next to its component: name, kind,
 * section, description, props schema and checks) and the loader of its component. This list feeds the
 * browser's registry (./registry.ts, typed by these names), the schemas' name enums (`npm run gen:types`
 * writes schemas/extensions.schema.json) and `npm run validate` (names, places and props), both through
 * ./validatorManifests.ts. Adding an extension: its component, its manifest, one line here.
 */
export const EXTENSIONS = [
  defineExtension({ manifest: async () => (await import('./addons/pnl-monte-carlo/manifest')).pnlMonteCarloManifest, component: () => import('./addons/pnl-monte-carlo/PnlMonteCarloAddon') }),
  defineExtension({ manifest: async () => (await import('./addons/size-presets/manifest')).sizePresetsManifest, component: () => import('./addons/size-presets/SizePresetsAddon') }),
  defineExtension({ manifest: async () => (await import('./addons/ohlc-atr-import/manifest')).ohlcAtrImportManifest, component: () => import('./addons/ohlc-atr-import/OhlcAtrImportAddon') }),
  defineExtension({ manifest: async () => (await import('./addons/share-inputs/manifest')).shareInputsManifest, component: () => import('./addons/share-inputs/ShareInputsAddon') }),
  defineExtension({ manifest: async () => (await import('./addons/funding-history/manifest')).fundingHistoryManifest, component: () => import('./addons/funding-history/FundingHistoryAddon') }),
  defineExtension({ manifest: async () => (await import('./modules/order-analyzer/manifest')).orderAnalyzerManifest, component: () => import('./modules/order-analyzer/OrderAnalyzer') }),
  defineExtension({ manifest: async () => (await import('./modules/performance-pro/manifest')).performanceProManifest, component: () => import('./modules/performance-pro/PerformancePro') }),
  defineExtension({ manifest: async () => (await import('./simulators/grid-replay/manifest')).gridReplayManifest, component: () => import('./simulators/grid-replay/GridReplay') }),
  defineExtension({ manifest: async () => (await import('./simulators/streak/manifest')).streakManifest, component: () => import('./simulators/streak/Streak') }),
  defineExtension({ manifest: async () => (await import('./simulators/anti-martingale-sim/manifest')).antiMartingaleSimManifest, component: () => import('./simulators/anti-martingale-sim/AntiMartingaleSim') }),
  defineExtension({ manifest: async () => (await import('./simulators/kelly-backtest/manifest')).kellyBacktestManifest, component: () => import('./simulators/kelly-backtest/KellyBacktest') }),
  defineExtension({ manifest: async () => (await import('./lab/manifest')).backtestManifest, component: () => import('./lab/BacktestLab') }),
  defineExtension({ manifest: async () => (await import('./lab/dca/manifest')).dcaCompareManifest, component: () => import('./lab/dca/DcaCompare') }),
  defineExtension({ manifest: async () => (await import('./lab/carry-optimizer/manifest')).carryOptimizerManifest, component: () => import('./lab/carry-optimizer/CarryOptimizer') }),
  defineExtension({ manifest: async () => (await import('./lab/momentum/manifest')).momentumTrackerManifest, component: () => import('./lab/momentum/MomentumTracker') }),
  defineExtension({ manifest: async () => (await import('./lab/time-analyzer/manifest')).timeAnalyzerManifest, component: () => import('./lab/time-analyzer/TimeAnalyzer') }),
  defineExtension({ manifest: async () => (await import('./lab/pattern-scanner/manifest')).patternScannerManifest, component: () => import('./lab/pattern-scanner/PatternScanner') }),
  defineExtension({ manifest: async () => (await import('./modules/swing-risk/manifest')).swingRiskManifest, component: () => import('./modules/swing-risk/SwingRisk') }),
  defineExtension({ manifest: async () => (await import('./modules/swing-tracker/manifest')).swingTrackerManifest, component: () => import('./modules/swing-tracker/SwingTracker') }),
  defineExtension({ manifest: async () => (await import('./lab/volatility/manifest')).volatilityEstimatorsManifest, component: () => import('./lab/volatility/VolatilityEstimators') }),
  defineExtension({ manifest: async () => (await import('./lab/portfolio/manifest')).correlationAnalyzerManifest, component: () => import('./lab/portfolio/CorrelationAnalyzer') }),
  defineExtension({ manifest: async () => (await import('./lab/portfolio/manifest')).portfolioOptimizerManifest, component: () => import('./lab/portfolio/PortfolioOptimizer') }),
  defineExtension({ manifest: async () => (await import('./lab/portfolio/manifest')).riskParityManifest, component: () => import('./lab/portfolio/RiskParity') }),
  defineExtension({ manifest: async () => (await import('./lab/portfolio/manifest')).rebalancingManifest, component: () => import('./lab/portfolio/Rebalancing') }),
  defineExtension({ manifest: async () => (await import('./lab/portfolio/manifest')).pairsTradingManifest, component: () => import('./lab/portfolio/PairsTrading') }),
] as const;

type Manifest = Awaited<ReturnType<(typeof EXTENSIONS)[number]['manifest']>>;
export type AddonName = Extract<Manifest, { kind: 'calculator-addon' }>['name'];
export type ModuleName = Extract<Manifest, { kind: 'module' }>['name'];

/** The simulators of the list: the modules whose section is a `data-sim`. */
export type SimulatorId = NonNullable<Extract<Manifest, { section: { attribute: 'data-sim' } }>['section']['id']>;
type RunnerId = keyof typeof import('./simulators/runners').SIMULATION_RUNNERS;
// The simulation worker runs exactly the simulators of this list: a simulator without a run, or a run
// without a simulator, does not compile. (Type-only: the runs stay out of the pages' first load.)
export type SimulationRunnersMatch = [SimulatorId] extends [RunnerId] ? ([RunnerId] extends [SimulatorId] ? true : never) : never;
export const SIMULATION_RUNNERS_MATCH: SimulationRunnersMatch = true;
