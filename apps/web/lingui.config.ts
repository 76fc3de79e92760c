import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogues (D40, docs/translations.md): one PO file per language in src/locales/,
 * English the source (its msgids are the spec's texts). `npm run i18n:extract -w apps/web` collects
 * the texts the Lingui macros mark in the code into every catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'pl', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros' compiled code calls our own small runtime, not @lingui/core and @lingui/react (decision 0038).
  runtimeConfigModule: { i18n: ['#lingui', 'i18n'], Trans: ['#lingui', 'Trans'], useLingui: ['#lingui', 'useLingui'] },
});
