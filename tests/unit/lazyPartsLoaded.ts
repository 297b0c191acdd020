import { beforeAll, vi } from 'vitest';

/**
 * Runs before every file of the shared jsdom workers (see testPartition.ts). The site loads some parts
 * lazily: calculators, the newsletter form, the catalogue, a long page's contents list, add-ons and modules. A test that ends before
 * such a part's code has arrived lets the import finish after its file's environment is gone; the failed
 * import would then stay cached for every later file of the worker, which would fail or time out depending
 * on the order of the files. Loading every lazy part before a file's tests leaves nothing to arrive late;
 * after a worker's first file these are cached modules.
 *
 * What they load is the same for every file: the small test site and the plotly stand-in, the stand-ins
 * these files use (a file with a stand-in of its own runs in a worker of its own).
 */
vi.mock('virtual:futureslab/site', () => import('../../src/blocks/testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../src/ui/plotlyStandIn.testHelper'));

/**
 * A worker's first file imports them all (Vite transforms each on first use), which on a busy machine takes
 * longer than Vitest's default 10 s for a hook; a hook that times out leaves its imports running after the
 * file's environment is gone, and every later file of the worker fails on them.
 */
const FIRST_IMPORT_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  const [{ blockRegistry, PageContents, preloadBlocks }, { extensionComponents, preloadExtensions }] = await Promise.all([import('../../src/blocks/registry'), import('../../src/extensions/registry')]);
  await Promise.all([
    preloadBlocks(Object.keys(blockRegistry) as (keyof typeof blockRegistry)[]),
    PageContents.preload(),
    preloadExtensions({ addons: Object.keys(extensionComponents.addons), modules: Object.keys(extensionComponents.modules) }),
  ]);
}, FIRST_IMPORT_TIMEOUT_MS);
