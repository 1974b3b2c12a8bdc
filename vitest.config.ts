import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.js';

/** One Vitest run, four projects: `npx vitest run --project 'server*'` runs the server's two, etc. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', ...serverProjects],
  },
});
