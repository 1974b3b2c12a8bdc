#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that fails fastest, and one closing line `N passed, N failed`.
 *
 *   static checks   eslint, prettier --check, tsc, import cycles (madge) (each counts as one check; two lanes at once)
 *   unit + server   vitest: shared, web components, server integration on embedded PGlite
 *   postgres        the server integration suite again on PostgreSQL (TEST_DATABASE_URL, else the local server
 *                   at 127.0.0.1:5432 if it answers; otherwise it says so and goes on)
 *   scale-out       nginx in front of two server processes on PostgreSQL, Redis and s3rver (when both answer)
 *   end to end      the built web client on the real server in Debian's Chromium at 360 and 1280 px
 *
 * Every step runs even when an earlier one failed, so one run shows everything that is broken.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, by name, printed again beside the summary: CI keeps only the end of the output. */
const failures = [];

/** The first line of a failure's message, without colour codes. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = child.status === 0;
  return { ok, seconds };
}

function check(title, command, args) {
  const { ok, seconds } = run(title, command, args);
  results.push({ title, ok, detail: ok ? 'ok' : 'FAILED', seconds });
  if (ok) passed += 1;
  else failed += 1;
}

/**
 * A failed test counts once; a file that failed without a failed test (it did not load, or a hook failed) counts as
 * one. Vitest's own count of failed suites also counts each `describe` around a failed test, so it is not used.
 */
function countVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let failedHere = 0;
  for (const suite of report.testResults ?? []) {
    const where = suite.name?.startsWith(root) ? suite.name.slice(root.length) : suite.name;
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    failedHere += failedTests.length;
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where}: ${firstLine(suite.message) || 'failed outside its tests (loading or a hook)'}`);
      failedHere += 1;
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: failedHere,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function vitest(title, args, reportName, env = {}) {
  const file = join(reports, reportName);
  const { ok, seconds } = run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  const counts = countVitest(file) ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  results.push({ title, ok, detail: `${counts.passed} passed, ${counts.failed} failed`, seconds });
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (err) {
    return { unreachable: url, reason: err instanceof Error ? err.message : String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether something answers on this loopback port (Redis for the scale-out test). */
function reachable(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

let aptUpdated = false;
/** Installs Debian packages with apt-get (as root, else through sudo), updating the lists once. */
function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { stdio: 'inherit', env });
  if (!aptUpdated) apt(['update', '-qq']);
  aptUpdated = true;
  apt(['install', '-y', '-qq', ...packages]);
}

/**
 * The journeys' browser: CHROME_PATH, else Debian's Chromium as its headless shell (the same engine without the
 * desktop browser's UI processes: about a quarter less CPU for the same journeys, decision 0035).
 */
function ensureChromium() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
  if (existsSync(path)) return path;
  console.log(`\nChromium is not at ${path}: installing Debian's chromium-headless-shell with apt-get.`);
  aptInstall(['chromium-headless-shell', 'fonts-noto-core']);
  return existsSync(path) ? path : undefined;
}

/** The deployment test checks the load balancer's rules with Debian's nginx (`nginx -t`). */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return;
  console.log(
    "\nnginx is not installed: installing Debian's nginx with apt-get (the deployment test checks its rules).",
  );
  aptInstall(['nginx']);
}

/** Runs a command with its output held, to be printed whole once it is done. */
function runHeld(title, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        title,
        command: [command, ...args].join(' '),
        ok: code === 0,
        output: Buffer.concat(output).toString(),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    ),
  );
}

/** Each lane's checks one after another, the lanes side by side; each check's output printed whole, in order. */
async function checksSideBySide(lanes) {
  const done = await Promise.all(
    lanes.map(async (lane) => {
      const outcomes = [];
      for (const [title, command, args] of lane) outcomes.push(await runHeld(title, command, args));
      return outcomes;
    }),
  );
  for (const { title, command, ok, output, seconds } of done.flat()) {
    console.log(`\n━━ ${title}\n$ ${command}`);
    if (output) process.stdout.write(output);
    results.push({ title, ok, detail: ok ? 'ok' : 'FAILED', seconds });
    if (ok) passed += 1;
    else failed += 1;
  }
}

// 1. Static checks, in two lanes: each tool runs on one core, and tsc alone takes as long as the others together.
await checksSideBySide([
  [
    ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['no circular imports (madge)', 'node', ['scripts/check-cycles.mjs']],
    ['migrations match the schema (drizzle-kit check)', 'node', ['scripts/check-migrations.mjs']],
  ],
  [['typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']]],
]);

// 2. Unit, component and server integration tests on embedded PGlite.
ensureNginx();
// Vitest runs one file at a time on 2 cores unless told (cores - 1): two files at once on PGlite (CPU-bound), three
// on PostgreSQL (much of the time is spent waiting on the database server).
vitest('unit, components and server on PGlite', ['--maxWorkers=2'], 'vitest-pglite.json', { TEST_DATABASE_URL: '' });

// 3. The server suite again on PostgreSQL.
const pgTarget = await postgresUrl();
if (typeof pgTarget === 'string') {
  // The hostile-input properties: their full 13,000 requests on PGlite above, a third of them again here.
  vitest('server on PostgreSQL', ['--project', 'server*', '--maxWorkers=3'], 'vitest-postgres.json', {
    TEST_DATABASE_URL: pgTarget,
    HOSTILE_RUNS_FACTOR: '0.35',
  });
} else {
  console.log(`\n━━ server on PostgreSQL: NOT RUN — no PostgreSQL at ${pgTarget.unreachable} (${pgTarget.reason}).`);
  console.log('   Set TEST_DATABASE_URL to a PostgreSQL server to run the server suite on it too.');
  results.push({ title: 'server on PostgreSQL', ok: true, detail: 'not run: no PostgreSQL reachable', seconds: '0.0' });
}

// 3b. The deployment's scale-out (issue 19): Debian's nginx in front of two server processes on PostgreSQL, Redis and
// an S3 store (s3rver), about half a minute.
const redisUp = await reachable(6379);
if (typeof pgTarget === 'string' && redisUp) {
  vitest(
    'scale-out (nginx, two instances, PostgreSQL, Redis, S3)',
    ['--config', 'apps/server/scale/vitest.config.ts'],
    'vitest-scale.json',
    {
      TEST_DATABASE_URL: pgTarget,
    },
  );
} else {
  const missing = [
    typeof pgTarget === 'string' ? undefined : 'PostgreSQL',
    redisUp ? undefined : 'Redis at 127.0.0.1:6379',
  ]
    .filter(Boolean)
    .join(' and ');
  console.log(`\n━━ scale-out: NOT RUN — no ${missing}.`);
  results.push({ title: 'scale-out', ok: true, detail: `not run: no ${missing}`, seconds: '0.0' });
}

// 4. End to end in Chromium against the built client.
check('build the web client', 'npm', ['run', '--silent', 'build']);
const chromium = ensureChromium();
if (!chromium) {
  console.log('\nChromium could not be installed: the end-to-end journeys cannot run.');
  failed += 1;
  results.push({ title: 'end to end (Chromium)', ok: false, detail: 'no Chromium', seconds: '0.0' });
} else {
  // The two widths run side by side, each on its own server and fresh database (ports 3100 and 3110; each server's
  // development sign-in provider takes the next port): on 2 cores this takes about 60% of running them in turn.
  const title = 'end to end (Playwright, Chromium, 360 and 1280 px)';
  console.log(`\n━━ ${title}\n$ npx playwright test --project phone & npx playwright test --project desktop`);
  const started = Date.now();
  const projects = [
    { name: 'phone', port: 3100 },
    { name: 'desktop', port: 3110 },
  ];
  const outcomes = await Promise.all(
    projects.map(({ name, port }) => {
      const dir = join(root, 'apps/web/test-results', name);
      const file = join(dir, 'results.json');
      rmSync(dir, { recursive: true, force: true });
      const child = spawn(
        'npx',
        ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', '--project', name],
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            CHROME_PATH: chromium,
            E2E_PORT: String(port),
            E2E_OUTPUT_DIR: dir,
            E2E_RESULTS_FILE: file,
            E2E_HTML_DIR: join(root, 'apps/web/playwright-report', name),
          },
        },
      );
      return new Promise((resolve) => child.on('close', (code) => resolve({ ok: code === 0, file })));
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const { ok, file } of outcomes) {
    const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    if (report) collectPlaywrightFailures(report.suites ?? [], []);
    const stats = report ? (report.stats ?? {}) : undefined;
    const failedHere = stats ? (stats.unexpected ?? 0) + (stats.flaky ?? 0) : 1;
    counts.passed += stats?.expected ?? 0;
    counts.failed += !ok && failedHere === 0 ? 1 : failedHere;
    counts.skipped += stats?.skipped ?? 0;
  }
  const ok = outcomes.every((o) => o.ok);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  results.push({
    title: 'end to end (Chromium)',
    ok,
    detail: `${counts.passed} passed, ${counts.failed} failed`,
    seconds,
  });
}

/** Every Playwright test that did not pass at its first try (a retry that passed is still a flaky test). */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const bad = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad)
          failures.push(
            `[${test.projectName}] ${[...here, spec.title].join(' › ')} (${bad.status}): ${firstLine(bad.error?.message)}`,
          );
      }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

if (failures.length > 0) {
  console.log('\n━━ What failed');
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log('\n━━ Summary');
for (const r of results)
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.title.padEnd(52)} ${r.detail.padEnd(24)} ${r.seconds}s`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
