import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogues (D40, docs/translations.md; decision 0039): per language, one core catalogue
 * (src/locales/{locale}.po: the shell every page loads: layout, navigation, components/ui, lib, the
 * error screen) and one per area (src/locales/{area}/{locale}.po), loaded with the area's screens
 * (router.tsx: `page(() => import(…), 'area', …)`), so a page's first load carries only its own texts
 * (the first-load budget, decisions 0013 and 0038). English is the source (its msgids are the spec's
 * texts). `npm run i18n:extract -w apps/web` collects the texts the macros mark into every catalogue.
 *
 * An area's files: folders or files under src/. A file belongs to the areas whose screens show it
 * (src/locales/module-graph.ts finds them; the catalogue test fails when a screen reaches texts its
 * route does not load); what no area lists is core. A file in two areas puts its texts in both
 * catalogues: allowed when no page loads the two together (tested).
 */
export const areas = {
  /** The sign-in pages. */
  'sign-in': ['src/routes/public/login.tsx', 'src/routes/public/demo-sign-in.tsx', 'src/features/auth/account-mutations.ts'],
  /** The home page: the landing's built-in texts and cards, the featured products, the servers' badges. */
  home: [
    'src/routes/public/home.tsx',
    'src/features/pages/components/landing',
    'src/features/pages/built-in-texts.ts',
    'src/features/store/components/featured-products-grid.tsx',
    'src/features/store/components/product-card.tsx',
    'src/features/servers/components/server-status-badge.tsx',
    'src/features/servers/components/status-dot.tsx',
  ],
  /** The content pages: guidelines, donation terms, the admins' custom pages. */
  pages: [
    'src/routes/public/guidelines.tsx',
    'src/routes/public/donation-tos.tsx',
    'src/routes/public/custom-page.tsx',
    'src/features/pages/components/content-page.tsx',
    'src/features/pages/components/page-view.tsx',
    // The page editor opens on a content page for admins (loaded when opened), with the rich-text editor the staff forms use too.
    'src/features/pages/components/page-editor.tsx',
    'src/components/rich-text-editor',
    'src/features/pages/fallback-content.ts',
    'src/features/pages/custom-page-api.ts',
  ],
  /** Applying: the forms list, the application form. */
  applications: [
    'src/routes/player/applications.tsx',
    'src/routes/player/application-form.tsx',
    'src/features/applications/components/applications-browser.tsx',
    'src/features/applications/components/form-card.tsx',
    'src/features/applications/components/requirements-modal.tsx',
    'src/features/applications/components/eligibility-notice.tsx',
    'src/features/applications/components/application-form-screen.tsx',
    'src/features/applications/components/application-form.tsx',
    'src/features/applications/components/form-states.tsx',
    'src/features/applications/components/form-header.tsx',
    'src/features/applications/components/form-progress.tsx',
    'src/features/applications/components/question-field.tsx',
    'src/features/applications/components/question-input.tsx',
    'src/features/applications/components/choice-inputs.tsx',
    'src/features/applications/components/rating-input.tsx',
    'src/features/applications/components/text-inputs.tsx',
    'src/features/applications/components/date-input.tsx',
    'src/features/applications/components/interview-availability.tsx',
    'src/features/applications/components/field-styles.ts',
    'src/features/applications/availability.ts',
    'src/features/applications/draft-storage.ts',
    'src/features/applications/use-form-flow.ts',
    'src/features/applications/validation.ts',
    'src/features/applications/eligibility.ts',
    'src/features/applications/mutations.ts',
  ],
  /** A member's own applications and their threads: /my-responses and the dashboard. */
  responses: [
    'src/routes/player/my-responses.tsx',
    'src/features/applications/components/my-applications-list.tsx',
    'src/features/applications/components/status-filter.tsx',
    'src/features/applications/components/response-entry.tsx',
    'src/features/applications/components/response-messages.tsx',
    'src/features/applications/components/response-thread.tsx',
    'src/features/applications/components/interview-box.tsx',
    'src/features/applications/components/withdraw-modal.tsx',
    'src/features/applications/use-my-applications.ts',
    'src/features/applications/eligibility.ts',
    'src/features/applications/mutations.ts',
  ],
  /** The member's dashboard: profile, Steam account, their data, orders. */
  account: [
    'src/routes/player/dashboard.tsx',
    'src/features/auth/components/delete-account-dialog.tsx',
    'src/features/auth/components/download-my-data.tsx',
    'src/features/auth/components/steam-account-card.tsx',
    'src/features/auth/account-mutations.ts',
    'src/features/auth/steam-mutations.ts',
    'src/features/store/components/order-list.tsx',
    'src/components/ui/steam-facts.tsx',
  ],
  /** Server status and a server's mods. */
  servers: ['src/routes/player/server-status.tsx', 'src/routes/player/server-mods.tsx', 'src/features/servers/components', 'src/features/servers/lib', 'src/features/servers/mutations.ts'],
  /** The names the server writes in a page's <title> (server-render.tsx): only the server loads them. */
  titles: ['src/server-render.tsx'],
  /** The staff screens (one catalogue, decision 0038): never in a player's first load. */
  admin: [
    'src/routes/admin',
    'src/features/insights',
    'src/features/game-servers',
    'src/features/site',
    'src/features/form-editor',
    'src/features/audit-log',
    'src/features/admin-users',
    'src/features/system-status',
    'src/features/review',
    'src/features/pages/components/pages-admin.tsx',
    'src/features/pages/components/custom-page-form.tsx',
    'src/features/pages/pages-admin.texts.ts',
    'src/features/pages/mutations.ts',
    'src/components/ui/admin-page.tsx',
    'src/components/ui/data-table.tsx',
    'src/components/ui/stat-card.tsx',
    'src/components/ui/steam-facts.tsx',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof areas;

const notTests = ['**/*.test.*', '**/test/**'];
/** A folder's files, or the file itself (Lingui's include takes both; exclude wants globs). */
const glob = (path: string) => (/\.[jt]sx?$/.test(path) ? `<rootDir>/${path}` : `<rootDir>/${path}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'pl', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...Object.entries(areas).map(([area, paths]) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: paths.map((path) => `<rootDir>/${path}`),
      exclude: notTests,
    })),
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: [...notTests, ...Object.values(areas).flat().map(glob)] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros' compiled code calls our own small runtime, not @lingui/core and @lingui/react (decision 0038).
  runtimeConfigModule: { i18n: ['#lingui', 'i18n'], Trans: ['#lingui', 'Trans'], useLingui: ['#lingui', 'useLingui'] },
});
