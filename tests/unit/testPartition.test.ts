import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasOwnMock, mocksOf, partitionUnitTests } from './testPartition';

describe('unit-test partition', () => {
  it('reads the modules a file replaces and the stand-in each factory imports', () => {
    expect(mocksOf(`vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));\nvi.mock("plotly.js-basic-dist-min", () => ({ default: plotly }));`)).toEqual([
      { module: 'virtual:futureslab/site', standIn: './testSite.testHelper' },
      { module: 'plotly.js-basic-dist-min', standIn: null },
    ]);
  });

  it('lets a file with only the shared stand-ins share a worker, and isolates one with a stand-in of its own', () => {
    const shared = `vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));\nvi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));`;
    expect(hasOwnMock('src/blocks/calculator/x.test.tsx', shared)).toBe(false);
    // The same relative path from another folder names another module.
    expect(hasOwnMock('src/extensions/x.test.tsx', shared)).toBe(true);
    expect(hasOwnMock('src/ui/x.test.tsx', `vi.mock('plotly.js-basic-dist-min', () => ({ default: recorder }));`)).toBe(true);
    expect(hasOwnMock('src/x.test.ts', `vi.mock('./shell/Layout', () => import('./blocks/testSite.testHelper'));`)).toBe(true);
    expect(hasOwnMock('src/x.test.ts', 'no mocks here')).toBe(false);
  });

  it('puts every jsdom test that needs no worker of its own in the jsdom project', () => {
    const { isolated, dom } = partitionUnitTests(`${import.meta.dirname}/../..`);
    expect(dom).toContain('src/blocks/calculator/calculatorContract.en-1.test.tsx');
    expect(isolated).toContain('src/ui/PlotlyChart.test.tsx');
    expect(dom.filter((file) => isolated.includes(file))).toEqual([]);
  });

  it('keeps hooks out of the top level of shared test helpers', () => {
    // Files share workers and their module cache: a helper module is evaluated once per worker, so a hook at its
    // top level would run for the first file that imports it only. (The contract's cleanup once went missing
    // this way: every later calculator rendered into a document holding all the earlier ones.)
    const root = join(import.meta.dirname, '../..');
    const helpers = ['src', 'tests'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.testHelper\.tsx?$/.test(file))
        .map((file) => join(folder, file)),
    );
    expect(helpers.length).toBeGreaterThan(5);
    const offenders = helpers.filter((file) => /^(beforeEach|afterEach|beforeAll|afterAll)\(/m.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
