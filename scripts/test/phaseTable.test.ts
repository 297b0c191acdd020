import { describe, expect, it } from 'vitest';
import { browserFileTable, phaseTable } from './phaseTable.mjs';

describe('phase tables', () => {
  it('lists each phase with its start, duration and result, and the total', () => {
    expect(phaseTable([{ name: 'npm ci', ms: 17_200 }, { name: 'unit', startMs: 45_000, ms: 80_450, status: 'passed' }], 142_000).split('\n')).toEqual([
      '| phase        | starts at |    took | result | note |',
      '|--------------|----------:|--------:|--------|------|',
      '| npm ci       |           |  17.2 s |        |      |',
      '| unit         |    45.0 s |  80.5 s | passed |      |',
      '| total (wall) |           | 142.0 s |        |      |',
    ]);
  });

  it('gives each browser-test file its share of the worker time, largest first', () => {
    expect(browserFileTable([{ file: 'b.spec.ts', ms: 1_000, tests: 2 }, { file: 'a.spec.ts', ms: 3_000, tests: 5 }], 2_500).split('\n')).toEqual([
      '| browser-test file                     | tests |  time |  share |',
      '|---------------------------------------|------:|------:|-------:|',
      '| a.spec.ts                             |     5 | 3.0 s | 75.0 % |',
      '| b.spec.ts                             |     2 | 1.0 s | 25.0 % |',
      '| all 2 files (worker time; wall 2.5 s) |     7 | 4.0 s |  100 % |',
    ]);
  });
});
