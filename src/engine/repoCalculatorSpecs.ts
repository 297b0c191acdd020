/**
 * Every calculator spec of the repository, for test suites that run over all of them (Node only:
 * reads the files). Used by calculatorExamples.test.ts and the calculator UI contract suite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { CalculatorSpec } from './specTypes.generated';

/** A calculator spec and the repository-relative file it was found in. */
export interface RepoCalculatorSpec {
  file: string;
  spec: CalculatorSpec;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
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

/**
 * Loads `specs/calculators/*.yaml` and every inline `calculator` block anywhere under `specs/`
 * (parsed with `yaml`, not validated), in file order. `root` is the repository root.
 */
export function repoCalculatorSpecs(root: string = join(import.meta.dirname, '..', '..')): RepoCalculatorSpec[] {
  const specsDir = join(root, 'specs');
  return yamlFiles(specsDir).flatMap((path) => {
    const file = relative(root, path);
    const doc: unknown = parse(readFileSync(path, 'utf8'));
    if (file.startsWith(join('specs', 'calculators'))) return [{ file, spec: doc as CalculatorSpec }];
    return inlineCalculators(doc).map((spec) => ({ file, spec }));
  });
}
