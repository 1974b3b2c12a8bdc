/**
 * `npm run bench:instances` (issue 19): one instance against two behind Debian's nginx, on one PostgreSQL database
 * (BENCH_DATABASE_URL's server, default 127.0.0.1:5432; a database of its own, dropped afterwards) with Redis for the
 * caches' invalidation, both instances the compiled server (`node apps/server/dist/server.js`, `npm run build` first).
 * The category page and the listing page, each measured three ways, interleaved round by round: an instance asked
 * directly, nginx in front of that one instance, nginx in front of both. Each instance's memory (VmRSS) is read idle
 * and at the peak of the load (VmHWM). Writes its section of BENCHMARKS.md.
 *
 *   INSTANCES_SECONDS       seconds per measurement (10)
 *   INSTANCES_CONNECTIONS   concurrent connections (50)
 *   INSTANCES_ROUNDS        rounds of the three (3); the median of the rounds is reported
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { putSection, SCALE_OUT_HEADING } from './lib/kept-sections.js';
import { load, type LoadResult } from './lib/load.js';
import { demoBuyerToken, ROOT, sleep, startNginxProxy, startServer } from './lib/processes.js';

const SECONDS = Number(process.env.INSTANCES_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.INSTANCES_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.INSTANCES_ROUNDS ?? 3);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER = join(ROOT, 'apps/server/dist/server.js');

if (!existsSync(SERVER)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const stops: (() => Promise<void>)[] = [];

async function admin(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** One compiled server process on the shared database; the first seeds the demo data. */
async function instance(databaseUrl: string, index: number) {
  const server = await startServer({
    compiled: true,
    dataDir: temp(`phonehaat-instances-${index}-`),
    databaseUrl,
    startTimeoutMs: 120_000,
    env: {
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      // Google sign-in is configured (production has no development provider) but never used here.
      GOOGLE_CLIENT_ID: 'bench-instances',
      GOOGLE_CLIENT_SECRET: 'bench-instances',
      // The site's address is the one each request was sent to: the instance's own, or nginx's.
      PUBLIC_URL: '',
      REDIS_URL: REDIS,
      AUTH_SECRET: 'bench-instances-auth-secret-0123456789',
      IMEI_KEY: 'bench-instances-imei-key-0123456789abcdef',
      TRUST_PROXY: 'true',
    },
  });
  stops.push(server.stop);
  return { url: server.url, pid: server.pid! };
}

/** nginx in front of `upstreams` (deploy/nginx.conf's proxy rules, one worker per core). */
async function balancer(upstreams: string[]) {
  const nginx = await startNginxProxy(temp('phonehaat-instances-nginx-'), {
    upstreams,
    workers: 'auto',
    workerConnections: 4096,
    keepalive: 64,
    // The load tool's 50 connections stay open for the whole run (nginx closes one after 1,000 requests by default,
    // and the load tool counts a request caught by that close as an error; a browser sends it again).
    keepaliveRequests: 1_000_000,
  });
  stops.push(nginx.stop);
  return nginx.url;
}

/** A process's resident set now and at its peak, in MB, from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const database = `phonehaat_instances_${Date.now().toString(36)}`;
try {
  await admin(`create database ${database}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  console.log(`database ${database}; starting two compiled instances`);
  const one = await instance(url.toString(), 0);
  const two = await instance(url.toString(), 1);
  await sleep(3000);
  const idle = [memoryOf(one.pid), memoryOf(two.pid)];
  const viaOne = await balancer([one.url]);
  const viaBoth = await balancer([one.url, two.url]);
  const token = await demoBuyerToken(one.url);
  const headers = { authorization: `bearer ${token}` };
  const listing = (await (await fetch(`${one.url}/api/products/1`, { headers })).json()) as { _id: string }[];
  const productId = listing[0]?._id;
  if (!productId) throw new Error('the demo data has no Android listing');
  const pages = [
    { name: 'category page (`GET /api/products/1`, signed in)', path: '/api/products/1' },
    { name: 'listing page (`GET /product/:id`, server-drawn HTML)', path: `/product/${productId}` },
  ];
  const ways = [
    { name: 'one instance, asked directly', base: one.url },
    { name: 'nginx → one instance', base: viaOne },
    { name: 'nginx → two instances', base: viaBoth },
  ];
  const results = new Map<string, LoadResult[]>();
  for (const page of pages) {
    for (const way of ways)
      await load(`${way.base}${page.path}`, { connections: CONNECTIONS, durationSeconds: 3, headers });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of pages) {
      for (const way of ways) {
        const result = await load(`${way.base}${page.path}`, {
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
          headers,
        });
        const key = `${page.name}|${way.name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${round + 1}: ${page.name}, ${way.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
        );
      }
    }
  }
  const loaded = [memoryOf(one.pid), memoryOf(two.pid)];

  const rows: string[] = [];
  for (const page of pages) {
    const base = median((results.get(`${page.name}|${ways[0]!.name}`) ?? []).map((r) => r.rps));
    for (const way of ways) {
      const runs = results.get(`${page.name}|${way.name}`) ?? [];
      const rps = median(runs.map((r) => r.rps));
      const errors = runs.reduce((n, r) => n + r.errors, 0);
      const refused = runs.reduce((n, r) => n + r.non2xx, 0);
      rows.push(
        `| ${page.name} | ${way.name} | ${Math.round(rps).toLocaleString('en')} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | ${errors} / ${refused} | ${Math.round((rps / base) * 100)}% |`,
      );
    }
  }
  const direct = pages.map((page) => median((results.get(`${page.name}|${ways[0]!.name}`) ?? []).map((r) => r.rps)));
  const microseconds = (rps: number) => Math.round(1_000_000 / Math.max(rps, 1));
  const [load1, load5] = loadavg();
  const section = [
    SCALE_OUT_HEADING,
    '',
    `\`npm run bench:instances\` on ${new Date().toISOString().slice(0, 16)} UTC: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load ${load1?.toFixed(1)} / ${load5?.toFixed(1)} at the end. Two compiled server processes (\`node dist/server.js\`, \`NODE_ENV=production\`) on one PostgreSQL database with Redis, demo data, Debian's nginx (\`worker_processes auto\`, keepalive to the upstreams, client connections kept for the run); autocannon in the bench's own process, ${CONNECTIONS} connections, ${SECONDS} s per figure after a 3 s warm-up, the three ways interleaved in each of ${ROUNDS} rounds, medians shown.`,
    '',
    '| page | asked through | req/s | p50 ms | p99 ms | errors / non-2xx | of direct |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '| memory (VmRSS) | instance 1 | instance 2 |',
    '| --- | ---: | ---: |',
    `| idle, after start (instance 1 seeded the demo data) | ${idle[0]!.rss} MB | ${idle[1]!.rss} MB |`,
    `| peak under the load above (VmHWM) | ${loaded[0]!.peak} MB | ${loaded[1]!.peak} MB |`,
    `| after the load | ${loaded[0]!.rss} MB | ${loaded[1]!.rss} MB |`,
    '',
    `What it shows: on ${cpus().length} cores the load generator, nginx and the instances share the same cores. One instance asked directly already keeps them busy (its event loop on one, autocannon on the other), so the work nginx adds is taken from the instances, and the second instance has no core of its own to add throughput with: the figures through nginx are lower, and the extra hop shows in p99. On paper, from the direct figures (the instance's event loop saturated, about ${microseconds(direct[0]!)} µs of one core per category page and ${microseconds(direct[1]!)} µs per drawn listing page), two machines each giving an instance a core of its own would answer about twice the direct figures (about ${Math.round((2 * direct[0]!) / 1000)},000 and ${(2 * direct[1]!).toLocaleString('en', { maximumFractionDigits: 0 })} req/s), less nginx's share where it runs beside an instance; PostgreSQL is not the limit here (both pages answer from the instances' short caches, which Redis keeps consistent).`,
    '',
  ].join('\n');
  const file = join(ROOT, 'BENCHMARKS.md');
  const next = putSection(readFileSync(file, 'utf8'), SCALE_OUT_HEADING, section);
  writeFileSync(file, await format(next, { ...(await resolveConfig(file)), filepath: file }));
  console.log(section);
} finally {
  for (const stop of stops.reverse()) await stop();
  await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
