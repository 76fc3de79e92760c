import { defineProject } from 'vitest/config';

/** The shared rules' own tests (pure functions: no database, no browser). */
export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    setupFiles: ['../../scripts/fail-on-console-error.ts'],
  },
});
