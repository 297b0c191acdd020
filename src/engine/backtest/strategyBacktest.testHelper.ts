import { repoPageSpec } from '../build/repoSpecs';
import type { PageSpec } from '../specTypes.generated';
import type { BacktestDeclaration } from './declaration';

/**
 * The declaration of the backtest lab on a page (the props of its `backtest` module block), which
 * `npm run validate` checks against the lab's schema.
 */
export function pageBacktest(page: PageSpec): BacktestDeclaration {
  const lab = page.blocks.find((block) => block.type === 'module' && block.name === 'backtest');
  if (!lab || !('props' in lab) || !lab.props) throw new Error(`${page.path}: no backtest lab`);
  return lab.props as BacktestDeclaration;
}

/** The backtest lab's declaration on a strategy page, by its spec file (`trend-following.yaml`). */
export function strategyBacktest(file: string): BacktestDeclaration {
  return pageBacktest(repoPageSpec(`specs/strategies/${file}`));
}
