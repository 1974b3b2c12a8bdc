import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

/** The files that replace `fastify` with `vi.mock` to log every route: a mock needs a module graph of its own. */
const MOCKING_FILES = ['test/authorization-matrix.test.ts', 'test/hostile-input.test.ts', 'test/openapi.test.ts'];

const shared = {
  root,
  environment: 'node',
  pool: 'forks',
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

/**
 * The server's integration suite, as two projects (`--project 'server*'` runs both).
 *
 * `server` shares one module graph per worker across its files (`isolate: false`): every file builds its own app and
 * database, and nothing the server keeps lives in a module, so importing it once per worker instead of once per file
 * is all that changes (decision 0036). `server-routes` keeps each file isolated, for its mock.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...shared,
      name: 'server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...MOCKING_FILES],
      isolate: false,
    },
  },
  { test: { ...shared, name: 'server-routes', include: MOCKING_FILES } },
];
