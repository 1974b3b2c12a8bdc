import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Component tests: jsdom, Testing Library, `src/**\/*.test.tsx` beside the components. */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
    },
  }),
);
