import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    sequence: { groupOrder: 0 },
    environment: 'node',
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['../../scripts/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
