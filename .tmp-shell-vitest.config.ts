import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['src/i18n/**/*.test.{ts,tsx}', 'src/shell/**/*.test.{ts,tsx}', 'src/*.test.{ts,tsx}'], environment: 'node', pool: 'threads' } });
