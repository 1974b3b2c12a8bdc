/**
 * `npm run bench`: PhoneHaat's benchmark suite, side by side with its ceiling (nginx serving the same bytes) in the
 * same run, at catalogue sizes up to a million listings, plus page, bundle and image weights. Writes BENCHMARKS.md.
 *
 *   BENCH_DATABASE_URL  PostgreSQL server for the scale runs (default postgres://postgres@127.0.0.1:5432/postgres);
 *                       a database `phonehaat_bench` is created there and dropped at the end. Unreachable: skipped.
 *   BENCH_DURATION      seconds per throughput measurement (10); BENCH_WARMUP seconds of warm-up before each (3)
 *   BENCH_SIZES         PostgreSQL catalogue sizes (10000,100000,1000000); PGlite runs the ones up to 100000
 *   BENCH_SKIP          comma list of sections to leave out: throughput, pages, scale, postgres, images, mixed,
 *                       chat, flows
 *   BENCH_ONLY=scale    only the scale runs (the category listing and the search EXPLAINs); BENCHMARKS.md keeps every
 *                       other section from its previous run and, for sizes not measured, the previous scale rows
 *   BENCH_ONLY=mixed    only the mixed load (the category page while others change things, bench/lib/mixed.ts);
 *                       BENCHMARKS.md keeps every other section from its previous run
 *   MIXED_PROFILE=dir   the mixed load's server writes a V8 CPU profile of its whole run into dir
 *   MIXED_DATABASE_URL  the mixed load's server on this (empty) PostgreSQL database instead of PGlite
 *   BENCH_ONLY=chat     only the chat sockets (issue 17, bench/lib/chat.ts): BENCH_CHAT_RUNS rounds (3) of PGlite, and
 *                       of PostgreSQL with one instance and with two on BENCH_DATABASE_URL's server when it answers;
 *                       BENCHMARKS.md keeps every other section from its previous run
 *   BENCH_ONLY=pages    only the Lighthouse runs of the public pages, in English and Bengali (issue 18), on the demo
 *                       data grown to the first PGlite size, median of BENCH_PAGE_RUNS runs a page (3), the pages
 *                       taken in turn; BENCHMARKS.md keeps every other section from its previous run
 *   BENCH_ONLY=flows    only issue 22's Lighthouse user flows (signed-in pages and the public listing, median of
 *                       BENCH_FLOW_RUNS runs, 3 by default; bench/lib/flows.ts), on the web client built first if its
 *                       build is stale; BENCHMARKS.md keeps every other section from its previous run
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
} from './lib/catalogue.js';
import { CHAT_HEADING, chatLoad } from './lib/chat.js';
import { spliceFlows, userFlows } from './lib/flows.js';
import { imageFigures } from './lib/images.js';
import { measure } from './lib/load.js';
import { mixedLoad, spliceMixed } from './lib/mixed.js';
import { ensureWebBuild, lighthouse, medianOfRuns, routeWeights, type LighthouseResult } from './lib/pages.js';
import {
  bengaliSystemFonts,
  pageTouchMicros,
  demoBuyerToken,
  followNext,
  ROOT,
  startNginx,
  startServer,
  type Running,
} from './lib/processes.js';
import { keepSections, PAGES_HEADING, spliceSection } from './lib/kept-sections.js';
import { renderReport } from './lib/report.js';
import type { Results } from './lib/results.js';
import { explainPriceHint } from './lib/price-hint.js';
import { explainSearches, SEARCHES, type SearchExplained } from './lib/search.js';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 50;
const DEEP_PAGES = 5;
const SCALE_DEEP_PAGES = 20;
/** Lighthouse runs of each page in the pages section (BENCH_PAGE_RUNS), reported as their medians. */
const PAGE_RUNS = Math.max(1, Number(env.BENCH_PAGE_RUNS ?? 3));
const SCALE_DURATION = Math.max(3, Math.round(DURATION / 2));
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PGLITE_MAX = 100_000;
// The report's sections that a scale-only run rewrites (see spliceScale).
const SCALE_HEADING = '## Scale: the category listing by catalogue size';
const SEARCH_HEADING = '## Scale: search (issue 9)';
const ONLY_SCALE = env.BENCH_ONLY === 'scale';
const ONLY_MIXED = env.BENCH_ONLY === 'mixed';
const ONLY_FLOWS = env.BENCH_ONLY === 'flows';
const ONLY_PAGES = env.BENCH_ONLY === 'pages';
const ONLY_CHAT = env.BENCH_ONLY === 'chat';
/** A run of one section: no route weights (no web build but for the flows); the previous report keeps the rest. */
const ONE_SECTION = ONLY_SCALE || ONLY_MIXED || ONLY_FLOWS || ONLY_PAGES || ONLY_CHAT;
if (env.BENCH_ONLY && !ONE_SECTION) {
  throw new Error(`BENCH_ONLY: 'scale', 'mixed', 'chat', 'flows' or 'pages', not '${env.BENCH_ONLY}'`);
}
const skip = new Set([
  ...(env.BENCH_SKIP ?? '').split(',').filter(Boolean),
  ...(ONLY_SCALE ? ['throughput', 'pages', 'images', 'mixed', 'chat', 'flows'] : []),
  ...(ONLY_MIXED ? ['throughput', 'pages', 'images', 'scale', 'postgres', 'chat', 'flows'] : []),
  ...(ONLY_FLOWS ? ['throughput', 'pages', 'images', 'scale', 'postgres', 'mixed', 'chat'] : []),
  ...(ONLY_PAGES ? ['throughput', 'images', 'scale', 'postgres', 'mixed', 'chat', 'flows'] : []),
  ...(ONLY_CHAT ? ['throughput', 'pages', 'images', 'scale', 'postgres', 'mixed', 'flows'] : []),
]);

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
    bengaliFonts: bengaliSystemFonts(),
    pageTouchUs: pageTouchMicros(),
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
  mixed: undefined,
  chat: undefined,
  flows: undefined,
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
    const listing = await explainListing(db, 1, SCALE_DEEP_PAGES);
    const searches = await explainSearches(db);
    const priceHint = await explainPriceHint(db);
    log(
      `fair-price hint: ${priceHint.comparables} comparables, EXPLAIN ANALYZE p50 ${priceHint.p50Ms.toFixed(3)} ms, ` +
        `call p50 ${priceHint.callP50Ms.toFixed(3)} ms over ${priceHint.runs} runs; indexes ${priceHint.indexes.join(', ')}` +
        `${priceHint.seqScan ? ' (a sequential scan of product!)' : ''}\n${priceHint.plan}`,
    );
    return { ...listing, searches, priceHint };
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
    { name: 'home page (prerendered HTML)', path: '/', file: 'index.html', headers: {} },
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
  // The pages issue 18 holds to the same budgets in Bengali are measured in both languages, side by side.
  const runs = [
    ...['/', '/blog', '/login'].flatMap((path) => [
      { path, lang: 'en' as const },
      { path, lang: 'bn' as const },
    ]),
    { path: '/register', lang: 'en' as const },
    { path: '/no-such-page', lang: 'en' as const },
  ];
  // Each page PAGE_RUNS times, the pages taken in turn (so a slow minute of the machine falls on all of them), and
  // the medians reported (issue 18).
  const taken: LighthouseResult[][] = runs.map(() => []);
  for (let round = 1; round <= PAGE_RUNS; round += 1)
    for (const [i, { path, lang }] of runs.entries()) {
      log(`lighthouse ${path} (${lang}), run ${round} of ${PAGE_RUNS}`);
      let r = lighthouse(server.url, path, lang);
      // Chromium sometimes loses the trace on a busy machine (NO_NAVSTART): try again, twice at most.
      for (let attempt = 0; r.error && attempt < 2; attempt += 1) r = lighthouse(server.url, path, lang);
      if (r.error) log(`lighthouse ${path}: ${r.error}`);
      taken[i]?.push(r);
    }
  results.lighthouse.push(...taken.map(medianOfRuns));
}

/**
 * The scale runs measure what a page costs the database as the catalogue grows, so the short caches are off there
 * (with them on, one connection asking for one page is answered from memory: ~0 ms at every size).
 */
const UNCACHED = { LISTING_CACHE_MS: '0', SESSION_CACHE_MS: '0' };

async function pgliteRuns() {
  const dataDir = join(temp, 'pglite-data');
  const engine: Engine = { driver: 'pglite', dataDir };
  // First start: migrations and the demo data. PGlite has one owner, so the bulk load happens with the server down.
  let server = await start({ dataDir });
  await stop(server);
  const sizes = SIZES.filter((s) => s <= PGLITE_MAX);
  for (const [i, size] of sizes.entries()) {
    const loadSeconds = await grow(engine, size);
    if (i === 0 && !(skip.has('throughput') && skip.has('pages'))) {
      // Throughput and pages as deployed: the short caches on.
      server = await start({ dataDir });
      try {
        const token = await demoBuyerToken(server.url);
        if (!skip.has('throughput')) await throughputAndPages(server, token);
        if (!skip.has('pages')) await pages(server);
      } finally {
        await stop(server);
      }
    }
    // The larger catalogues are for the scale runs only.
    if (skip.has('scale')) break;
    server = await start({ dataDir, env: UNCACHED });
    try {
      const token = await demoBuyerToken(server.url);
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
          searches: explained.searches,
          priceHint: explained.priceHint,
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
      const server = await start({ dataDir, databaseUrl: database.url, env: UNCACHED });
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
          searches: explained.searches,
          priceHint: explained.priceHint,
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
  if (!ONE_SECTION || ONLY_FLOWS || ONLY_PAGES) {
    const { built } = ensureWebBuild();
    log(built ? 'built the web client' : 'the web client build is fresh');
  }
  results.routes = ONE_SECTION
    ? []
    : routeWeights({
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
  if (!ONLY_MIXED && !ONLY_FLOWS && !ONLY_CHAT) await pgliteRuns();
  if (!skip.has('mixed')) {
    results.mixed = await mixedLoad({
      dataDir: join(temp, 'mixed-data'),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      log,
    });
  }
  if (!skip.has('chat')) {
    const reachable = (await postgresVersion(PG_URL)) !== undefined;
    if (!reachable) log(`chat: PostgreSQL at ${PG_URL} does not answer; PGlite only`);
    results.chat = await chatLoad({
      runs: Number(env.BENCH_CHAT_RUNS ?? 3),
      postgres: reachable ? () => createBenchDatabase(PG_URL, 'phonehaat_chat_bench') : undefined,
      log,
    });
  }
  if (!skip.has('flows')) {
    log('flows: Lighthouse user flows, signed in and signed out (issue 22)');
    results.flows = await userFlows({
      dataDir: join(temp, 'flows-data'),
      log,
      pageTouchUs: results.machine.pageTouchUs,
    });
  }
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
const rendered = keepSections(previous, withSearchSection(renderReport(results, previous), results));
const report =
  ONLY_MIXED && previous
    ? spliceMixed(previous, rendered)
    : ONLY_FLOWS && previous
      ? spliceFlows(previous, rendered)
      : ONLY_PAGES && previous
        ? spliceSection(previous, rendered, PAGES_HEADING)
        : ONLY_CHAT && previous
          ? spliceSection(previous, rendered, CHAT_HEADING)
          : rendered;
writeFileSync(
  file,
  await format(ONLY_SCALE && previous ? spliceScale(previous, report, results) : report, {
    ...options,
    filepath: file,
  }),
);
log(`wrote BENCHMARKS.md in ${results.seconds.toFixed(0)} s`);

// ---------------------------------------------------------------------------------------------------------------
// The search section (issue 9) and the scale-only run's splice into the previous report
// ---------------------------------------------------------------------------------------------------------------

function searchSection(r: Results): string {
  const points = r.scale.filter((s) => s.searches.length);
  if (!points.length) return '';
  const shown =
    points.find((s) => s.engine === 'PostgreSQL' && s.size === 100_000) ??
    points.find((s) => s.size === 100_000) ??
    points.at(-1);
  const cell = (e: SearchExplained | undefined) =>
    e
      ? `${e.seqScan ? '**sequential scan**' : e.indexes.filter((i) => !i.startsWith('user_')).join(' + ') || '**no index**'}, ${e.executionMs?.toFixed(2) ?? '?'} ms`
      : '—';
  const lines = [
    SEARCH_HEADING,
    '',
    '`EXPLAIN (ANALYZE)` of `GET /api/search` as the repository issues it (its SQL captured from Drizzle as it runs,',
    'first page, 13 rows asked for, run once before it is explained), with the server’s',
    '`pg_trgm.word_similarity_threshold`, on the same bulk-loaded catalogues as above: each listing named after one of',
    '32 real models of its category with a storage size and its number (`Samsung Galaxy A52 (6/128 GB) #4242`), a dozen',
    'areas of eight cities (a third in Dhaka), three conditions. Each cell: the indexes the plan reads on `product`, then',
    'the execution time inside the database.',
    '',
    `| engine | products | ${SEARCHES.map((q) => `\`${q.url.replace('/api/search?', '')}\``).join(' | ')} |`,
    `| --- | --- | ${SEARCHES.map(() => '---').join(' | ')} |`,
    ...points.map(
      (p) =>
        `| ${p.engine} | ${p.size.toLocaleString('en')} | ${SEARCHES.map((q) => cell(p.searches.find((e) => e.name === q.name))).join(' | ')} |`,
    ),
    '',
  ];
  const seq = points.flatMap((p) => p.searches.filter((e) => e.seqScan).map((e) => `${p.engine} ${p.size}: ${e.name}`));
  lines.push(
    seq.length
      ? `**Sequential scans:** ${seq.join('; ')}.`
      : `No plan scans \`product\` sequentially: ${points.length * SEARCHES.length} of ${points.length * SEARCHES.length} read an index.`,
    '',
  );
  if (shown) {
    lines.push(`Plans at ${shown.size.toLocaleString('en')} products (${shown.engine}):`, '');
    for (const e of shown.searches) {
      lines.push(`${e.name} (\`${e.url}\`, ${e.rows} rows):`, '', '```', e.plan, '```', '');
    }
    const sqlOf = shown.searches[0]?.sql;
    if (sqlOf) lines.push(`The SQL of the first (\`${shown.searches[0]?.url}\`):`, '', '```sql', sqlOf, '```', '');
  }
  lines.push(...priceHintLines(points));
  return lines.join('\n');
}

/** The fair-price hint's comparables query (issue 16 item 4) at each size, and its plan on PostgreSQL at 100,000. */
function priceHintLines(points: Results['scale']): string[] {
  const measured = points.filter((p) => p.priceHint);
  if (!measured.length) return [];
  const shown = measured.find((p) => p.engine === 'PostgreSQL' && p.size === 100_000) ?? measured.at(-1);
  const lines = [
    '### The fair-price hint’s comparables (issue 16 item 4)',
    '',
    '`EXPLAIN (ANALYZE, BUFFERS)` of the products repository’s `comparables` query (decision 0019) for a Samsung Galaxy',
    'A52 128 GB in Good condition, warm, 31 times: the median execution time inside the database, and the median time',
    'of the repository’s call (a round trip included). Target: p50 ≤ 5 ms on PostgreSQL at 100,000 listings.',
    '',
    '| engine | products | comparables | indexes | EXPLAIN p50 | call p50 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...measured.map((p) => {
      const h = p.priceHint!;
      const indexes = h.seqScan ? '**sequential scan**' : h.indexes.join(' + ');
      return `| ${p.engine} | ${p.size.toLocaleString('en')} | ${h.comparables} | ${indexes} | ${h.p50Ms.toFixed(3)} ms | ${h.callP50Ms.toFixed(2)} ms |`;
    }),
    '',
  ];
  if (shown?.priceHint) {
    lines.push(
      `Plan at ${shown.size.toLocaleString('en')} products (${shown.engine}):`,
      '',
      '```',
      shown.priceHint.plan,
      '```',
      '',
      '```sql',
      shown.priceHint.sql,
      '```',
      '',
    );
  }
  return lines;
}

/** The section of `markdown` that starts at `heading`, up to the next `## ` heading (or the end). */
function section(markdown: string, heading: string): { start: number; end: number } | undefined {
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return { start, end: next < 0 ? markdown.length : next + 1 };
}

/** The report with the search section right after the category listing's scale section. */
function withSearchSection(report: string, r: Results): string {
  const search = searchSection(r);
  const scale = section(report, SCALE_HEADING);
  if (!search || !scale) return report;
  return `${report.slice(0, scale.end)}${search}\n${report.slice(scale.end)}`;
}

/**
 * A scale-only run: the previous report with its scale sections replaced by this run's, keeping the previous rows of
 * the sizes this run did not measure (and saying when the new ones were taken). Everything else stays as it was.
 */
function spliceScale(previous: string, report: string, r: Results): string {
  const fresh = section(report, SCALE_HEADING);
  if (!fresh) return previous;
  const measured = new Set(r.scale.map((p) => `${p.engine}|${p.size}`));
  const rowKey = (line: string) => {
    const [engine = '', size = ''] = line
      .split('|')
      .slice(1, 3)
      .map((c) => c.trim());
    return { engine, size: Number(size.replace(/,/g, '')), key: `${engine}|${Number(size.replace(/,/g, ''))}` };
  };
  const isRow = (line: string) => /^\| (PGlite|PostgreSQL) +\| [\d,]+ /.test(line);
  const old = section(previous, SCALE_HEADING);
  const kept = old
    ? previous
        .slice(old.start, old.end)
        .split('\n')
        .filter((l) => isRow(l) && !measured.has(rowKey(l).key))
    : [];
  let scale = report.slice(fresh.start, fresh.end);
  if (kept.length) {
    const lines = scale.split('\n');
    const rows = [...lines.filter(isRow), ...kept].sort((a, b) => {
      const x = rowKey(a);
      const y = rowKey(b);
      return x.engine === y.engine ? x.size - y.size : x.engine === 'PGlite' ? -1 : 1;
    });
    const first = lines.findIndex(isRow);
    scale = [
      ...lines.slice(0, first).filter((l) => !isRow(l)),
      ...rows,
      ...lines.slice(first).filter((l) => !isRow(l)),
    ].join('\n');
  }
  const load = r.loadBefore.map((l) => l.toFixed(2)).join(' / ');
  const when =
    `_From a scale-only run (\`BENCH_ONLY=scale\`, ${r.date.slice(0, 16).replace('T', ' ')} UTC, load average ${load}` +
    `${kept.length ? `; the rows of ${kept.map((l) => `${rowKey(l).engine} ${rowKey(l).size.toLocaleString('en')}`).join(', ')} are from the run above` : ''})._\n\n`;
  const heading = `${SCALE_HEADING}\n\n`;
  scale = heading + when + scale.slice(heading.length);
  const search = section(report, SEARCH_HEADING);
  const searchText = search ? report.slice(search.start, search.end) : '';
  let out = old ? previous.slice(0, old.start) + scale + previous.slice(old.end) : `${previous}\n${scale}`;
  const oldSearch = section(out, SEARCH_HEADING);
  if (oldSearch) out = out.slice(0, oldSearch.start) + searchText + out.slice(oldSearch.end);
  else {
    const at = section(out, SCALE_HEADING);
    if (at) out = out.slice(0, at.end) + searchText + out.slice(at.end);
  }
  return out;
}
