/**
 * Chat sockets (issue 17): one server process (demo data) with 1,000 signed-in sockets open (125 buyers, 8 tabs
 * each); then 1,000 messages at 100 a second, each from one buyer to the seller of a demo listing, delivered to the
 * sender's 8 sockets (8,000 deliveries), timed from just before the POST to the frame's arrival. With `two`, the same
 * through two instances on one PostgreSQL database (LISTEN/NOTIFY): messages are posted to one and the sockets are
 * held by the other.
 *
 * Memory per idle socket is read on the instance that holds the sockets, through its inspector (`--inspect`), after a
 * full garbage collection before and after the sockets opened: its V8 heap's growth, and its resident memory's (VmRSS),
 * each over 1,000. Without the collection, the sign-ups' garbage returned between the readings made RSS fall.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { int, median, ms } from './figures.js';
import { codeMeasured, cpuSeconds } from './mixed.js';
import { freePort, startServer, sleep, type Running } from './processes.js';

const BUYERS = 125;
const TABS = 8;
const MESSAGES = 1000;
const RATE = 100;
/** The issue's budget: delivery p99 at 100 messages a second to 1,000 sockets. */
export const CHAT_P99_BUDGET_MS = 100;

export interface ChatRun {
  database: 'PGlite' | 'PostgreSQL';
  instances: 1 | 2;
  sockets: number;
  messages: number;
  posted: number;
  delivered: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Server CPU (user + system) per message over the sending phase, per instance (the posting one first). */
  cpuMsPerMessage: number[];
  heapKbPerIdleSocket: number;
  rssKbPerIdleSocket: number;
  loadAfter: number[];
}

export interface ChatResult {
  date: string;
  code: string | undefined;
  loadBefore: number[];
  loadAfter: number[];
  runs: ChatRun[];
}

const rss = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The process's CPU time so far (user + system), in ms. */
const cpuMs = (pid: number | undefined) => cpuSeconds(pid) * 1000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A full garbage collection in the process listening for the inspector on `port`, then its heap in use and VmRSS. */
async function collectedMemory(port: number, pid: number | undefined) {
  const [target] = await json<{ webSocketDebuggerUrl: string }[]>(await fetch(`http://127.0.0.1:${port}/json/list`));
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string) =>
    new Promise<{ usedSize?: number }>((resolve) => {
      const mine = (id += 1);
      const onMessage = (data: WebSocket.RawData) => {
        const reply = JSON.parse(String(data)) as { id?: number; result?: { usedSize?: number } };
        if (reply.id !== mine) return;
        ws.off('message', onMessage);
        resolve(reply.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const { usedSize = 0 } = await call('Runtime.getHeapUsage');
  ws.close();
  return { heap: usedSize, rss: rss(pid) };
}

/** One run: `databaseUrl` an empty PostgreSQL database (else PGlite); `two` needs it. */
export async function chatRun(opts: {
  databaseUrl?: string | undefined;
  two?: boolean;
  /** Fixed ports: the instances listen on N and N+2 (their OpenID providers on N+1 and N+3); else free ports. */
  basePort?: number;
  /** The servers write V8 CPU profiles there when they stop. */
  profileDir?: string | undefined;
}): Promise<ChatRun> {
  const two = !!opts.two && !!opts.databaseUrl;
  const portsOf = (i: number) =>
    opts.basePort ? { ports: { http: opts.basePort + 2 * i, oidc: opts.basePort + 2 * i + 1 } } : {};
  const profileArgs = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : [];
  const dirs = [mkdtempSync(join(tmpdir(), 'chat-bench-')), mkdtempSync(join(tmpdir(), 'chat-bench-'))];
  const servers: Running[] = [];
  const sockets: WebSocket[] = [];
  try {
    const env = { SESSION_CACHE_MS: '60000', LOGIN_RATE_LIMIT_PER_IP: '100000' };
    // A start (migrations, demo data) on a busy shared machine can take minutes.
    const startTimeoutMs = 300_000;
    // The instance holding the sockets (the second when there are two) listens for the inspector on this port.
    const inspectPort = await freePort();
    const inspectArgs = [`--inspect=127.0.0.1:${inspectPort}`];
    const a = await startServer({
      dataDir: dirs[0]!,
      databaseUrl: opts.databaseUrl,
      env,
      startTimeoutMs,
      ...portsOf(0),
      nodeArgs: [...profileArgs, ...(two ? [] : inspectArgs)],
    });
    servers.push(a);
    const b = two
      ? await startServer({
          dataDir: dirs[1]!,
          databaseUrl: opts.databaseUrl,
          env,
          startTimeoutMs,
          ...portsOf(1),
          nodeArgs: [...profileArgs, ...inspectArgs],
        })
      : a;
    if (two) servers.push(b);
    const products = await json<{ _id: string }[]>(await fetch(`${a.url}/api/advertisedproduct`));
    const listings = products.length ? products : await json<{ _id: string }[]>(await fetch(`${a.url}/api/products/1`));
    if (listings.length === 0) throw new Error('no demo listing to talk about');

    // 125 buyers, each with a conversation about a demo listing.
    const buyers: { token: string; chat: string }[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const email = `chat-bench-${i}-${Date.now()}@example.com`;
      const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ name: `Bench Buyer ${i}`, email, password: 'a good password', role: 'Buyer' }),
      });
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const { accessToken } = await json<{ accessToken: string }>(
        await fetch(`${a.url}/api/jwt?email=${encodeURIComponent(email)}`, { headers: { cookie } }),
      );
      const headers = { authorization: `bearer ${accessToken}`, 'content-type': 'application/json' };
      const productId = listings[i % listings.length]!._id;
      const { _id } = await json<{ _id: string }>(
        await fetch(`${a.url}/api/conversations`, { method: 'POST', headers, body: JSON.stringify({ productId }) }),
      );
      buyers.push({ token: accessToken, chat: _id });
    }

    await sleep(2000);
    const before = await collectedMemory(inspectPort, b.pid);
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    let ready = 0;
    for (const buyer of buyers) {
      for (let t = 0; t < TABS; t += 1) {
        const ws = new WebSocket(`${b.url.replace('http', 'ws')}/api/socket`);
        sockets.push(ws);
        ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: buyer.token })));
        ws.on('message', (data) => {
          const frame = JSON.parse(String(data)) as { type: string; message?: { text: string } };
          if (frame.type === 'ready') ready += 1;
          const at = frame.message && sent.get(frame.message.text);
          if (at) latencies.push(performance.now() - at);
        });
      }
    }
    while (ready < BUYERS * TABS) await sleep(100);
    await sleep(3000);
    const after = await collectedMemory(inspectPort, b.pid);

    // 100 messages a second, each from the next buyer (about 8 per buyer: under the 20-a-minute limit).
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const started = performance.now();
    const posts: Promise<number>[] = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const buyer = buyers[i % BUYERS]!;
      const text = `bench message ${i}`;
      sent.set(text, performance.now());
      posts.push(
        fetch(`${a.url}/api/conversations/${buyer.chat}/messages`, {
          method: 'POST',
          headers: { authorization: `bearer ${buyer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      );
    }
    const statuses = await Promise.all(posts);
    await sleep(3000);
    const sorted = [...latencies].sort((x, y) => x - y);
    const perSocket = (bytes: number) => +(bytes / (BUYERS * TABS) / 1024).toFixed(1);
    return {
      database: opts.databaseUrl ? 'PostgreSQL' : 'PGlite',
      instances: two ? 2 : 1,
      sockets: BUYERS * TABS,
      messages: MESSAGES,
      posted: statuses.filter((s) => s === 201).length,
      delivered: latencies.length,
      // The sender's own tabs (the demo seller's are not opened here).
      expected: MESSAGES * TABS,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      max: sorted.at(-1) ?? 0,
      cpuMsPerMessage: servers.map((s, i) => +((cpuMs(s.pid) - cpuBefore[i]!) / MESSAGES).toFixed(2)),
      heapKbPerIdleSocket: perSocket(after.heap - before.heap),
      rssKbPerIdleSocket: perSocket(after.rss - before.rss),
      loadAfter: loadavg(),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/**
 * `runs` rounds of each configuration, taken in turn: PGlite; and with `postgres` (an empty database's address and a
 * way to drop it) PostgreSQL with one instance and with two.
 */
export async function chatLoad(opts: {
  runs: number;
  postgres?: (() => Promise<{ url: string; drop: () => Promise<void> }>) | undefined;
  log: (...args: unknown[]) => void;
}): Promise<ChatResult> {
  const date = new Date().toISOString();
  const loadBefore = loadavg();
  const runs: ChatRun[] = [];
  const configurations: { name: string; postgres: boolean; two: boolean }[] = [
    { name: 'PGlite, one instance', postgres: false, two: false },
    ...(opts.postgres
      ? [
          { name: 'PostgreSQL, one instance', postgres: true, two: false },
          { name: 'PostgreSQL, two instances', postgres: true, two: true },
        ]
      : []),
  ];
  for (let round = 1; round <= opts.runs; round += 1) {
    for (const c of configurations) {
      opts.log(`chat: ${c.name}, run ${round}/${opts.runs}`);
      const database = c.postgres ? await opts.postgres!() : undefined;
      try {
        const run = await chatRun({ databaseUrl: database?.url, two: c.two });
        opts.log(`chat: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ${run.delivered} delivered`);
        runs.push(run);
      } finally {
        await database?.drop();
      }
    }
  }
  return { date, code: codeMeasured(), loadBefore, loadAfter: loadavg(), runs };
}

export const CHAT_HEADING = '## Chat sockets (issue 17)';

const range = (xs: number[], unit: (n: number) => string) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? unit(lo) : `${unit(lo).replace(/ .*/, '')}–${unit(hi)}`;
};

/** The section `npm run bench` writes: every run, and the budget held against the median p99 of each configuration. */
export function chatSection(c: ChatResult): string[] {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const groups = new Map<string, ChatRun[]>();
  for (const run of c.runs) {
    const name = `${run.database}, ${run.instances === 1 ? 'one instance' : 'two instances (posted to one, sockets on the other)'}`;
    groups.set(name, [...(groups.get(name) ?? []), run]);
  }
  const rows = [...groups].map(([name, runs]) => {
    const p99 = median(runs.map((r) => r.p99));
    const all = runs.every((r) => r.posted === r.messages && r.delivered === r.expected);
    const ok = all && p99 <= CHAT_P99_BUDGET_MS;
    return { name, runs, p99, all, ok };
  });
  return [
    CHAT_HEADING,
    '',
    'Written by `npm run bench` (`BENCH_ONLY=chat` for this section alone; `npm run bench:chat` prints one run as JSON:',
    '`DATABASE_URL=…` for PostgreSQL, `CHAT_BENCH_TWO=1` for two instances). `bench/lib/chat.ts`: one server process',
    'with demo data; 125 buyers each with a conversation and 8 signed-in sockets (1,000 sockets); then 1,000 messages',
    'posted at 100 a second, each delivered to the sender’s 8 sockets (8,000 deliveries), timed from just before the',
    'POST to the frame’s arrival. With two instances (one PostgreSQL database, LISTEN/NOTIFY) the messages are posted',
    'to one and the sockets are held by the other. _CPU per message_: the server process’s user + system time over the',
    'sending phase, divided by 1,000 (the posting instance first). _Memory per idle socket_: the growth of the V8 heap',
    'of the instance holding the sockets, read after a full garbage collection (through its inspector) before and',
    'after the 1,000 sockets opened, over 1,000. (Its resident memory, in `npm run bench:chat`’s JSON, also moves with',
    'what the allocator hands back after the collection: it fell by up to 48 KB a socket in some runs.) The',
    'configurations are taken in turn, round after round; PostgreSQL on a new empty database each run, the demo',
    'data seeded by the server.',
    '',
    `Run ${c.date.slice(0, 16).replace('T', ' ')} UTC${c.code ? ` on ${c.code}` : ''}; load average before ${load(c.loadBefore)}, after ${load(c.loadAfter)}.`,
    '',
    '| configuration | runs | posted | delivered | p50 | p95 | p99, each run | CPU per message | memory per idle socket (V8 heap) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ name, runs }) =>
        `| ${name} | ${runs.length} | ${runs.map((r) => `${int(r.posted)}/${int(r.messages)}`).join(', ')} | ${runs.map((r) => `${int(r.delivered)}/${int(r.expected)}`).join(', ')} | ${range(
          runs.map((r) => r.p50),
          ms,
        )} | ${range(
          runs.map((r) => r.p95),
          ms,
        )} | ${runs.map((r) => ms(r.p99)).join(', ')} | ${runs.map((r) => r.cpuMsPerMessage.map((x) => x.toFixed(2)).join(' + ')).join(', ')} ms | ${range(
          runs.map((r) => r.heapKbPerIdleSocket),
          (n) => `${n.toFixed(1)} KB`,
        )} |`,
    ),
    '',
    '| target (issue 17) | figure | | missed by |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| 1,000 sockets, 100 messages/s, ${r.name}: every message delivered, p99 ≤ ${CHAT_P99_BUDGET_MS} ms (median of the runs) | ${ms(r.p99)}${r.all ? '' : '; not every message delivered'} | ${r.ok ? 'met' : '**missed**'} | ${r.p99 > CHAT_P99_BUDGET_MS ? `${ms(r.p99 - CHAT_P99_BUDGET_MS)} over` : r.all ? '' : 'messages lost'} |`,
    ),
    '',
  ];
}
