// @ts-check
// Vitest global setup of the server tests: one throwaway PostgreSQL cluster for the whole run instead of
// one per test file (initdb and a server start cost seconds each). The workers start after this has run and
// inherit TEST_DATABASE_URL, so `startPostgres()` in every file connects to this cluster. A URL given from
// outside is used as it is. When no cluster can start, the files print the reason and skip their PostgreSQL
// suites, as before.
import { startCluster } from './postgres.mjs';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const postgres = await startCluster();
  if (!postgres.ok) {
    console.warn(`[server tests] ${postgres.reason}`);
    return undefined;
  }
  process.env.TEST_DATABASE_URL = postgres.adminUrl;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await postgres.stop();
  };
}
