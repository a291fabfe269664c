import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/eslint/area-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'apps/web/dist/',
      'apps/web/src/generated/',
      'coverage/',
      'libs/database/migrations/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/area-boundaries': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'test/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
        globalThis: 'readonly',
      },
    },
  },
);
