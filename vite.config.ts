/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintsPlugin } from './scripts/vite/compileHintsPlugin';
import { specsPlugin } from './src/engine/build/specsPlugin';
import { EXTENSION_MANIFESTS } from './src/extensions/manifests';

export default defineConfig({
  plugins: [specsPlugin({ extensions: EXTENSION_MANIFESTS }), react(), compileHintsPlugin()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.{ts,mjs}', 'tests/oracles/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default outside watch mode is one worker fewer than the cores: a single worker on a 2-core CI
    // machine. Many tests wait (a PostgreSQL cluster starting, a server restarting, jsdom loading), so
    // three workers keep both cores busy.
    maxWorkers: 3,
    // Tests that read every spec or render a large table take seconds on a busy 2-core CI machine.
    testTimeout: 30_000,
  },
});
