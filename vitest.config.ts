import { defineConfig } from 'vitest/config';

/** One `vitest run` covers the server (real databases), the web components (jsdom) and the browser (Chromium). */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: ['packages/shared/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
