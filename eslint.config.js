import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'src/generated/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/layers': 'error' },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Plain JavaScript that runs in Node (the embedded database's thread) uses these of its globals.
    files: ['**/*.mjs'],
    languageOptions: { globals: { WebAssembly: 'readonly', setImmediate: 'readonly' } },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['error', 'warn', 'info'] }] },
  },
);
