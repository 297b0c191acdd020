import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_TEST_FILES, slowFirst } from './slowFirstSequencer';

describe('slow test files first', () => {
  it('names only test files that exist', () => {
    const root = join(import.meta.dirname, '../..');
    expect(SLOW_TEST_FILES.filter((file) => !existsSync(join(root, file)) || !/\.test\.(ts|tsx|mjs)$/.test(file))).toEqual([]);
    expect(new Set(SLOW_TEST_FILES).size).toBe(SLOW_TEST_FILES.length);
  });

  it('puts the slow files first in their own order and keeps the order of the others', () => {
    const [slowest, second] = SLOW_TEST_FILES as [string, string];
    expect(slowFirst(['a.test.ts', second, 'b.test.ts', slowest, 'c.test.ts'], (file) => file)).toEqual([slowest, second, 'a.test.ts', 'b.test.ts', 'c.test.ts']);
    expect(slowFirst(['b.test.ts', 'a.test.ts'], (file) => file)).toEqual(['b.test.ts', 'a.test.ts']);
  });
});
