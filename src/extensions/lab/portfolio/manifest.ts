import { NO_PROPS_SCHEMA, type ModuleManifest } from '../../../engine/extensionManifest';

export const correlationAnalyzerManifest = {
  name: 'correlation-analyzer',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'correlation' },
  description: 'Correlation matrix of the returns of several assets of the lab’s multi-asset data (sample or wide file), as a heatmap table, with the rolling correlation of a chosen pair.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;

export const portfolioOptimizerManifest = {
  name: 'portfolio-optimizer',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'portfolio-optimizer' },
  description: 'Long-only minimum-variance and maximum-Sharpe weights under a weight cap from the sample means and covariance of the lab’s multi-asset data, with the efficient frontier and the estimation-error caveat.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;

export const riskParityManifest = {
  name: 'risk-parity',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'risk-parity' },
  description: 'Equal-risk-contribution weights of the lab’s multi-asset data, found iteratively, with the risk contributions shown.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;

export const rebalancingManifest = {
  name: 'rebalancing',
  kind: 'module',
  section: { attribute: 'data-tool', id: 'rebalancing' },
  description: 'Trades to rebalance holdings to target weights with a threshold band and fees, and a calendar against threshold rebalancing backtest on the lab’s multi-asset data.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;

export const pairsTradingManifest = {
  name: 'pairs-trading',
  kind: 'module',
  section: { attribute: 'data-backtest', id: 'pairs' },
  description: 'Pairs trading on two series of the lab’s multi-asset data: least-squares hedge ratio, spread z-score, AR(1) half-life and a z-score backtest.',
  propsSchema: NO_PROPS_SCHEMA,
} as const satisfies ModuleManifest;
