import { ohlcAtrImportManifest } from './addons/ohlc-atr-import/manifest';
import { pnlMonteCarloManifest } from './addons/pnl-monte-carlo/manifest';
import { sizePresetsManifest } from './addons/size-presets/manifest';
import { orderAnalyzerManifest } from './modules/order-analyzer/manifest';
import { dcaCompareManifest } from './lab/dca/manifest';
import { momentumTrackerManifest } from './lab/momentum/manifest';
import { timeAnalyzerManifest } from './lab/time-analyzer/manifest';
import { correlationAnalyzerManifest, pairsTradingManifest, portfolioOptimizerManifest, rebalancingManifest, riskParityManifest } from './lab/portfolio/manifest';
import { backtestManifest } from './lab/manifest';
import { performanceProManifest } from './modules/performance-pro/manifest';
import { antiMartingaleSimManifest } from './simulators/anti-martingale-sim/manifest';
import { gridReplayManifest } from './simulators/grid-replay/manifest';
import { kellyBacktestManifest } from './simulators/kelly-backtest/manifest';
import { streakManifest } from './simulators/streak/manifest';
import { carryOptimizerManifest } from './lab/carry-optimizer/manifest';
import { patternScannerManifest } from './lab/pattern-scanner/manifest';
import { swingRiskManifest } from './modules/swing-risk/manifest';
import { swingTrackerManifest } from './modules/swing-tracker/manifest';
import { volatilityEstimatorsManifest } from './lab/volatility/manifest';

import { defineExtension } from './defineExtension';

/**
 * Every extension, declared once: its manifest (plain data, next to its component) and the loader of its
 * component. This list feeds the React registry (./registry.ts, typed by these names), the schemas' name
 * enums (`npm run gen:types` writes schemas/extensions.schema.json) and `npm run validate` (names, places
 * and props). A loader is only called in the browser, so Node reads this list without React.
 */
export const EXTENSIONS = [
  defineExtension({ manifest: pnlMonteCarloManifest, component: () => import('./addons/pnl-monte-carlo/PnlMonteCarloAddon') }),
  defineExtension({ manifest: sizePresetsManifest, component: () => import('./addons/size-presets/SizePresetsAddon') }),
  defineExtension({ manifest: ohlcAtrImportManifest, component: () => import('./addons/ohlc-atr-import/OhlcAtrImportAddon') }),
  defineExtension({ manifest: orderAnalyzerManifest, component: () => import('./modules/order-analyzer/OrderAnalyzer') }),
  defineExtension({ manifest: performanceProManifest, component: () => import('./modules/performance-pro/PerformancePro') }),
  defineExtension({ manifest: gridReplayManifest, component: () => import('./simulators/grid-replay/GridReplay') }),
  defineExtension({ manifest: streakManifest, component: () => import('./simulators/streak/Streak') }),
  defineExtension({ manifest: antiMartingaleSimManifest, component: () => import('./simulators/anti-martingale-sim/AntiMartingaleSim') }),
  defineExtension({ manifest: kellyBacktestManifest, component: () => import('./simulators/kelly-backtest/KellyBacktest') }),
  defineExtension({ manifest: backtestManifest, component: () => import('./lab/BacktestLab') }),
  defineExtension({ manifest: dcaCompareManifest, component: () => import('./lab/dca/DcaCompare') }),
  defineExtension({ manifest: carryOptimizerManifest, component: () => import('./lab/carry-optimizer/CarryOptimizer') }),
  defineExtension({ manifest: momentumTrackerManifest, component: () => import('./lab/momentum/MomentumTracker') }),
  defineExtension({ manifest: timeAnalyzerManifest, component: () => import('./lab/time-analyzer/TimeAnalyzer') }),
  defineExtension({ manifest: patternScannerManifest, component: () => import('./lab/pattern-scanner/PatternScanner') }),
  defineExtension({ manifest: swingRiskManifest, component: () => import('./modules/swing-risk/SwingRisk') }),
  defineExtension({ manifest: swingTrackerManifest, component: () => import('./modules/swing-tracker/SwingTracker') }),
  defineExtension({ manifest: volatilityEstimatorsManifest, component: () => import('./lab/volatility/VolatilityEstimators') }),
  defineExtension({ manifest: correlationAnalyzerManifest, component: () => import('./lab/portfolio/CorrelationAnalyzer') }),
  defineExtension({ manifest: portfolioOptimizerManifest, component: () => import('./lab/portfolio/PortfolioOptimizer') }),
  defineExtension({ manifest: riskParityManifest, component: () => import('./lab/portfolio/RiskParity') }),
  defineExtension({ manifest: rebalancingManifest, component: () => import('./lab/portfolio/Rebalancing') }),
  defineExtension({ manifest: pairsTradingManifest, component: () => import('./lab/portfolio/PairsTrading') }),
] as const;

/** The manifests of {@link EXTENSIONS}: what the spec validator and the schema generator read. */
export const EXTENSION_MANIFESTS = EXTENSIONS.map((extension) => extension.manifest);

type Manifest = (typeof EXTENSIONS)[number]['manifest'];
export type AddonName = Extract<Manifest, { kind: 'calculator-addon' }>['name'];
export type ModuleName = Extract<Manifest, { kind: 'module' }>['name'];

/** The simulators of the list: the modules whose section is a `data-sim`. */
export type SimulatorId = NonNullable<Extract<Manifest, { section: { attribute: 'data-sim' } }>['section']['id']>;
type RunnerId = keyof typeof import('./simulators/runners').SIMULATION_RUNNERS;
// The simulation worker runs exactly the simulators of this list: a simulator without a run, or a run
// without a simulator, does not compile. (Type-only: the runs stay out of the pages' first load.)
export type SimulationRunnersMatch = [SimulatorId] extends [RunnerId] ? ([RunnerId] extends [SimulatorId] ? true : never) : never;
export const SIMULATION_RUNNERS_MATCH: SimulationRunnersMatch = true;
