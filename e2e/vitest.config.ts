import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // Browser tests start after the server and web projects: sharing 2 cores with them made
    // timing-sensitive steps (2 s toasts) flaky under load.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
