import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogues (D40, docs/translations.md): one PO file per language in src/locales/,
 * English the source (its msgids are the spec's texts). `npm run i18n:extract -w apps/web` collects
 * the texts the Lingui macros mark in the code into every catalogue.
 */
/** The code only staff screens load (routes/admin and the admin features). */
const staffOnly = [
  '<rootDir>/src/routes/admin',
  '<rootDir>/src/features/insights',
  '<rootDir>/src/features/game-servers',
  '<rootDir>/src/features/site',
  '<rootDir>/src/features/form-editor',
  '<rootDir>/src/features/audit-log',
  '<rootDir>/src/features/admin-users',
  '<rootDir>/src/features/system-status',
  '<rootDir>/src/features/pages/components/pages-admin.tsx',
  '<rootDir>/src/features/pages/components/custom-page-form.tsx',
  '<rootDir>/src/features/review',
  '<rootDir>/src/components/ui/admin-page.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'pl', 'ru'],
  fallbackLocales: { default: 'en' },
  // Two catalogues per language: the staff screens' texts load with the staff screens only, so a
  // player's first load carries none of them (the first-load budget, decisions 0013 and 0038).
  catalogs: [
    { path: '<rootDir>/src/locales/admin/{locale}', include: staffOnly, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**', ...staffOnly.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`))] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros' compiled code calls our own small runtime, not @lingui/core and @lingui/react (decision 0038).
  runtimeConfigModule: { i18n: ['#lingui', 'i18n'], Trans: ['#lingui', 'Trans'], useLingui: ['#lingui', 'useLingui'] },
});
