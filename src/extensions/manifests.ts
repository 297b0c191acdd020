import { ohlcAtrImportManifest } from './addons/ohlc-atr-import/manifest';
import { pnlMonteCarloManifest } from './addons/pnl-monte-carlo/manifest';
import { shareInputsManifest } from './addons/share-inputs/manifest';
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

/**
 * Every extension, declared once. This list feeds the React registries (typed by these names), the
 * schemas' name enums (`npm run gen:types` writes schemas/extensions.schema.json) and `npm run validate`
 * (names, places and props). Adding an extension: its component, a manifest beside it, one line here and
 * one line in its registry.
 */
export const EXTENSION_MANIFESTS = [
  pnlMonteCarloManifest,
  sizePresetsManifest,
  ohlcAtrImportManifest,
  shareInputsManifest,
  orderAnalyzerManifest,
  performanceProManifest,
  gridReplayManifest,
  streakManifest,
  antiMartingaleSimManifest,
  kellyBacktestManifest,
  backtestManifest,
  dcaCompareManifest,
  carryOptimizerManifest,
  momentumTrackerManifest,
  timeAnalyzerManifest,
  patternScannerManifest,
  swingRiskManifest,
  swingTrackerManifest,
  volatilityEstimatorsManifest,
  correlationAnalyzerManifest,
  portfolioOptimizerManifest,
  riskParityManifest,
  rebalancingManifest,
  pairsTradingManifest,
] as const;

type Manifest = (typeof EXTENSION_MANIFESTS)[number];
export type AddonName = Extract<Manifest, { kind: 'calculator-addon' }>['name'];
export type ModuleName = Extract<Manifest, { kind: 'module' }>['name'];
