import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    sequence: { groupOrder: 0 },
    environment: 'node',
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['../../scripts/fail-on-console-error.ts'],
    // Ceilings for a loaded machine, not budgets: tests wait for conditions.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
