/**
 * `npm run soak`: a mixed workload against the real server process for a set time, then RELIABILITY.md at the root.
 *
 *   browsing        the advertised carousel, category pages (and their next pages), a listing, its photo
 *   signing in      email sign-in, then the API token (/api/jwt), as the web client does
 *   uploading       a seller uploads a photo and lists a phone with it
 *   ordering        a buyer orders a listed phone, pays by card at the sandbox gateway, records the payment,
 *                   and reads My Orders
 *
 *   SOAK_SECONDS        how long the measured run lasts (300)
 *   SOAK_WARMUP         seconds of the same workload before the first memory reading (30)
 *   SOAK_BROWSERS       concurrent browsing loops (4); the other kinds run one loop each, paced under the server's
 *                       per-address limits (sign-in 1000 per 10 minutes, card details 30 a minute), since every
 *                       request here comes from one address
 *   SOAK_DATABASE_URL   run on this PostgreSQL server instead of the default embedded PGlite
 *   SOAK_OUTPUT         where to write the report (RELIABILITY.md at the repository root)
 *
 * Memory is read from the server process itself (bench/lib/memory-probe.ts): the heap after a full collection, and
 * the resident set from /proc, after the warm-up and at the end. The targets: 0 errors, growth under 10%.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { completeImei } from '@phonehaat/shared';
import { ROOT, sleep, startServer, type Running } from './lib/processes.js';

const env = process.env;
const SECONDS = Number(env.SOAK_SECONDS ?? 300);
const WARMUP = Number(env.SOAK_WARMUP ?? 30);
const BROWSERS = Number(env.SOAK_BROWSERS ?? 4);
const DATABASE_URL = env.SOAK_DATABASE_URL;
const OUTPUT = env.SOAK_OUTPUT ?? join(ROOT, 'RELIABILITY.md');
const SAMPLE_EVERY_MS = 30_000;
/** Paces (ms between the starts of two rounds) that keep one address under the server's limits. */
/** RELIABILITY.md's sections that the soak does not measure (the security findings and their tests), kept as they are. */
const KEPT_FROM = '\n## Security review';
function keptSections(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(KEPT_FROM);
    return at === -1 ? '' : text.slice(at);
  } catch {
    return '';
  }
}

const PACE = { signIn: 2_000, upload: 3_000, order: 3_000 };
const PASSWORD = 'soak-password-123';

const log = (...args: unknown[]) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...args);

type Kind = 'browsing' | 'signing in' | 'uploading' | 'ordering and paying';
interface Endpoint {
  kind: Kind;
  name: string;
  latencies: number[];
  errors: number;
}
const endpoints = new Map<string, Endpoint>();
const errorSamples: string[] = [];
/** Only requests made after the warm-up count. */
let measuring = false;
let stopping = false;

function endpoint(kind: Kind, name: string): Endpoint {
  let e = endpoints.get(name);
  if (!e) endpoints.set(name, (e = { kind, name, latencies: [], errors: 0 }));
  return e;
}

/** One request, timed and counted under its endpoint; an unexpected status or a network error is an error. */
async function request(
  server: Running,
  kind: Kind,
  name: string,
  path: string,
  init: RequestInit & { expect?: number } = {},
): Promise<Response | undefined> {
  const started = performance.now();
  let res: Response | undefined;
  let problem: string | undefined;
  try {
    res = await fetch(server.url + path, { ...init, signal: AbortSignal.timeout(30_000) });
    // Read the body in full: that is part of the answer's time, and frees the connection.
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== (init.expect ?? 200)) problem = `${res.status} ${body.toString('utf8').slice(0, 200)}`;
    res = new Response(res.status === 204 ? null : body, { status: res.status, headers: res.headers });
  } catch (err) {
    problem = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    res = undefined;
  }
  if (!measuring) return problem ? undefined : res;
  const e = endpoint(kind, name);
  e.latencies.push(performance.now() - started);
  if (problem) {
    e.errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${name} ${path}: ${problem}`);
    return undefined;
  }
  return res;
}

const json = (body: unknown, token?: string, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `bearer ${token}` } : {}),
    ...extra,
  },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `bearer ${token}` } });

interface Account {
  email: string;
  token: string;
}

async function signIn(server: Running, email: string): Promise<string | undefined> {
  const res = await request(
    server,
    'signing in',
    'POST /api/auth/sign-in/email',
    '/api/auth/sign-in/email',
    json({ email, password: PASSWORD }, undefined, { origin: server.url }),
  );
  if (!res) return undefined;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await request(server, 'signing in', 'GET /api/jwt', `/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  return jwt ? ((await jwt.json()) as { accessToken: string }).accessToken : undefined;
}

async function signUp(server: Running, role: 'Buyer' | 'Seller', n: number): Promise<Account> {
  const email = `soak-${role.toLowerCase()}-${n}-${Date.now()}@phonehaat.test`;
  const res = await fetch(
    `${server.url}/api/auth/sign-up/email`,
    json({ name: `Soak ${role} ${n}`, email, password: PASSWORD, role }, undefined, { origin: server.url }),
  );
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const wasMeasuring = measuring;
  measuring = false;
  const token = await signIn(server, email);
  measuring = wasMeasuring;
  if (!token) throw new Error('sign-in after sign-up failed');
  return { email, token };
}

/** Photos a phone camera might give, small enough to keep the upload loop about the server, not the client. */
async function photos(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: (i * 37) % 256, g: 90, b: 140 } },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="1600" height="1200"><rect x="${500 + i * 7}" y="150" width="600" height="900" rx="60" fill="#1b1f24"/><circle cx="800" cy="1000" r="${20 + i}" fill="#888"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

function multipart(photo: Buffer) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="phone.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Listing {
  _id: string;
  picture: string;
}

/** Browsing: what a visitor's page views ask for, in the order the pages ask. */
async function browse(server: Running, token: string, seen: Listing[]) {
  await request(server, 'browsing', 'GET /api/advertisedproduct', '/api/advertisedproduct');
  const category = 1 + Math.floor(Math.random() * 3);
  const page = await request(server, 'browsing', 'GET /api/products/:categoryId', `/api/products/${category}`, {
    ...bearer(token),
  });
  if (!page) return;
  const list = (await page.json()) as Listing[];
  const next = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
  if (next && Math.random() < 0.5) {
    await request(server, 'browsing', 'GET /api/products/:categoryId?cursor (next page)', next, bearer(token));
  }
  const pick = list[Math.floor(Math.random() * list.length)] ?? seen[Math.floor(Math.random() * seen.length)];
  if (!pick) return;
  if (seen.length < 200) seen.push(pick);
  await request(server, 'browsing', 'GET /api/product/:id', `/api/product/${pick._id}`, bearer(token));
  await request(server, 'browsing', 'GET /api/images/:file', pick.picture);
}

/** Answers whether the phone was listed. */
async function upload(server: Running, seller: Account, photo: Buffer, forSale: string[], n: number) {
  const form = multipart(photo);
  const res = await request(server, 'uploading', 'POST /api/images', '/api/images', {
    method: 'POST',
    headers: { 'content-type': form.contentType, authorization: `bearer ${seller.token}` },
    body: form.body,
    expect: 201,
  });
  if (!res) return false;
  const { data } = (await res.json()) as { data: { url: string } };
  const add = await request(server, 'uploading', 'POST /api/products/add', '/api/products/add', {
    ...json(
      {
        add: {
          name: `Soak Phone ${n}`,
          picture: data.url,
          category: ['Android', 'iOS', 'kaiOS'][n % 3],
          yearOfUse: 1 + (n % 4),
          orginalPrice: 40000 + n,
          resalePrice: 20000 + n,
          location: 'Mirpur 10, Dhaka',
          productCondition: 'Good',
          contact: '01712-345678',
          imei: completeImei(`35${String(Date.now() % 1e9).padStart(9, '0')}${String(n % 1000).padStart(3, '0')}`),
        },
      },
      seller.token,
    ),
    expect: 201,
  });
  if (!add) return false;
  forSale.push(((await add.json()) as { insertedId: string }).insertedId);
  return true;
}

/** Answers whether the phone ended up paid for. */
async function orderAndPay(server: Running, buyer: Account, productId: string): Promise<boolean> {
  const order = await request(server, 'ordering and paying', 'POST /api/orders', '/api/orders', {
    ...json({ productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' }, buyer.token),
    expect: 201,
  });
  if (!order) return false;
  const { insertedId: orderId } = (await order.json()) as { insertedId: string };
  const intent = await request(
    server,
    'ordering and paying',
    'POST /api/create-payment-intent',
    '/api/create-payment-intent',
    json({ orderId }, buyer.token),
  );
  if (!intent) return false;
  const { intentId, clientSecret } = (await intent.json()) as { intentId: string; clientSecret: string };
  const method = await request(
    server,
    'ordering and paying',
    'POST /api/sandbox/payment-methods',
    '/api/sandbox/payment-methods',
    json({ card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } }, buyer.token),
  );
  if (!method) return false;
  const { id: paymentMethod } = (await method.json()) as { id: string };
  const confirm = await request(
    server,
    'ordering and paying',
    'POST /api/sandbox/payment-intents/:id/confirm',
    `/api/sandbox/payment-intents/${intentId}/confirm`,
    json({ clientSecret, paymentMethod }, buyer.token),
  );
  if (!confirm) return false;
  const record = await request(
    server,
    'ordering and paying',
    'POST /api/payment',
    '/api/payment',
    json({ orderID: orderId, transaction: intentId }, buyer.token),
  );
  await request(server, 'ordering and paying', 'GET /api/orders', '/api/orders', bearer(buyer.token));
  return record !== undefined;
}

/** Runs `round` again and again until the soak ends, starting a round at most every `paceMs`. */
async function loop(paceMs: number, round: (n: number) => Promise<void>) {
  for (let n = 0; !stopping; n += 1) {
    const started = Date.now();
    await round(n);
    const wait = paceMs - (Date.now() - started);
    if (wait > 0 && !stopping) await sleep(wait);
  }
}

interface MemorySample {
  seconds: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** Asks the server (SIGUSR2) to collect garbage and report its memory; the resident set comes from /proc. */
async function memory(server: Running, probeFile: string, since: number): Promise<MemorySample> {
  const asked = Date.now();
  process.kill(server.pid!, 'SIGUSR2');
  for (let i = 0; i < 200; i += 1) {
    await sleep(50);
    try {
      const m = JSON.parse(readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage & { at: number; collected: boolean };
      if (m.at < asked) continue;
      if (!m.collected) throw new Error('the server was started without --expose-gc');
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return {
        seconds: Math.round((Date.now() - since) / 1000),
        rssMb: mb(rssKb * 1024),
        heapUsedMb: mb(m.heapUsed),
        externalMb: mb(m.external),
      };
    } catch (err) {
      if (err instanceof Error && err.message.includes('expose-gc')) throw err;
      // not written yet
    }
  }
  throw new Error('the server did not report its memory');
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const growth = (a: number, b: number) => (a > 0 ? ((b - a) / a) * 100 : 0);
const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}%`;
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

function render(r: {
  date: string;
  seconds: number;
  warmup: number;
  engine: string;
  samples: MemorySample[];
  start: MemorySample;
  end: MemorySample;
  load: number[];
  sold: number;
  listed: number;
}) {
  const all = [...endpoints.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  const latencies = all.flatMap((e) => e.latencies).sort((a, b) => a - b);
  const requests = latencies.length;
  const errors = all.reduce((n, e) => n + e.errors, 0);
  const kinds = [...new Set(all.map((e) => e.kind))];
  const heapGrowth = growth(r.start.heapUsedMb, r.end.heapUsedMb);
  const rssGrowth = growth(r.start.rssMb, r.end.rssMb);
  const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
  const lines = [
    '# Reliability',
    '',
    `The last \`npm run soak\`: a mixed workload against the real server process (\`node --import tsx` +
      ` apps/server/src/server.ts\`, ${r.engine}, demo data) over real HTTP for ${r.seconds >= 120 ? `${Math.round(r.seconds / 60)} minutes` : `${r.seconds} s`},` +
      ` after ${r.warmup} s of warm-up. How it is run and what it does: \`bench/soak.ts\`.`,
    '',
    '| | |',
    '| --- | --- |',
    `| date | ${r.date} |`,
    `| machine | ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version} |`,
    `| load average at the end | ${r.load.map((l) => l.toFixed(2)).join(' ')} (shared machine: other work runs beside the soak) |`,
    `| duration | ${r.seconds} s measured (${r.warmup} s warm-up before) |`,
    `| concurrency | ${BROWSERS} browsing loops, one each for signing in, uploading and ordering (paced under the per-address limits) |`,
    `| requests | ${requests.toLocaleString('en')} (${(requests / r.seconds).toFixed(1)} per second) |`,
    `| errors | ${errors} (target 0: ${ok(errors === 0)}) |`,
    `| latency p50 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1) ?? 0)} ms |`,
    `| phones listed / sold and paid | ${r.listed} / ${r.sold} |`,
    `| heap after a full GC, start → end | ${r.start.heapUsedMb} → ${r.end.heapUsedMb} MB (${pct(heapGrowth)}; target under +10%: ${ok(heapGrowth < 10)}) |`,
    `| resident set (RSS), start → end | ${r.start.rssMb} → ${r.end.rssMb} MB (${pct(rssGrowth)}; target under +10%: ${ok(rssGrowth < 10)}) |`,
    '',
    '## Requests by kind',
    '',
    '| kind | requests | errors | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...kinds.map((kind) => {
      const of = all.filter((e) => e.kind === kind);
      const l = of.flatMap((e) => e.latencies).sort((a, b) => a - b);
      const errs = of.reduce((n, e) => n + e.errors, 0);
      return `| ${kind} | ${l.length.toLocaleString('en')} | ${errs} | ${ms(percentile(l, 50))} | ${ms(percentile(l, 99))} |`;
    }),
    '',
    '## Requests by endpoint',
    '',
    '| kind | endpoint | requests | errors | p50 ms | p99 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...all.map((e) => {
      const l = [...e.latencies].sort((a, b) => a - b);
      return `| ${e.kind} | \`${e.name}\` | ${l.length.toLocaleString('en')} | ${e.errors} | ${ms(percentile(l, 50))} | ${ms(percentile(l, 99))} |`;
    }),
    '',
    '## Memory over the run',
    '',
    'Read from the server process every 30 s: the heap after a full garbage collection (forced through',
    '`bench/lib/memory-probe.ts`), and the resident set from `/proc`. The first row is the start (after the warm-up).',
    '',
    '| second | heap after GC (MB) | external (MB) | RSS (MB) |',
    '| ---: | ---: | ---: | ---: |',
    ...r.samples.map((s) => `| ${s.seconds} | ${s.heapUsedMb} | ${s.externalMb} | ${s.rssMb} |`),
    '',
  ];
  if (errorSamples.length > 0) {
    lines.push('## Errors seen', '', ...errorSamples.map((e) => `- ${e.replaceAll('|', '\\|')}`), '');
  }
  return { text: lines.join('\n'), requests, errors, heapGrowth, rssGrowth, p99: percentile(latencies, 99) };
}

const temp = mkdtempSync(join(tmpdir(), 'phonehaat-soak-'));
const probeFile = join(temp, 'memory.json');
let server: Running | undefined;
try {
  log(`starting the server (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) in ${temp}`);
  server = await startServer({
    dataDir: temp,
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
    nodeArgs: ['--expose-gc', '--import', './bench/lib/memory-probe.ts'],
    env: { MEMORY_PROBE_FILE: probeFile },
  });
  const s = server;
  const sellers = [await signUp(s, 'Seller', 1), await signUp(s, 'Seller', 2)];
  const buyers = await Promise.all([1, 2, 3, 4].map((n) => signUp(s, 'Buyer', n)));
  const accounts = [...sellers, ...buyers];
  const pictures = await photos(12);
  const forSale: string[] = [];
  const seen: Listing[] = [];
  let sold = 0;
  let listed = 0;

  const loops = [
    ...Array.from({ length: BROWSERS }, (_, i) => loop(0, () => browse(s, buyers[i % buyers.length]!.token, seen))),
    loop(PACE.signIn, async (n) => {
      const account = accounts[n % accounts.length]!;
      const token = await signIn(s, account.email);
      if (token) account.token = token;
    }),
    loop(PACE.upload, async (n) => {
      const ok = await upload(s, sellers[n % sellers.length]!, pictures[n % pictures.length]!, forSale, n);
      if (ok && measuring) listed += 1;
    }),
    loop(PACE.order, async (n) => {
      const productId = forSale.shift();
      if (!productId) return;
      const buyer = buyers[n % buyers.length]!;
      if ((await orderAndPay(s, buyer, productId)) && measuring) sold += 1;
    }),
  ];

  log(`warm-up: ${WARMUP} s`);
  await sleep(WARMUP * 1000);
  measuring = true;
  const since = Date.now();
  const samples = [await memory(s, probeFile, since)];
  log(`measuring for ${SECONDS} s; memory at start: heap ${samples[0]!.heapUsedMb} MB, RSS ${samples[0]!.rssMb} MB`);
  const deadline = since + SECONDS * 1000;
  while (Date.now() < deadline) {
    await sleep(Math.min(SAMPLE_EVERY_MS, deadline - Date.now()));
    const sample = await memory(s, probeFile, since);
    samples.push(sample);
    const count = [...endpoints.values()].reduce((n, e) => n + e.latencies.length, 0);
    const errors = [...endpoints.values()].reduce((n, e) => n + e.errors, 0);
    log(
      `${sample.seconds} s: ${count} requests, ${errors} errors, heap ${sample.heapUsedMb} MB, RSS ${sample.rssMb} MB`,
    );
  }
  stopping = true;
  await Promise.all(loops);
  measuring = false;
  const end = samples.at(-1)!;
  const report = render({
    date: new Date().toISOString(),
    seconds: SECONDS,
    warmup: WARMUP,
    engine: DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite',
    samples,
    start: samples[0]!,
    end,
    load: loadavg(),
    sold,
    listed,
  });
  const options = (await resolveConfig(OUTPUT)) ?? {};
  writeFileSync(OUTPUT, await format(report.text + keptSections(OUTPUT), { ...options, filepath: OUTPUT }));
  log(
    `wrote ${OUTPUT}: ${report.requests} requests, ${report.errors} errors, p99 ${ms(report.p99)} ms, ` +
      `heap ${pct(report.heapGrowth)}, RSS ${pct(report.rssGrowth)}`,
  );
  if (report.errors > 0) process.exitCode = 1;
} finally {
  await server?.stop().catch(() => undefined);
  rmSync(temp, { recursive: true, force: true });
}
