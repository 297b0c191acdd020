import type { CompiledExpr } from './compileCalculator';

/** The value of a compiled formula in a scope; a formula that throws (a bad `nth` index, …) is NaN, never an exception. */
export function runExpr(expr: CompiledExpr, scope: Record<string, unknown>): unknown {
  try {
    return expr.code.evaluate({ ...scope });
  } catch {
    return NaN;
  }
}

/** A formula's value read as a condition: true, or a number other than 0 and NaN. */
export function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'number' && value !== 0 && !Number.isNaN(value));
}

/** A formula's value read as a number: booleans are 1 and 0, anything else that is not a number is NaN. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}
