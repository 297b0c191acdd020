import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layersPlugin } from './eslint/layers.js';

/** The exchange library talks to exchanges from the server only: the visitor's browser calls this site alone. */
const SERVER_ONLY = { regex: '^ccxt(/|$)', message: 'ccxt runs on the server only (server/market/); the browser bundle never loads it.' };

/** `files` stay framework-free: no React (the direction of imports between folders is layers/direction's). */
function frameworkFree(files) {
  const patterns = [{ regex: '^react(-dom|-i18next)?(/|$)', message: 'This layer is framework-free: no React here.' }, SERVER_ONLY];
  return { files: [files], ignores: ['**/*.test.*'], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.e2e-data', 'src/engine/specTypes.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never insert HTML: render React elements (ARCHITECTURE.md, security rules).' },
        { selector: 'ImportExpression[source.value=/^ccxt(\\/|$)/]', message: SERVER_ONLY.message },
      ],
    },
  },
  // What the browser loads (src/) never imports the exchange library; finance, market and engine (below) repeat it.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_ONLY] }] } },
  // One direction of dependencies between the folders of src/ (eslint/layers.js); finance, market and engine without React.
  frameworkFree('src/{finance,market,engine}/**'),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/direction': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', performance: 'readonly', fetch: 'readonly', AbortController: 'readonly' },
    },
  },
);
