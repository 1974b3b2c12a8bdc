#!/usr/bin/env node
/**
 * Fails on any circular import among the TypeScript files of each part (type-only and dynamic imports count too),
 * and on any relative or `@/` import it cannot resolve, so a cycle cannot hide behind an import madge did not follow.
 *
 *   node scripts/check-cycles.mjs
 */
import { dirname, join } from 'node:path';
import madge from 'madge';
import ts from 'typescript';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

/** Each part with the tsconfig that resolves its imports (paths such as `@/*`, `.js` naming a `.ts` file). */
const parts = [
  { dir: 'apps/server/src', tsconfig: 'apps/server/tsconfig.json' },
  { dir: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' },
  { dir: 'packages/shared/src', tsconfig: 'packages/shared/tsconfig.json' },
  { dir: 'bench', tsconfig: 'bench/tsconfig.json' },
  { dir: 'tools', tsconfig: 'tools/tsconfig.json' },
];

const detective = { skipTypeImports: false, skipAsyncImports: false };

function compilerOptions(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  // Parsed options (with pathsBasePath), so `paths` resolve relative to the tsconfig as tsc resolves them.
  return { options: parsed.options };
}

let problems = 0;
for (const { dir, tsconfig } of parts) {
  const result = await madge(join(root, dir), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: compilerOptions(tsconfig),
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
    detectiveOptions: { ts: detective, tsx: detective },
  });
  const files = Object.keys(result.obj()).length;
  const cycles = result.circular();
  // Package imports are not followed (no cycle can run through them); anything local that stays unresolved is.
  const unresolved = result.warnings().skipped.filter((name) => name.startsWith('.') || name.startsWith('@/'));
  if (cycles.length === 0 && unresolved.length === 0) {
    console.log(`${dir}: ${files} files, no circular imports`);
    continue;
  }
  for (const cycle of cycles) console.error(`${dir}: circular import: ${[...cycle, cycle[0]].join(' -> ')}`);
  for (const name of unresolved) console.error(`${dir}: cannot resolve the import '${name}'`);
  problems += cycles.length + unresolved.length;
}
if (problems > 0) {
  console.error(`${problems} import problem(s): move what both sides need into a third module.`);
  process.exit(1);
}
