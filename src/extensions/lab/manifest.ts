import { checkBacktestDeclaration } from '../../engine/backtest/checkDeclaration';
import { backtestDeclarationSchema, type BacktestDeclaration } from '../../engine/backtest/declaration';
import { typedPropsSchema, type ModuleManifest } from '../../engine/extensionManifest';

export const backtestManifest = {
  name: 'backtest',
  kind: 'module',
  section: { attribute: 'data-backtest' },
  description: 'Backtest lab: a declarative backtest (indicators, entry and exit rules, parameters) run on sample, uploaded or generated OHLC data, with KPIs, charts, trades and CSV exports.',
  propsSchema: typedPropsSchema<BacktestDeclaration>(backtestDeclarationSchema),
  checkProps: (props) => checkBacktestDeclaration(props as unknown as BacktestDeclaration),
} as const satisfies ModuleManifest;
