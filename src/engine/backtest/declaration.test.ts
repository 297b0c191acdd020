/** The declaration's types are read from its schema; these checks pin what the run relies on (type-level: `npm run typecheck`). */
import { describe, expectTypeOf, it } from 'vitest';
import type { BacktestDeclaration, ExitLevelDeclaration, IndicatorDeclaration, ParamDeclaration, ParamRef, RuleName } from './declaration';
import type { IndicatorKind } from './indicatorCatalog';

describe('the backtest declaration types', () => {
  it('require an id and rules; every other part is optional', () => {
    expectTypeOf<BacktestDeclaration['id']>().toEqualTypeOf<string>();
    expectTypeOf<Pick<BacktestDeclaration, 'rules'>>().toEqualTypeOf<{ rules: { long?: string; exitLong?: string; short?: string; exitShort?: string } }>();
    expectTypeOf<RuleName>().toEqualTypeOf<'long' | 'exitLong' | 'short' | 'exitShort'>();
    expectTypeOf<BacktestDeclaration['side']>().toEqualTypeOf<'long' | 'short' | 'both' | undefined>();
  });

  it('name an indicator kind of the catalogue and take numbers or parameter ids as its parameters', () => {
    expectTypeOf<IndicatorDeclaration['kind']>().toEqualTypeOf<IndicatorKind>();
    expectTypeOf<ParamRef>().toEqualTypeOf<number | string>();
    expectTypeOf<IndicatorDeclaration['params']>().toEqualTypeOf<Record<string, ParamRef> | undefined>();
  });

  it('give an exit level as exactly one of percent, ATR or ticks', () => {
    expectTypeOf<ExitLevelDeclaration>().toEqualTypeOf<{ percent: ParamRef } | { atrMultiple: ParamRef; atrPeriod: ParamRef } | { ticks: ParamRef; tickSize: ParamRef }>();
  });

  it('let a parameter leave out its default (an optional one starts empty)', () => {
    expectTypeOf<ParamDeclaration['default']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Pick<ParamDeclaration, 'min' | 'max'>>().toEqualTypeOf<{ min: number; max: number }>();
  });
});
