import { defineConfig } from 'vitest/config';

/** `npm run test:scale`: the two-instance deployment on this machine (kept out of `npm test` for its minutes). */
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
