/**
 * Runs every example of every calculator spec in the repository as its own test case:
 * specs/calculators/*.yaml and inline `calculator` blocks anywhere under specs/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCalculator } from './checkCalculator';
import { compileCalculator } from './compileCalculator';
import { exampleLabel, runExample } from './evaluateCalculator';
import type { CalculatorSpec } from './specTypes.generated';

const root = join(import.meta.dirname, '..', '..');
const specsDir = join(root, 'specs');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

function inlineCalculators(node: unknown, found: CalculatorSpec[] = []): CalculatorSpec[] {
  if (Array.isArray(node)) node.forEach((item) => inlineCalculators(item, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === 'calculator' && typeof record.calculator === 'object' && record.calculator !== null) {
      found.push(record.calculator as CalculatorSpec);
    }
    Object.values(record).forEach((value) => inlineCalculators(value, found));
  }
  return found;
}

const calculators: { file: string; spec: CalculatorSpec }[] = yamlFiles(specsDir).flatMap((path) => {
  const file = relative(root, path);
  const doc: unknown = parse(readFileSync(path, 'utf8'));
  if (file.startsWith(join('specs', 'calculators'))) return [{ file, spec: doc as CalculatorSpec }];
  return inlineCalculators(doc).map((spec) => ({ file, spec }));
});

describe('calculator specs of the repository', () => {
  it('include the three calculators of issue 2', () => {
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
