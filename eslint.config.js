import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Lint rules that keep `files` from importing the given top-level folders of src/ (and React, for the
 * layers that must stay framework-free). Relative imports are matched by the folder they reach.
 */
function layer(files, forbiddenFolders, { react = false } = {}) {
  const folders = forbiddenFolders.join('|');
  const patterns = [
    { regex: `^(\\.\\./)+(${folders})(/|$)`, message: `This layer must not import ${forbiddenFolders.join(', ')}: dependencies run finance → engine → ui → blocks and extensions → shell (README, Architecture).` },
  ];
  if (react) patterns.push({ regex: '^react(-dom|-i18next)?(/|$)', message: 'This layer is framework-free: no React here.' });
  return [{ files: [files], ignores: ['**/*.test.*'], rules: { 'no-restricted-imports': ['error', { patterns }] } }];
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
      ],
    },
  },
  // One direction of dependencies: finance → engine → ui (with i18n) → blocks and extensions → shell.
  // A lower layer never imports a higher one; tests (*.test.*) may wire layers together.
  ...layer('src/finance/**', ['engine', 'ui', 'i18n', 'blocks', 'modules', 'extensions', 'newsletter', 'shell'], { react: true }),
  ...layer('src/engine/**', ['ui', 'i18n', 'blocks', 'modules', 'extensions', 'newsletter', 'shell'], { react: true }),
  ...layer('src/{ui,i18n}/**', ['blocks', 'modules', 'extensions', 'newsletter', 'shell']),
  ...layer('src/modules/**', ['blocks', 'newsletter', 'shell']),
  ...layer('src/{blocks,extensions,newsletter}/**', ['shell']),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
