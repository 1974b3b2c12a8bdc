import { defineConfig } from 'vitest/config';

/** The two-instance deployment on this machine: `npm run test:scale`, and a step of `npm test`. */
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
