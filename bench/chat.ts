/**
 * Chat sockets (issue 17): `node --import tsx bench/chat.ts` (or `npm run bench:chat`).
 *
 * One server process (PGlite, demo data) with 1,000 signed-in sockets open (125 buyers, 8 tabs each); then 1,000
 * messages at 100 a second, each from one buyer to the seller of a demo listing. Every socket of both people gets
 * each message (16 deliveries a message): delivery time is from just before the POST to the frame's arrival. Memory
 * per idle socket is the server process's resident memory (VmRSS) after the sockets opened, less before, over 1,000.
 * With CHAT_BENCH_TWO=1 and DATABASE_URL set to a PostgreSQL database, the same through two instances (LISTEN/NOTIFY):
 * messages are posted to one and the sockets are held by the other.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer, sleep, type Running } from './lib/processes.js';

const BUYERS = 125;
const TABS = 8;
const MESSAGES = 1000;
const RATE = 100;
const two = process.env.CHAT_BENCH_TWO === '1' && !!process.env.DATABASE_URL;
/** CHAT_BENCH_PORT=N: the instances listen on N and N+2 (their OpenID providers on N+1 and N+3); else free ports. */
const basePort = Number(process.env.CHAT_BENCH_PORT ?? 0);
const portsOf = (i: number) => (basePort ? { ports: { http: basePort + 2 * i, oidc: basePort + 2 * i + 1 } } : {});
/** CHAT_BENCH_PROFILE=dir: the servers write V8 CPU profiles there when they stop. */
const profile = process.env.CHAT_BENCH_PROFILE;
const nodeArgs = profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profile}`] } : {};

const rss = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The process's CPU time so far (user + system), in ms: /proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms. */
const cpuMs = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const dirs = [mkdtempSync(join(tmpdir(), 'chat-bench-')), mkdtempSync(join(tmpdir(), 'chat-bench-'))];
  const servers: Running[] = [];
  const sockets: WebSocket[] = [];
  try {
    const env = { SESSION_CACHE_MS: '60000', LOGIN_RATE_LIMIT_PER_IP: '100000' };
    // A start (migrations, demo data) on a busy shared machine can take minutes.
    const startTimeoutMs = 300_000;
    const a = await startServer({
      dataDir: dirs[0]!,
      databaseUrl: process.env.DATABASE_URL,
      env,
      ...portsOf(0),
      ...nodeArgs,
    });
    servers.push(a);
    const b = two
      ? await startServer({
          dataDir: dirs[1]!,
          databaseUrl: process.env.DATABASE_URL,
          env,
          startTimeoutMs,
          ...portsOf(1),
          ...nodeArgs,
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
    const before = rss(b.pid);
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
    const after = rss(b.pid);

    // 100 messages a second, each from the next buyer (about 8 per buyer: under the 20-a-minute limit).
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const started = performance.now();
    const posts: Promise<unknown>[] = [];
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
    const cpuPerMessage = servers.map((s, i) => +((cpuMs(s.pid) - cpuBefore[i]!) / MESSAGES).toFixed(2));
    const sorted = [...latencies].sort((x, y) => x - y);
    const expected = MESSAGES * TABS; // the sender's own tabs (the demo seller's are not opened here)
    console.log(
      JSON.stringify(
        {
          instances: two ? 2 : 1,
          database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          sockets: BUYERS * TABS,
          rssBeforeMB: +(before / 2 ** 20).toFixed(1),
          rssAfterMB: +(after / 2 ** 20).toFixed(1),
          kbPerIdleSocket: +((after - before) / (BUYERS * TABS) / 1024).toFixed(1),
          messages: MESSAGES,
          ratePerSecond: RATE,
          posted201: statuses.filter((s) => s === 201).length,
          deliveries: latencies.length,
          expectedDeliveries: expected,
          p50ms: +pct(sorted, 50).toFixed(1),
          p95ms: +pct(sorted, 95).toFixed(1),
          p99ms: +pct(sorted, 99).toFixed(1),
          maxms: +(sorted.at(-1) ?? 0).toFixed(1),
          serverCpuMsPerMessage: cpuPerMessage,
          loadAverage: (await import('node:os')).loadavg().map((l) => +l.toFixed(2)),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

await main();
