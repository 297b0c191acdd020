import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** Where the browser tests' time per file is written (read by scripts/test/runTests.mjs). */
export const BROWSER_FILE_TIMES = process.env.E2E_FILE_TIMES ?? 'node_modules/.cache/futureslab/browser-file-times.json';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The file-times reporter feeds the phase table that `npm test` prints at its end.
  reporter: [['list'], ['./tests/e2e/fileTimesReporter.ts', { outputFile: BROWSER_FILE_TIMES }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      // The system Chromium (Debian package); a downloaded browser is never used.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Serves the production build (npm test builds first) with a throwaway newsletter store.
    // E2E_DIST and E2E_DATA_DIR let a parallel run serve its own build and newsletter store
    // (tests/e2e/newsletter.spec.ts reads the mails of the default .e2e-data/).
    // The store also holds exchange history from the fake exchange (server/testing/fillFakeMarketStore.mjs; tests/e2e/market-data.spec.ts).
    command: `node server/testing/fillFakeMarketStore.mjs --data-dir ${dataDir} --hours 2000 && node server/serve.mjs --port ${port} --data-dir ${dataDir} --dist ${process.env.E2E_DIST ?? 'dist'}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
