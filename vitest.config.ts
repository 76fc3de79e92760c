import { defineConfig } from 'vitest/config';

/** One `vitest run` covers the server (real databases), the web components (jsdom) and the browser (Chromium). */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Two test files at once on a 2-core machine (Vitest's default is cores − 1: one). The server
    // files mostly wait on databases and sockets; the browser project still runs one file at a time
    // (e2e/vitest.config.ts), after these.
    maxWorkers: 2,
    projects: ['packages/shared/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
