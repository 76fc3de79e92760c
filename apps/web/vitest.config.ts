import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { translations } from './vite.config.ts';

export default defineProject({
  plugins: [react(), ...translations()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    sequence: { groupOrder: 0 },
    environment: 'jsdom',
    // Ceilings, not budgets (issue 33): a test ends as soon as its conditions hold; on a machine at
    // load 6–9 a component test that walks a form took over the default 5 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts', '../../scripts/fail-on-console-error.ts'],
  },
});
