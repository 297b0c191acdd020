import { describe, expect, it } from 'vitest';
import { compileCalculatorWithIssues } from './compileCalculator';
import type { CalculatorSpec } from './specTypes.generated';

const text = (en: string) => ({ en, de: en });
const spec = (overrides: Partial<CalculatorSpec> = {}): CalculatorSpec => ({
  id: 'demo',
  inputs: [{ id: 'a', type: 'number', label: text('A'), default: 2 }],
  outputs: [{ id: 'double', label: text('Double'), expr: 'a * 2', format: 'number' }],
  examples: [{ inputs: { a: 2 }, expect: { double: 4 } }],
  ...overrides,
} as CalculatorSpec);

describe('compileCalculatorWithIssues', () => {
  it('compiles a sound spec with no issues', () => {
    const outcome = compileCalculatorWithIssues(spec());
    expect(outcome.issues).toEqual([]);
    expect(outcome.compiled?.steps.map((step) => step.id)).toEqual(['double']);
  });

  it('leaves a spec with an id used twice uncompiled, with the issue at the second id', () => {
    const outcome = compileCalculatorWithIssues(spec({ outputs: [{ id: 'a', label: text('A again'), expr: '1', format: 'number' }] }));
    expect(outcome.compiled).toBeNull();
    expect(outcome.issues).toEqual([{ path: ['outputs', 0, 'id'], message: 'duplicate id "a" (already used by input 0)' }]);
  });

  it('leaves a spec uncompiled for each kind of formula problem, every issue with its path', () => {
    const cases: [Partial<CalculatorSpec>, string][] = [
      [{ outputs: [{ id: 'x', label: text('X'), expr: 'a *', format: 'number' }] }, 'outputs.0.expr'],
      [{ outputs: [{ id: 'x', label: text('X'), expr: 'b * 2', format: 'number' }] }, 'outputs.0.expr'],
      [{ let: [{ id: 'p', expr: 'q' }, { id: 'q', expr: 'p' }] }, 'let.0.expr'],
      [{ validate: [{ when: 'a < nope', message: text('m') }] }, 'validate.0.when'],
    ];
    for (const [overrides, path] of cases) {
      const outcome = compileCalculatorWithIssues(spec(overrides));
      expect(outcome.compiled, path).toBeNull();
      expect(outcome.issues.map((issue) => issue.path.join('.')), path).toContain(path);
    }
  });
});
