#!/usr/bin/env node
/** Fails when the Drizzle schema has changes that no committed migration holds (run `npm run db:generate`). */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const server = new URL('../apps/server/', import.meta.url).pathname;
const committed = join(server, 'src/db/migrations');
// drizzle-kit wants a relative output folder: a scratch copy beside the real one (git-ignored).
const scratch = mkdtempSync(join(server, '.migrations-check-'));
cpSync(committed, scratch, { recursive: true });
const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
const result = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/index.ts',
    '--out',
    `./${relative(server, scratch)}`,
    '--name',
    'pending',
  ],
  { cwd: server, encoding: 'utf8' },
);
const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0 || /error/i.test(result.stderr)) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (after !== before) {
  console.error('The Drizzle schema has changes with no migration. Run `npm run db:generate` and commit the result.');
  process.exit(1);
}
console.log('Migrations match the schema.');
