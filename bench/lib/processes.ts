import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { nginxProxyConf, nginxStaticConf, type NginxProxyOptions } from './nginx.js';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A free port below the system's ephemeral range, for a service that is stopped and started again on the same port:
 * a port from `freePort()` may be taken meanwhile as the local end of any outgoing connection on the machine.
 */
export async function freeStablePort(): Promise<number> {
  const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const high = (ephemeralLow ?? 32768) - 1;
  const low = Math.max(1024, Math.min(20_000, high - 1000));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await canListen(port)) return port;
  }
  throw new Error('No free port below the ephemeral range after 50 tries.');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before ${url} answered:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

export interface Running {
  url: string;
  port: number;
  /** The process id (for reading its memory from /proc). */
  pid?: number | undefined;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
}

/** Our server in production shape: plain node with tsx's loader (or the compiled server), the built client, warn-level logs. */
export async function startServer(opts: {
  dataDir: string;
  /** Runs the compiled server (`npm run build` makes apps/server/dist/server.js) instead of the sources with tsx. */
  compiled?: boolean;
  databaseUrl?: string;
  seed?: boolean;
  /** Extra node flags, after the tsx loader (so an --import may name a .ts file) and before the entry point. */
  nodeArgs?: string[];
  /** Extra environment, over the defaults below. */
  env?: Record<string, string>;
  /** Fixed ports (the server's and its development OpenID provider's) instead of free ones the system picks. */
  ports?: { http: number; oidc: number };
  /** How long the server may take to answer its health check (90 s). */
  startTimeoutMs?: number;
}): Promise<Running> {
  const port = opts.ports?.http ?? (await freePort());
  const oidcPort = opts.ports?.oidc ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const entry = opts.compiled
    ? ['--enable-source-maps', ...(opts.nodeArgs ?? []), 'apps/server/dist/server.js']
    : ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEV_OIDC_PORT: String(oidcPort),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: opts.seed === false ? 'false' : 'true',
      // The bench signs in once per server; the soak's two sellers upload a photo every few seconds, far more than a
      // person, so the per-seller upload limits are lifted for the load tools.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      UPLOADS_PER_SELLER: '1000000',
      UPLOAD_MEGAPIXELS_PER_MINUTE: '1000000',
      ...opts.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = stopper(child);
  // A server that never answers is stopped here: the caller never gets a handle to stop it.
  await waitFor(`${url}/api/health`, child, () => output, opts.startTimeoutMs).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { url, port, pid: child.pid, stop };
}

/**
 * Debian's nginx: NGINX_PATH, else /usr/sbin/nginx, installed with apt-get (nginx-light) when it is missing, as the
 * test runner does for Chromium. The package's own service is not started; the bench runs its own instance.
 */
function ensureNginx(): string {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (existsSync(path)) return path;
  console.log(`nginx is not at ${path}: installing Debian's nginx-light with apt-get.`);
  const root = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], { stdio: 'inherit', env });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'nginx-light']);
  if (!existsSync(path)) throw new Error(`nginx is still not at ${path}; install nginx or set NGINX_PATH.`);
  return path;
}

/** Debian's nginx run from `prefix` with the configuration `conf`, once `readyPath` answers on `port`. */
async function runNginx(prefix: string, port: number, conf: string, readyPath: string): Promise<Running> {
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  // Workers run as an unprivileged user when we are root: they must be able to write their temporary files.
  chmodSync(prefix, 0o755);
  chmodSync(join(prefix, 'tmp'), 0o777);
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  const nginx = ensureNginx();
  const child = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  // nginx's master stops its workers on SIGQUIT (graceful) or SIGTERM (fast).
  const stop = stopper(child, 'SIGTERM');
  await waitFor(`${url}${readyPath}`, child, () => output, 15_000).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { url, port, pid: child.pid, stop };
}

/** Debian's nginx with its own prefix and config, bound to 127.0.0.1, serving `root` as static files. */
export async function startNginx(prefix: string, root: string, workers = 1): Promise<Running> {
  const port = await freePort();
  // Its workers must be able to read the files too.
  chmodSync(root, 0o755);
  return runNginx(prefix, port, nginxStaticConf({ prefix, port, root, workers }), '/index.html');
}

/** Debian's nginx in front of server instances (nginxProxyConf), on `port` or a free one, once it answers a health check. */
export async function startNginxProxy(
  prefix: string,
  opts: Omit<NginxProxyOptions, 'prefix' | 'port'> & { port?: number },
): Promise<Running> {
  const port = opts.port ?? (await freePort());
  return runNginx(prefix, port, nginxProxyConf({ ...opts, prefix, port }), '/api/health');
}

/** Signs a demo buyer in the way the web client does: email sign-in with an Origin, then /api/jwt with the cookie. */
export async function demoBuyerToken(baseUrl: string, email = 'farhana@phonehaat.test'): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'phonehaat-demo' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${baseUrl}/api/jwt?email=${encodeURIComponent(email)}`, { headers: { cookie } });
  if (!jwt.ok) throw new Error(`/api/jwt failed: ${jwt.status} ${await jwt.text()}`);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  return accessToken;
}

/** The URL of the page `depth` pages after `path`, following `Link: <...>; rel="next"`. */
export async function followNext(baseUrl: string, path: string, headers: Record<string, string>, depth: number) {
  let current = path;
  for (let i = 0; i < depth; i += 1) {
    const res = await fetch(baseUrl + current, { headers });
    if (!res.ok) throw new Error(`${current}: ${res.status}`);
    const link = res.headers.get('link') ?? '';
    const next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
    if (!next) throw new Error(`${current}: no rel=next after ${i} pages`);
    current = next;
  }
  return current;
}

/**
 * The machine's font families that cover Bengali (fontconfig). Chromium draws the Bengali pages with one of them when
 * the stylesheet's `local()` names it, as an Android phone does with its Noto Sans Bengali; with none, the pages
 * download the self-hosted font and swap it in (docs/decisions/0026), which Lighthouse counts in first paint and shift.
 */
export function bengaliSystemFonts(): string {
  try {
    const families = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.split(',')[0]!.trim())
      .filter(Boolean);
    return families.length ? [...new Set(families)].sort().join(', ') : 'none';
  } catch {
    return 'not known (no fc-list)';
  }
}

/** What `bengaliSystemFonts()` means for the Bengali pages' figures, as the reports say it. */
export function bengaliFontNote(fonts: string): string {
  if (fonts.includes('Noto Sans Bengali'))
    return `the machine’s Bengali fonts: ${fonts}; the Bengali pages draw with its Noto Sans Bengali, as an Android phone does (nothing downloaded, no swap)`;
  return `the machine’s Bengali fonts: ${fonts}; so the Bengali pages download the self-hosted Noto Sans Bengali and swap it in, which an Android phone, whose system font it is, does not (decision 0026)`;
}

/** The first-touch figure above which Chromium's own work is inflated on this machine (see pageTouchNote). */
const SLOW_PAGE_TOUCH_US = 2;

/**
 * What the machine takes to hand a process a fresh page of memory: microseconds per first write to a 4 KB page of a
 * new 64 MB buffer, the median of three. A renderer maps and touches pages all the time (V8's heap and code space),
 * so where this is slow, Lighthouse's CPU times (TBT above all) rise with it whatever the page's code does.
 */
export function pageTouchMicros(): number {
  const size = 64 * 2 ** 20;
  const rounds: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const buffer = Buffer.allocUnsafeSlow(size);
    const started = process.hrtime.bigint();
    for (let i = 0; i < size; i += 4096) buffer[i] = 1;
    rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (size / 4096));
  }
  return rounds.sort((a, b) => a - b)[1]!;
}

/** What `pageTouchMicros()` means for the Lighthouse figures, as the reports say it. */
export function pageTouchNote(us: number): string {
  const figure = `the machine’s first touch of a fresh 4 KB page of memory took ${us.toFixed(2)} µs`;
  return us > SLOW_PAGE_TOUCH_US
    ? `${figure}, over the ${SLOW_PAGE_TOUCH_US} µs line: on such machines the browser’s CPU times (TBT above all) came out many times those of the tables, so do not compare these with them (BENCHMARKS.md, notes of 2026-12-06)`
    : `${figure}, under the ${SLOW_PAGE_TOUCH_US} µs line over which the browser’s CPU times stop comparing`;
}
