/**
 * Runs every example of every calculator spec in the repository as its own test case:
 * specs/calculators/*.yaml and inline `calculator` blocks anywhere under specs/.
 */
import { describe, expect, it } from 'vitest';
import { checkCalculator } from './checkCalculator';
import { compileCalculator } from './compileCalculator';
import { exampleLabel, runExample } from './evaluateCalculator';
import { repoCalculatorSpecs } from './build/repoSpecs';

const calculators = repoCalculatorSpecs();

describe('calculator specs of the repository', () => {
  it('include the three calculators', () => {
    const ids = calculators.map((c) => c.spec.id);
    expect(ids).toEqual(expect.arrayContaining(['liquidation-estimate', 'margin-ratio', 'liquidation']));
  });

  for (const { file, spec } of calculators) {
    describe(`${file} (${spec.id})`, () => {
      it('passes checkCalculator', () => {
        expect(checkCalculator(spec).map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
      });
      const compiled = (() => {
        try {
          return compileCalculator(spec);
        } catch {
          return null;
        }
      })();
      spec.examples.forEach((example, index) => {
        it(exampleLabel(example, index), () => {
          expect(compiled, 'the calculator compiles').not.toBeNull();
          if (compiled) expect(runExample(compiled, example, index)).toEqual([]);
        });
      });
    });
  }
});
