import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * Which unit-test files share a worker and which run alone.
 *
 * Importing jsdom, React and the engine costs about a second per file when every file gets a fresh worker,
 * more than most files' tests take. So files share workers and their module cache (Vitest's `isolate: false`),
 * except a file that replaces a module for itself with `vi.mock` (plotly, a worker client, the route list,
 * a block): in a shared worker the first file's stand-in would stay in the cache for the files after it.
 * Vitest reuses a worker only for files of the same environment, so jsdom and Node files are separate projects.
 * The small test site in place of `virtual:futureslab/site` and the plotly stand-in are the same in every
 * file, so they may be shared. The server tests are a project of their own, with the run's one
 * PostgreSQL cluster.
 */
export const UNIT_TEST_FOLDERS = ['src', 'scripts', 'tests/oracles', 'tests/unit'];
export const UNIT_TEST_FILES = UNIT_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
export const SERVER_TEST_FILES = ['server/**/*.test.{ts,mjs}'];

/** Stand-ins that are the same in every file that uses them: the module and the helper that replaces it. */
const SHARED_STAND_INS: Record<string, string> = {
  'virtual:futureslab/site': 'src/blocks/testSite.testHelper',
  'plotly.js-basic-dist-min': 'src/ui/plotlyStandIn.testHelper',
};

/** The `vi.mock` calls of a file: the module replaced and the module its factory imports, if that is all it does. */
export function mocksOf(source: string): { module: string; standIn: string | null }[] {
  return [...source.matchAll(/\bvi\.mock\(\s*(['"])([^'"]+)\1\s*(,\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\4\s*\)\s*\))?/g)].map((match) => ({
    module: match[2] ?? '',
    standIn: match[5] ?? null,
  }));
}

/** True when the file at `file` (relative to the root) replaces a module with something of its own, not with the shared stand-in. */
export function hasOwnMock(file: string, source: string): boolean {
  return mocksOf(source).some(({ module, standIn }) => {
    const shared = SHARED_STAND_INS[module];
    return shared === undefined || standIn === null || posix.join(posix.dirname(file), standIn) !== shared;
  });
}

function testFilesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => relative(root, join(root, folder, file)).split('\\').join('/'));
}

export interface UnitTestPartition {
  /** Files that replace a module of their own: each in a fresh worker. */
  isolated: string[];
  /** Files that declare `@vitest-environment jsdom`: they share jsdom workers. */
  dom: string[];
}

/**
 * Splits the unit-test files (paths relative to `root`). A worker is reused only for files of the same
 * environment, so the jsdom files are a project of their own; what is in neither list runs in shared
 * Node workers.
 */
export function partitionUnitTests(root: string): UnitTestPartition {
  const files = UNIT_TEST_FOLDERS.flatMap((folder) => testFilesUnder(root, folder)).sort();
  const isolated: string[] = [];
  const dom: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (hasOwnMock(file, source)) isolated.push(file);
    else if (/@vitest-environment\s+jsdom\b/.test(source)) dom.push(file);
  }
  return { isolated, dom };
}
