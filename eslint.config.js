import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { boundaries } from './scripts/eslint-boundaries.js';
import { serverLayers } from './scripts/eslint-server-layers.js';
import { i18n, legacyFiles } from './scripts/eslint-i18n.js';

/** Lint rules, including the import boundary shared → features → routes (never sideways between features). */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // The web app's static scripts run in the browser (public/boot.js).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: globals.browser } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // shared (components/, lib/, app/paths.ts) → features → routes; no feature imports another (scripts/eslint-boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // The shared index builds every zod schema when loaded (~30 KB gzip, ~80 ms on a phone): the
    // browser takes values from the schema-free modules ('@crp/shared/statuses', …) and only types
    // from the index. A screen that validates with a schema imports that module by its path.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@crp/shared',
              allowTypeImports: true,
              message: "Import values from a schema-free module ('@crp/shared/statuses', '@crp/shared/review-texts', …): the index loads zod and every schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // D40: texts people read come from the translation catalogues (scripts/eslint-i18n.js); files not
    // yet translated are listed in scripts/i18n-legacy-files.json, which only ever shrinks.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**', ...legacyFiles],
    plugins: { i18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  {
    // routes → services → queries → db; modules through their index.ts; lib/ and integrations/ below all (scripts/eslint-server-layers.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverLayers },
    rules: { 'server/layers': 'error', 'server/role-suffix': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', 'react', 'fastify'], message: 'The shared package depends on nothing app-specific.' }] },
      ],
    },
  },
);
