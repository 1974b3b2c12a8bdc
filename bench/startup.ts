/**
 * `npm run bench:startup`: how long the server takes from `node` to its first /api/health answer, run as TypeScript
 * through tsx (as `npm start` did before issue 19) and as the compiled bundle (`apps/server/dist/server.js`, as it
 * does now), interleaved run by run on the same seeded PGlite data, and written into BENCHMARKS.md.
 *
 *   STARTUP_RUNS   runs of each (default 7)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { STARTUP_HEADING, putSection } from './lib/kept-sections.js';
import { ROOT, sleep } from './lib/processes.js';

const RUNS = Number(process.env.STARTUP_RUNS ?? 7);
const PORT = 3502;
const SERVER = join(ROOT, 'apps/server');
const VARIANTS = [
  { name: 'tsx (`node --import tsx src/server.ts`, before)', args: ['--import', 'tsx', 'src/server.ts'] },
  { name: 'compiled (`node dist/server.js`, now)', args: ['dist/server.js'] },
  { name: 'compiled, source maps on (`npm start`)', args: ['--enable-source-maps', 'dist/server.js'] },
];

if (!existsSync(join(SERVER, 'dist/server.js'))) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'phonehaat-startup-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DEV_OIDC_PORT: String(PORT + 1),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};

/** Milliseconds from spawning `node` to the first 200 from /api/health; the server is then stopped. */
async function once(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: SERVER, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

try {
  const before = load();
  console.log('seeding the data directory once (the first start migrates and loads the demo data)');
  await once(VARIANTS[1]!.args);
  const times = VARIANTS.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run += 1)
    for (const [i, v] of VARIANTS.entries()) {
      const ms = await once(v.args);
      times[i]!.push(ms);
      console.log(`${v.name}: ${ms.toFixed(0)} ms`);
    }
  const rows = VARIANTS.map((v, i) => {
    const t = times[i]!;
    return `| ${v.name} | ${quantile(t, 0.5).toFixed(0)} ms | ${Math.min(...t).toFixed(0)} ms | ${Math.max(...t).toFixed(0)} ms |`;
  });
  const section = [
    STARTUP_HEADING,
    '',
    `Written by \`npm run bench:startup\` (\`bench/startup.ts\`) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
    `${RUNS} runs of each, interleaved, on the same seeded PGlite data directory (migrations already applied, demo`,
    `data present), Node ${process.version}, load average before ${before}, after ${load()}. The time runs from`,
    'spawning `node` to the first 200 from `/api/health` (polled every 10 ms).',
    '',
    '| server | median | fastest | slowest |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  const file = join(ROOT, 'BENCHMARKS.md');
  const report = putSection(readFileSync(file, 'utf8'), STARTUP_HEADING, section);
  writeFileSync(file, await format(report, { ...((await resolveConfig(file)) ?? {}), filepath: file }));
  console.log(section);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
