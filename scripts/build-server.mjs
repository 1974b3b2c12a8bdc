#!/usr/bin/env node
/**
 * Compiles the server to plain JavaScript for `npm start` and the container image: apps/server/dist/.
 *
 *   server.js, admin-create.js, db-backup.js   one bundle per entry, @phonehaat/shared compiled in; every npm
 *                                             package stays external (native ones like sharp, WASM ones like PGlite)
 *   migrations/, seed-assets/                 read at run time beside the bundle, as they are beside src/db/
 *
 * Every bundle sits at the same depth as src/*.ts, so paths computed from import.meta.url mean the same in both.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const out = `${server}dist`;
rmSync(out, { recursive: true, force: true });

/** Workspace packages (TypeScript sources) are compiled in; everything from npm is imported at run time. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@phonehaat/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  absWorkingDir: server,
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'db-backup': 'src/cli/db-backup.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
cpSync(`${server}src/db/migrations`, `${out}/migrations`, { recursive: true });
cpSync(`${server}src/db/seed-assets`, `${out}/seed-assets`, { recursive: true });
console.log(`server compiled to apps/server/dist in ${Date.now() - started} ms`);
