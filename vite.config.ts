/// <reference types="vitest/config" />
import { defineConfig, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintsPlugin } from './scripts/vite/compileHintsPlugin';
import { specsPlugin } from './src/engine/build/specsPlugin';
import SlowFirstSequencer from './tests/unit/slowFirstSequencer';
import { partitionUnitTests, SERVER_TEST_FILES, UNIT_TEST_FILES } from './tests/unit/testPartition';

const unitTests = partitionUnitTests(import.meta.dirname);
// The list of extensions holds each component's loader: imported through Vite's module runner, the loaders
// stay uncalled, where bundling this config would follow them into the React components and their CSS.
const { module: extensions } = await runnerImport<typeof import('./src/extensions/validatorManifests')>(`${import.meta.dirname}/src/extensions/validatorManifests.ts`);

export default defineConfig({
  plugins: [specsPlugin({ extensions: extensions.EXTENSION_MANIFESTS }), react(), compileHintsPlugin()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // One stylesheet, linked by every prerendered page: a lazily loaded part's own CSS would arrive with its
    // script, after the prerendered HTML had been laid out without it, and move the page (the strategy
    // catalogue's tags jumped: layout shift 0.22). All of the site's CSS is about 8.5 KB gzip.
    cssCodeSplit: false,
  },
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'node',
    pool: 'threads',
    // Vitest's default outside watch mode is one worker fewer than the cores: a single worker on a 2-core CI
    // machine. Some tests wait (a server restarting, a mail being delivered), so three workers keep both
    // cores busy.
    maxWorkers: 3,
    // Tests that read every spec or render a large table take seconds on a busy 2-core CI machine.
    testTimeout: 30_000,
    // The slowest files first (tests/unit/slowFirstSequencer.ts): on a fresh clone they would otherwise start last.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT_TEST_FILES, exclude: [...unitTests.isolated, ...unitTests.dom, '**/node_modules/**'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-dom', include: unitTests.dom, environment: 'jsdom', isolate: false, setupFiles: ['tests/unit/freshGlobals.ts', 'tests/unit/lazyPartsLoaded.ts'] },
      },
      { extends: true, test: { name: 'unit-isolated', include: unitTests.isolated, isolate: true } },
      { extends: true, test: { name: 'server', include: SERVER_TEST_FILES, globalSetup: ['server/testing/postgresGlobalSetup.mjs'] } },
    ],
  },
});
