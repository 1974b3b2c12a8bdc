import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The web build's server renderer (apps/web/dist-ssr), kept for the server to draw listing pages.
      '**/dist-ssr/**',
      '**/node_modules/**',
      // Paraglide's compiled messages (apps/web/messages/*.json → scripts/compile-messages.mjs).
      '**/src/paraglide/**',
      '**/data/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/scripts/boot.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // lib/ is below the features: it may not import one.
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '**/features/*'], message: 'lib/ may not import a feature.' }] },
      ],
    },
  },
  {
    files: ['apps/web/e2e/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
