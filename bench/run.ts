/**
 * `npm run bench`: PhoneHaat's benchmark suite, side by side with its ceiling (nginx serving the same bytes) in the
 * same run, at catalogue sizes up to a million listings, plus page, bundle and image weights. Writes BENCHMARKS.md.
 *
 *   BENCH_DATABASE_URL  PostgreSQL server for the scale runs (default postgres://postgres@127.0.0.1:5432/postgres);
 *                       a database `phonehaat_bench` is created there and dropped at the end. Unreachable: skipped.
 *   BENCH_DURATION      seconds per throughput measurement (10); BENCH_WARMUP seconds of warm-up before each (3)
 *   BENCH_SIZES         PostgreSQL catalogue sizes (10000,100000,1000000); PGlite runs the ones up to 100000
 *   BENCH_SKIP          comma list of sections to leave out: throughput, pages, scale, postgres, images
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  createBenchDatabase,
  explainListing,
  growCatalogue,
  openBenchDb,
  postgresVersion,
  type Engine,
  type Explained,
} from './lib/catalogue.js';
import { imageFigures, type ImageFigures } from './lib/images.js';
import { measure, type LoadResult } from './lib/load.js';
import { ensureWebBuild, lighthouse, routeWeights, type LighthouseResult, type RouteWeight } from './lib/pages.js';
import { demoBuyerToken, followNext, ROOT, startNginx, startServer, type Running } from './lib/processes.js';
import { renderReport } from './lib/report.js';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 50;
const DEEP_PAGES = 5;
const SCALE_DEEP_PAGES = 20;
const SCALE_DURATION = Math.max(3, Math.round(DURATION / 2));
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PGLITE_MAX = 100_000;
const skip = new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean));

export interface Throughput {
  name: string;
  path: string;
  bytes: number;
  ours: LoadResult;
  nginx: LoadResult;
}
export interface ScalePoint {
  engine: 'PGlite' | 'PostgreSQL';
  size: number;
  loadSeconds: number;
  first: LoadResult;
  deep: LoadResult;
  explainFirst: Explained | undefined;
  explainDeep: Explained | undefined;
}
export interface Results {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; postgres: string | undefined };
  loadBefore: number[];
  loadAfter: number[];
  settings: { duration: number; warmup: number; connections: number; deepPages: number; scaleDeepPages: number };
  throughput: Throughput[];
  lighthouse: LighthouseResult[];
  routes: RouteWeight[];
  scale: ScalePoint[];
  images: ImageFigures | undefined;
  notes: string[];
  seconds: number;
}

const log = (...args: unknown[]) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

const started = performance.now();
const temp = mkdtempSync(join(tmpdir(), 'phonehaat-bench-'));
// nginx's workers run as an unprivileged user: they must reach the files under here.
chmodSync(temp, 0o755);
const results: Results = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: undefined,
  },
  loadBefore: loadavg(),
  loadAfter: [],
  settings: {
    duration: DURATION,
    warmup: WARMUP,
    connections: CONNECTIONS,
    deepPages: DEEP_PAGES,
    scaleDeepPages: SCALE_DEEP_PAGES,
  },
  throughput: [],
  lighthouse: [],
  routes: [],
  scale: [],
  images: undefined,
  notes: [],
  seconds: 0,
};
const running = new Set<Running>();
async function stop(r: Running | undefined) {
  if (!r) return;
  running.delete(r);
  await r.stop();
}
async function start(...args: Parameters<typeof startServer>) {
  const r = await startServer(...args);
  running.add(r);
  return r;
}

/** The category listing at one size: 1 connection (latency, not queueing), first page and a deep keyset page. */
async function scalePoint(server: Running, token: string) {
  const headers = { authorization: `bearer ${token}` };
  const deepPath = await followNext(server.url, '/api/products/1', headers, SCALE_DEEP_PAGES);
  const opts = { connections: 1, durationSeconds: SCALE_DURATION, headers };
  // A run that got no answer at all (a stall on the shared machine) is taken again once.
  const take = async (url: string) => {
    const result = await measure(url, opts, 1);
    return result.requests > 0 ? result : measure(url, opts, 1);
  };
  const first = await take(`${server.url}/api/products/1`);
  const deep = await take(server.url + deepPath);
  return { first, deep };
}

async function explainAt(engine: Engine) {
  const db = await openBenchDb(engine);
  try {
    return await explainListing(db, 1, SCALE_DEEP_PAGES);
  } finally {
    await db.close();
  }
}

async function grow(engine: Engine, size: number) {
  const db = await openBenchDb(engine);
  try {
    const { seconds } = await growCatalogue(db, size);
    log(`catalogue at ${size.toLocaleString('en')} products (${seconds.toFixed(1)} s)`);
    return seconds;
  } finally {
    await db.close();
  }
}

async function throughputAndPages(server: Running, token: string) {
  const auth = { authorization: `bearer ${token}` };
  const firstRes = await fetch(`${server.url}/api/products/1`, { headers: auth });
  const firstPage = (await firstRes.json()) as { picture: string }[];
  const picture = firstPage[0]?.picture;
  if (!picture) throw new Error('the category page is empty');
  const deepPath = await followNext(server.url, '/api/products/1', auth, DEEP_PAGES);
  const endpoints = [
    { name: 'category, first page', path: '/api/products/1', file: 'products-1.json', headers: auth },
    { name: `category, page ${DEEP_PAGES + 1} (keyset)`, path: deepPath, file: 'products-1-deep.json', headers: auth },
    { name: 'advertised products', path: '/api/advertisedproduct', file: 'advertised.json', headers: {} },
    { name: 'product image (640 px)', path: picture, file: 'image-640.webp', headers: {} },
    { name: 'home page (index.html)', path: '/', file: 'index.html', headers: {} },
  ];
  // nginx serves each endpoint's body, fetched once from our server, as a static file.
  const nginxRoot = join(temp, 'nginx-root');
  mkdirSync(nginxRoot, { recursive: true });
  const sizes = new Map<string, number>();
  for (const e of endpoints) {
    const res = await fetch(server.url + e.path, { headers: e.headers });
    if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    writeFileSync(join(nginxRoot, e.file), body);
    sizes.set(e.file, body.byteLength);
  }
  const nginx = await startNginx(join(temp, 'nginx'), nginxRoot);
  running.add(nginx);
  try {
    for (const e of endpoints) {
      const opts = { connections: CONNECTIONS, durationSeconds: DURATION, headers: e.headers };
      log(`throughput: ${e.name}`);
      // Interleaved, ours then nginx for each endpoint, so both see the same background load.
      const ours = await measure(server.url + e.path, opts, WARMUP);
      const ceiling = await measure(`${nginx.url}/${e.file}`, { ...opts, headers: {} }, WARMUP);
      results.throughput.push({ name: e.name, path: e.path, bytes: sizes.get(e.file) ?? 0, ours, nginx: ceiling });
    }
  } finally {
    await stop(nginx);
  }
}

async function pages(server: Running) {
  for (const path of ['/', '/blog', '/login', '/register', '/no-such-page']) {
    log(`lighthouse ${path}`);
    let r = lighthouse(server.url, path);
    // Chromium sometimes loses the trace on a busy machine (NO_NAVSTART): try again, twice at most.
    for (let attempt = 0; r.error && attempt < 2; attempt += 1) r = lighthouse(server.url, path);
    if (r.error) log(`lighthouse ${path}: ${r.error}`);
    results.lighthouse.push(r);
  }
}

async function pgliteRuns() {
  const dataDir = join(temp, 'pglite-data');
  const engine: Engine = { driver: 'pglite', dataDir };
  // First start: migrations and the demo data. PGlite has one owner, so the bulk load happens with the server down.
  let server = await start({ dataDir });
  await stop(server);
  const sizes = SIZES.filter((s) => s <= PGLITE_MAX);
  for (const [i, size] of sizes.entries()) {
    const loadSeconds = await grow(engine, size);
    server = await start({ dataDir });
    try {
      const token = await demoBuyerToken(server.url);
      if (i === 0) {
        if (!skip.has('throughput')) await throughputAndPages(server, token);
        if (!skip.has('pages')) await pages(server);
      }
      if (!skip.has('scale')) {
        log(`scale: PGlite at ${size.toLocaleString('en')}`);
        const { first, deep } = await scalePoint(server, token);
        await stop(server);
        const explained = await explainAt(engine);
        results.scale.push({
          engine: 'PGlite',
          size,
          loadSeconds,
          first,
          deep,
          explainFirst: explained.first,
          explainDeep: explained.deep,
        });
      }
    } finally {
      await stop(server);
    }
    if (skip.has('scale')) break;
  }
}

async function postgresRuns() {
  results.machine.postgres = await postgresVersion(PG_URL);
  if (!results.machine.postgres) {
    results.notes.push(
      `PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//')} did not answer: its scale runs were skipped.`,
    );
    log('PostgreSQL unreachable: skipping its scale runs');
    return;
  }
  const database = await createBenchDatabase(PG_URL);
  const engine: Engine = { driver: 'postgres', url: database.url };
  const dataDir = join(temp, 'pg-data');
  try {
    await stop(await start({ dataDir, databaseUrl: database.url }));
    for (const size of SIZES) {
      const loadSeconds = await grow(engine, size);
      const server = await start({ dataDir, databaseUrl: database.url });
      try {
        const token = await demoBuyerToken(server.url);
        log(`scale: PostgreSQL at ${size.toLocaleString('en')}`);
        const { first, deep } = await scalePoint(server, token);
        const explained = await explainAt(engine);
        results.scale.push({
          engine: 'PostgreSQL',
          size,
          loadSeconds,
          first,
          deep,
          explainFirst: explained.first,
          explainDeep: explained.deep,
        });
      } finally {
        await stop(server);
      }
    }
  } finally {
    await database.drop().catch((err: unknown) => log('could not drop the bench database:', err));
  }
}

try {
  log(`load average ${results.loadBefore.map((l) => l.toFixed(2)).join(' ')}; temp ${temp}`);
  const { built } = ensureWebBuild();
  log(built ? 'built the web client' : 'the web client build is fresh');
  results.routes = routeWeights({
    '/': ['src/app/routes/home.tsx'],
    '/blog': ['src/app/routes/blog.tsx'],
    '/login': ['src/app/routes/login.tsx'],
    '/register': ['src/app/routes/register.tsx'],
    '404': ['src/app/routes/not-found.tsx'],
    '/category/:id': ['src/components/guards/require-auth.tsx', 'src/app/routes/category.tsx'],
    '/dashboard/myorders': [
      'src/components/guards/require-auth.tsx',
      'src/components/layouts/dashboard-layout.tsx',
      'src/components/guards/require-role.tsx',
      'src/app/routes/dashboard/my-orders.tsx',
    ],
    '/dashboard/payment/:id': [
      'src/components/guards/require-auth.tsx',
      'src/components/layouts/dashboard-layout.tsx',
      'src/components/guards/require-role.tsx',
      'src/app/routes/dashboard/payment.tsx',
    ],
    '/dashboard/allseller': [
      'src/components/guards/require-auth.tsx',
      'src/components/layouts/dashboard-layout.tsx',
      'src/components/guards/require-role.tsx',
      'src/app/routes/dashboard/all-sellers.tsx',
    ],
  });
  if (!skip.has('images')) {
    log('images: a 12-megapixel upload through storeImage');
    results.images = await imageFigures();
  }
  await pgliteRuns();
  if (!skip.has('scale') && !skip.has('postgres')) await postgresRuns();
} finally {
  for (const r of [...running]) await stop(r).catch(() => undefined);
  rmSync(temp, { recursive: true, force: true });
}

results.loadAfter = loadavg();
results.seconds = (performance.now() - started) / 1000;
const file = join(ROOT, 'BENCHMARKS.md');
let previous = '';
try {
  previous = readFileSync(file, 'utf8');
} catch {
  // first run
}
// Formatted like every other file, so `prettier --check .` in `npm test` passes on the report.
const options = (await resolveConfig(file)) ?? {};
writeFileSync(file, await format(renderReport(results, previous), { ...options, filepath: file }));
log(`wrote BENCHMARKS.md in ${results.seconds.toFixed(0)} s`);
