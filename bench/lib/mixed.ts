/**
 * Mixed load (issue 14): the first category page read by 50 connections while other clients change things at a
 * steady rate, each scenario between two read-only runs (the baseline) on the same server in the same run.
 *
 *   read-only               no changes: the baseline, before the first scenario and after each
 *   elsewhere, 20 and 100/s changes that touch neither category 1 nor the reading buyer: in turn a sign-in of another
 *                           account, an order and a report by other buyers of an iOS listing, a new iOS listing
 *   elsewhere, no sign-ins  the same at 100/s without the sign-ins, whose password hashing no cache can save
 *   category 1, 100/s       new Android listings: every one changes the page being read
 *
 * Accounts, photos and the listings to order and report are made before each timed part, so every change is one
 * cheap request that succeeds; the changes are sent by bench/lib/mixed-client.ts in a process of its own.
 */
import { completeImei, type CreateOrder, type CreateProduct } from '@phonehaat/shared';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { load, type LoadResult } from './load.js';
import { demoBuyerToken, ROOT, startServer } from './processes.js';

export const MIXED_HEADING = '## Mixed load: the category page under changes (issue 14)';

export type ChangeKind = 'sign-in' | 'order' | 'report' | 'listing elsewhere' | 'listing in category 1';

/** One change as the client sends it. */
export interface Change {
  kind: ChangeKind;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status of a change that worked; any other answer is a failure. */
  expect: number;
}
export interface ChangePlan {
  baseUrl: string;
  ratePerSecond: number;
  /** How long to keep sending, from the start. */
  seconds: number;
  changes: Change[];
}
export interface ChangeRecord {
  kind: ChangeKind;
  /** When it was sent (ms since the epoch, comparable across the two processes). */
  at: number;
  ms: number;
  status: number;
  problem?: string | undefined;
}
export type ClientMessage =
  | { type: 'ready' }
  | { type: 'started'; at: number }
  | { type: 'done'; records: ChangeRecord[] }
  | { type: 'failed'; message: string };

export interface ChangeFigures {
  kind: ChangeKind;
  made: number;
  failed: number;
  p50: number;
  p99: number;
}
export type ScenarioKey = 'read-only' | 'elsewhere-20' | 'elsewhere-100' | 'elsewhere-100-no-sign-ins' | 'category-100';
export interface MixedScenario {
  key: ScenarioKey;
  name: string;
  askedPerSecond: number;
  reads: LoadResult;
  /**
   * The read-only requests/s this scenario is held against: the mean of the read-only runs just before and after
   * it, which saw the same background load on the machine. Undefined for the read-only runs themselves.
   */
  baselineRps: number | undefined;
  /** The server process's CPU over the measured seconds, in cores (1 = one core busy throughout). */
  serverCores: number;
  /** Over the measured window only (the warm-up's changes are not counted). */
  madePerSecond: number;
  failed: number;
  /** Failures during the warm-up, reported but not counted above. */
  failedInWarmup: number;
  changes: ChangeFigures[];
  failures: string[];
}
export interface MixedResult {
  date: string;
  /** The server code measured: its commit, and whether the working tree had changes beside it. */
  code: string | undefined;
  loadBefore: number[];
  loadAfter: number[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  accounts: { buyers: number; sellers: number };
  scenarios: MixedScenario[];
}

export interface MixedOptions {
  dataDir: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  log: (...args: unknown[]) => void;
}

/** demoBuyerToken signs in with the demo accounts' password: the accounts made here use it too. */
const PASSWORD = 'phonehaat-demo';
/** Two of the demo data's sellers: their addresses are verified, their password is PASSWORD. */
const DEMO_SELLERS = ['nusrat@phonehaat.test', 'tanvir@phonehaat.test'];
const BUYERS = 8;
const SELLERS = 2;
const RATES = [20, 100] as const;
/** The changes go on this long after the measurement's planned end, so they cover it whatever autocannon's overhead. */
const TAIL_SECONDS = 1;
const ELSEWHERE: ChangeKind[] = ['sign-in', 'order', 'report', 'listing elsewhere'];
const KINDS: ChangeKind[] = [...ELSEWHERE, 'listing in category 1'];
const FAILURE_SAMPLES = 5;

interface Account {
  email: string;
  token: string;
  picture?: string;
}

const jsonHeaders = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `bearer ${token}` } : {}),
});

async function expectOk(res: Response, what: string, status: number) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** A new buyer (ordering and reporting ask no verified email). */
async function signUpBuyer(baseUrl: string, n: number, run: string): Promise<Account> {
  const email = `mixed-buyer-${n}-${run}@phonehaat.test`;
  await expectOk(
    await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: baseUrl },
      body: JSON.stringify({ name: `Mixed Buyer ${n}`, email, password: PASSWORD, role: 'Buyer' }),
    }),
    'sign-up',
    200,
  );
  return { email, token: await demoBuyerToken(baseUrl, email) };
}

/** A phone-camera-like photo uploaded by the seller; its card URL goes into the seller's listings. */
async function uploadPhoto(baseUrl: string, seller: Account, n: number): Promise<string> {
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40 + n * 50, g: 90, b: 140 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'phone.jpg');
  const res = await expectOk(
    await fetch(`${baseUrl}/api/images`, {
      method: 'POST',
      headers: { authorization: `bearer ${seller.token}` },
      body: form,
    }),
    'photo upload',
    201,
  );
  return ((await res.json()) as { data: { url: string } }).data.url;
}

const RUN = Date.now() % 1e11;

function listing(seller: Account, category: CreateProduct['category'], n: number): string {
  const add: CreateProduct = {
    name: `Mixed load phone ${n}`,
    picture: seller.picture ?? '',
    category,
    yearOfUse: 1 + (n % 4),
    orginalPrice: 40_000 + n,
    resalePrice: 20_000 + n,
    location: 'Mirpur 10, Dhaka',
    productCondition: 'Good',
    contact: '01712-345678',
    // One phone per listing: the run's start and the listing's number make its IMEI.
    imei: completeImei(
      `35${String(RUN + n)
        .padStart(12, '0')
        .slice(-12)}`,
    ),
  };
  return JSON.stringify({ add });
}

async function addProduct(baseUrl: string, seller: Account, category: CreateProduct['category'], n: number) {
  const res = await expectOk(
    await fetch(`${baseUrl}/api/products/add`, {
      method: 'POST',
      headers: jsonHeaders(seller.token),
      body: listing(seller, category, n),
    }),
    'listing',
    201,
  );
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/**
 * `count` changes that touch neither category 1 nor the reading buyer, the four kinds in turn. Each order and each
 * report is a buyer and an iOS listing that have not met before (one open order per buyer and phone), so the iOS
 * listings they need are listed here, before the timed part.
 */
async function changesElsewhere(
  baseUrl: string,
  buyers: Account[],
  sellers: Account[],
  count: number,
  kinds: ChangeKind[] = ELSEWHERE,
) {
  const pairs = Math.ceil(count / kinds.length);
  // Orders and reports each have their own listings: a listing reported by several buyers is hidden for review
  // (issue 16), and an order for it would then be refused.
  const listingsFor = async (offset: number) => {
    const made: string[] = [];
    for (let p = 0; p < Math.ceil(pairs / buyers.length); p += 1) {
      made.push(await addProduct(baseUrl, sellers[p % sellers.length]!, 'iOS', offset + p));
    }
    return made;
  };
  const ordered = kinds.includes('order') ? await listingsFor(0) : [];
  // Numbered apart from every other listing of the run: each number is an IMEI of its own.
  const reported = kinds.includes('report') ? await listingsFor(500_000) : [];
  const accounts = [...buyers, ...sellers];
  const changes: Change[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = kinds[i % kinds.length]!;
    const j = Math.floor(i / kinds.length);
    const buyer = buyers[j % buyers.length]!;
    const p = Math.floor(j / buyers.length);
    if (kind === 'sign-in') {
      const { email } = accounts[j % accounts.length]!;
      changes.push({
        kind,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { ...jsonHeaders(), origin: baseUrl },
        body: JSON.stringify({ email, password: PASSWORD }),
        expect: 200,
      });
    } else if (kind === 'order') {
      const order: CreateOrder = {
        productId: ordered[p]!,
        contact: '01811-223344',
        meetingLocation: 'Dhanmondi 27, Dhaka',
      };
      changes.push({
        kind,
        method: 'POST',
        path: '/api/orders',
        headers: jsonHeaders(buyer.token),
        body: JSON.stringify(order),
        expect: 201,
      });
    } else if (kind === 'report') {
      changes.push({
        kind,
        method: 'PUT',
        path: `/api/reports/${reported[p]!}`,
        headers: jsonHeaders(buyer.token),
        body: JSON.stringify({ reported: true }),
        expect: 200,
      });
    } else {
      const seller = sellers[j % sellers.length]!;
      changes.push({
        kind,
        method: 'POST',
        path: '/api/products/add',
        headers: jsonHeaders(seller.token),
        body: listing(seller, 'iOS', j),
        expect: 201,
      });
    }
  }
  return changes;
}

function changesInCategory1(sellers: Account[], count: number): Change[] {
  return Array.from({ length: count }, (_, i) => {
    const seller = sellers[i % sellers.length]!;
    return {
      kind: 'listing in category 1' as const,
      method: 'POST' as const,
      path: '/api/products/add',
      headers: jsonHeaders(seller.token),
      body: listing(seller, 'Android', i),
      expect: 201,
    };
  });
}

/** The client's messages in order, each waited for by its type (one sent before it is asked for is kept). */
function inbox(child: ChildProcess) {
  const queue: ClientMessage[] = [];
  let wake: (() => void) | undefined;
  let exited: string | undefined;
  child.on('message', (m: ClientMessage) => {
    queue.push(m);
    wake?.();
  });
  child.on('exit', (code, signal) => {
    exited = `exited (${code ?? signal})`;
    wake?.();
  });
  return async function next<T extends ClientMessage['type']>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<ClientMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = queue.shift();
      if (m?.type === 'failed') throw new Error(`the change client failed: ${m.message}`);
      if (m) {
        if (m.type !== type) throw new Error(`the change client sent '${m.type}' where '${type}' was due`);
        return m as Extract<ClientMessage, { type: T }>;
      }
      if (exited) throw new Error(`the change client ${exited} before '${type}'`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the change client sent no '${type}' within ${timeoutMs / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };
}

/** Runs `measure` while the client sends `plan`'s changes (started first); answers both. */
async function withChanges<T>(plan: ChangePlan, measure: () => Promise<T>) {
  const child = fork(new URL('./mixed-client.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = inbox(child);
  try {
    await next('ready', 60_000);
    child.send(plan);
    await next('started', 10_000);
    const measured = await measure();
    const { records } = await next('done', (plan.seconds + 30) * 1000);
    return { measured, records };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export function codeMeasured(): string | undefined {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/shared') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes to the server or shared code' : ''}`;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) the process has used so far, from /proc. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  // Fields after the command name (which may hold spaces, so it is skipped by its closing parenthesis): utime is the
  // 14th field of the line, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figures(records: ChangeRecord[], from: number, to: number, seconds: number) {
  const inWindow = records.filter((r) => r.at >= from && r.at <= to);
  const ok = (r: ChangeRecord) => r.problem === undefined;
  const sent = new Set(records.map((r) => r.kind));
  const kinds = KINDS.filter((k) => sent.has(k));
  return {
    madePerSecond: inWindow.filter(ok).length / seconds,
    failed: inWindow.filter((r) => !ok(r)).length,
    failedInWarmup: records.filter((r) => r.at < from && !ok(r)).length,
    changes: kinds.map((kind) => {
      const of = inWindow.filter((r) => r.kind === kind);
      const ms = of
        .filter(ok)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      return { kind, made: ms.length, failed: of.length - ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
    }),
    failures: records
      .filter((r) => !ok(r))
      .slice(0, FAILURE_SAMPLES)
      .map((r) => `${r.kind}: ${r.problem ?? ''}`),
  };
}

/** The mixed-load scenarios on a fresh server with the demo data, the caches as deployed. */
export async function mixedLoad(opts: MixedOptions): Promise<MixedResult> {
  const loadBefore = loadavg();
  const date = new Date().toISOString();
  // A handful of accounts on one address stand in for many people: the per-address sign-in limit and the per-person
  // report limit (a setting only where the server has one) would refuse the changes under test.
  const server = await startServer({
    dataDir: opts.dataDir,
    env: { LOGIN_RATE_LIMIT_PER_IP: '1000000', REPORTS_PER_HOUR: '1000000' },
    // MIXED_PROFILE=dir: the server writes a V8 CPU profile of the whole run there when it stops.
    ...(process.env.MIXED_PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.MIXED_PROFILE}`] } : {}),
    // MIXED_DATABASE_URL: an empty PostgreSQL database instead of PGlite (the database's work off the server's thread).
    ...(process.env.MIXED_DATABASE_URL ? { databaseUrl: process.env.MIXED_DATABASE_URL } : {}),
  });
  try {
    const url = `${server.url}/api/products/1`;
    const reader = await demoBuyerToken(server.url);
    const headers = { authorization: `bearer ${reader}` };
    const run = Date.now().toString(36);
    opts.log('mixed load: accounts, photos');
    const buyers: Account[] = [];
    const sellers: Account[] = [];
    for (let n = 1; n <= BUYERS; n += 1) buyers.push(await signUpBuyer(server.url, n, run));
    // Listing asks for a verified email (issue 17): the sellers are demo sellers, whose addresses are verified.
    for (const [n, email] of DEMO_SELLERS.slice(0, SELLERS).entries()) {
      const seller: Account = { email, token: await demoBuyerToken(server.url, email) };
      seller.picture = await uploadPhoto(server.url, seller, n + 1);
      sellers.push(seller);
    }
    const seconds = opts.warmupSeconds + opts.durationSeconds + TAIL_SECONDS;
    const reads = { connections: opts.connections, headers };

    const scenarios: MixedScenario[] = [];
    const measure = async (
      key: ScenarioKey,
      name: string,
      rate: number,
      build: (count: number) => Promise<Change[]>,
    ) => {
      opts.log(`mixed load: ${name}`);
      const window = { from: 0, to: 0, cpu: 0 };
      const timed = async () => {
        await load(url, { ...reads, durationSeconds: opts.warmupSeconds });
        window.from = Date.now();
        const cpu = cpuSeconds(server.pid);
        const result = await load(url, { ...reads, durationSeconds: opts.durationSeconds });
        window.to = Date.now();
        window.cpu = cpuSeconds(server.pid) - cpu;
        return result;
      };
      const cores = () => window.cpu / ((window.to - window.from) / 1000);
      if (rate === 0) {
        const result = await timed();
        scenarios.push({
          key,
          name,
          askedPerSecond: 0,
          reads: result,
          baselineRps: undefined,
          serverCores: cores(),
          madePerSecond: 0,
          failed: 0,
          failedInWarmup: 0,
          changes: [],
          failures: [],
        });
        return;
      }
      const changes = await build(Math.ceil(rate * seconds));
      const { measured, records } = await withChanges(
        { baseUrl: server.url, ratePerSecond: rate, seconds, changes },
        timed,
      );
      const f = figures(records, window.from, window.to, (window.to - window.from) / 1000);
      scenarios.push({
        key,
        name,
        askedPerSecond: rate,
        reads: measured,
        baselineRps: undefined,
        serverCores: cores(),
        ...f,
      });
    };

    // Read-only before the first scenario and after each: every scenario is held against the runs on either side.
    const readOnly = () => measure('read-only', 'read-only', 0, () => Promise.resolve([]));
    await readOnly();
    for (const rate of RATES) {
      await measure(`elsewhere-${rate}`, `${rate} changes/s elsewhere`, rate, (count) =>
        changesElsewhere(server.url, buyers, sellers, count),
      );
      await readOnly();
    }
    // Without the sign-ins' password hashing (CPU that no cache saves): what the other changes cost the page.
    await measure('elsewhere-100-no-sign-ins', '100 changes/s elsewhere, no sign-ins', 100, (count) =>
      changesElsewhere(
        server.url,
        buyers,
        sellers,
        count,
        ELSEWHERE.filter((k) => k !== 'sign-in'),
      ),
    );
    await readOnly();
    await measure('category-100', '100 new listings/s in category 1', 100, (count) =>
      Promise.resolve(changesInCategory1(sellers, count)),
    );
    await readOnly();
    for (const [i, s] of scenarios.entries()) {
      const before = scenarios[i - 1];
      const after = scenarios[i + 1];
      if (s.askedPerSecond > 0 && before && after) s.baselineRps = (before.reads.rps + after.reads.rps) / 2;
    }
    return {
      date,
      code: codeMeasured(),
      loadBefore,
      loadAfter: loadavg(),
      connections: opts.connections,
      durationSeconds: opts.durationSeconds,
      warmupSeconds: opts.warmupSeconds,
      accounts: { buyers: BUYERS, sellers: SELLERS },
      scenarios,
    };
  } finally {
    await server.stop();
  }
}

/**
 * A mixed-only run (`BENCH_ONLY=mixed`): the previous report with its mixed-load section replaced by `report`'s (or
 * put before the scale section when it had none). Everything else stays as it was.
 */
export function spliceMixed(previous: string, report: string): string {
  const find = (markdown: string, heading: string) => {
    const start = markdown.indexOf(`${heading}\n`);
    if (start < 0) return undefined;
    const next = markdown.indexOf('\n## ', start + heading.length);
    return { start, end: next < 0 ? markdown.length : next + 1 };
  };
  const fresh = find(report, MIXED_HEADING);
  if (!fresh) return previous;
  const text = report.slice(fresh.start, fresh.end).replace(/\n*$/, '\n\n');
  const old = find(previous, MIXED_HEADING);
  if (old) return previous.slice(0, old.start) + text + previous.slice(old.end);
  const before = previous.indexOf('\n## Scale: ');
  if (before < 0) return `${previous.replace(/\n*$/, '\n\n')}${text}`;
  return previous.slice(0, before + 1) + text + previous.slice(before + 1);
}
