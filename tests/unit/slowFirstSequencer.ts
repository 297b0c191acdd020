import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The unit-test files that take longest, slowest first (measured on the 2-core CI machine): files that render
 * every calculator or every glossary term, start the newsletter CLI as processes, or check a formula against
 * thousands of reference values.
 */
export const SLOW_TEST_FILES = [
  'server/newsletter/cli.test.mjs',
  'src/blocks/calculator/calculatorContract.en-1.test.tsx',
  'src/blocks/calculator/calculatorContract.en-2.test.tsx',
  'src/blocks/calculator/calculatorWords.test.tsx',
  'server/newsletter/newsletterService.test.mjs',
  'src/blocks/calculator/strategyCalculatorTexts.test.tsx',
  'src/blocks/calculator/calculatorContract.de.test.tsx',
  'src/blocks/glossary/GlossaryBlock.test.tsx',
  'tests/oracles/positionMargin.test.ts',
  'tests/oracles/targetPrice.test.ts',
  'src/finance/tierResolution.test.ts',
];

/** `items` with the slow test files first, in the order of `SLOW_TEST_FILES`; the others keep their order. */
export function slowFirst<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = SLOW_TEST_FILES.indexOf(pathOf(item));
    return index === -1 ? SLOW_TEST_FILES.length : index;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Vitest's order, with the slow files first. Without timings of its own (a fresh clone, as in CI) Vitest runs
 * a project's larger files first; the slowest files are small (a loop over every spec), so they started last
 * and the run then waited for them alone while the other workers had nothing left. Started first, they run
 * beside all the rest. The files of a project stay together otherwise: a worker is reused only for the next
 * file of its own project. Vitest's own sequencer is imported when the tests start, not whenever Vite loads
 * its config (the build does too).
 */
export default class SlowFirstSequencer implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  private async base() {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.vitest);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files);
    return slowFirst(sorted, (file) => relative(this.vitest.config.root, file.moduleId).split('\\').join('/'));
  }
}
