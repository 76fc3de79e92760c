import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    sequence: { groupOrder: 0 },
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts', '../../scripts/fail-on-console-error.ts'],
  },
});
