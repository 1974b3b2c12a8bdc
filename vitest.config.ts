import { defineConfig } from 'vitest/config';

/** One Vitest run, three projects: `npx vitest run --project server` etc. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
