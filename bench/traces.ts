/**
 * Main-thread work of the pages a phone opens most, from Chromium's own trace (`npm run bench:traces`): what
 * Lighthouse's blocking time is made of, read directly and with less noise than the score (docs/decisions/0027).
 *
 * The built server (`node --import tsx apps/server/src/server.ts`, PGlite, a fresh copy of the demo data, the client
 * built in apps/web/dist: `npm run build -w apps/web` first), or servers already running, named in TRACE_URLS
 * (`before=http://127.0.0.1:3020,after=http://127.0.0.1:3030`: two builds side by side, their loads taken in turn so
 * that both see the machine alike). Every load is a cold navigation in a
 * browser of its own, on a phone's screen (412 × 823, DPR 1.75), a Slow 4G line (150 ms, 1.6 Mbit/s down) and a 4×
 * CPU slowdown through the DevTools protocol; signed in = the demo buyer signed in through the API from that browser
 * just before (only the session cookie, as the Lighthouse user flows do). TRACE_RUNS loads of each page (5), taken
 * in turn; the medians and the ranges are printed as a Markdown table. TRACE_LANG=bn loads the pages in Bengali,
 * TRACE_ONLY=category only the pages whose name holds that text, TRACE_DETAIL=1 prints every long task's parts.
 *
 *   script evaluation   v8.evaluateModule: the page's modules' top-level code (schemas, Intl, constants)
 *   script calls        FunctionCall: everything the page's code does once loaded (React's hydration and commits)
 *   style and layout    UpdateLayoutTree + Layout
 *   long tasks          the time of the main thread's tasks beyond 50 ms each (what blocking time adds up)
 *   elements styled     the elements of all the style recalculations (UpdateLayoutTree's count), the first drawing's
 *                       included: a count, not a time, so the machine's speed does not move it
 *   busy                every task of the main thread, from the navigation to two seconds after the network is idle
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'puppeteer-core';
import { median } from './lib/figures.js';
import { startServer } from './lib/processes.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const BUYER = { email: 'farhana@phonehaat.test', password: 'phonehaat-demo' };
const LONG_TASK_US = 50_000;
/** The page's language (the `lang` cookie): en or bn. */
const LANG = process.env.TRACE_LANG === 'bn' ? 'bn' : 'en';
/** Only the pages whose name holds this text (TRACE_ONLY=category). */
const ONLY = process.env.TRACE_ONLY ?? '';
/** TRACE_DETAIL=1 prints each long task with what it was made of. */
const DETAIL = process.env.TRACE_DETAIL === '1';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    data?: { functionName?: string; url?: string; lineNumber?: number };
  };
}
interface Figures {
  evaluation: number;
  calls: number;
  styleAndLayout: number;
  longTasks: number;
  styled: number;
  busy: number;
}
const FIGURES: [keyof Figures, string][] = [
  ['evaluation', 'script evaluation'],
  ['calls', 'script calls'],
  ['styleAndLayout', 'style and layout'],
  ['longTasks', 'long tasks'],
  ['styled', 'elements styled'],
  ['busy', 'busy'],
];

/** The events of the page's main thread: the renderer's main thread that worked the most. */
function mainThreadOf(events: TraceEvent[]): TraceEvent[] {
  const own = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid);
  const busy = (m: TraceEvent) => own(m).reduce((sum, e) => sum + (e.name === 'RunTask' ? (e.dur ?? 0) : 0), 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  return own(main);
}

/** The time (µs) these events cover, each instant once (a module's evaluation can hold another's, a call another). */
function covered(events: TraceEvent[], ...names: string[]): number {
  const spans = events
    .filter((e) => names.includes(e.name) && e.dur)
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** The figures of one trace. */
function figuresOf(events: TraceEvent[]): Figures {
  const own = mainThreadOf(events);
  const tasks = own.filter((e) => e.name === 'RunTask');
  const ms = (us: number) => us / 1000;
  return {
    evaluation: ms(covered(own, 'v8.evaluateModule')),
    calls: ms(covered(own, 'FunctionCall')),
    styleAndLayout: ms(covered(own, 'UpdateLayoutTree', 'Layout')),
    longTasks: ms(
      tasks.filter((e) => (e.dur ?? 0) > LONG_TASK_US).reduce((s, e) => s + (e.dur ?? 0) - LONG_TASK_US, 0),
    ),
    styled: own.filter((e) => e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    busy: ms(tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0)),
  };
}

/** The kinds of work a long task is broken into (TRACE_DETAIL). */
const KINDS = [
  'v8.evaluateModule',
  'FunctionCall',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'Paint',
];

/** Each long task of the page's main thread: its start, length, the time of each kind of work in it, its longest call. */
function longTasksOf(events: TraceEvent[]): string[] {
  const own = mainThreadOf(events);
  const tasks = own.filter((e) => e.name === 'RunTask');
  const start = Math.min(...tasks.map((e) => e.ts));
  return tasks
    .filter((task) => (task.dur ?? 0) > LONG_TASK_US)
    .map((task) => {
      const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
      const parts = KINDS.map((kind) => [kind, covered(inside, kind)] as const)
        .filter(([, time]) => time > 2000)
        .map(([kind, time]) => `${kind} ${Math.round(time / 1000)}`);
      const call = inside
        .filter((e) => e.name === 'FunctionCall' && e.dur)
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.args?.data;
      const where = call
        ? ` ${call.functionName || '(anonymous)'} ${call.url?.split('/').pop() ?? ''}:${call.lineNumber ?? ''}`
        : '';
      return `  at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms (${parts.join(', ')})${where}`;
    });
}

async function traceOnce(baseUrl: string, path: string, signedIn: boolean, file: string): Promise<Figures> {
  const browser = await launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await browser.setCookie({ name: 'lang', value: LANG, domain: new URL(baseUrl).hostname, path: '/' });
    if (signedIn) {
      await page.goto(`${baseUrl}/api/health`);
      const status = await page.evaluate(
        `fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(BUYER))} }).then((r) => r.status)`,
      );
      if (status !== 200) throw new Error(`sign-in in the browser: ${String(status)}`);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.tracing.stop();
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
    if (DETAIL) console.error(longTasksOf(events).join('\n'));
    return figuresOf(events);
  } finally {
    await browser.close();
  }
}

const temp = mkdtempSync(join(tmpdir(), 'phonehaat-traces-'));
const named = (process.env.TRACE_URLS ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [label, url] = pair.split('=') as [string, string | undefined];
    if (!url) throw new Error(`TRACE_URLS: 'label=url' pairs, not '${pair}'`);
    return { label, url: url.replace(/\/$/, ''), stop: async () => undefined };
  });
const servers = named.length ? named : [{ label: '', ...(await startServer({ dataDir: join(temp, 'data') })) }];
try {
  const rows: { name: string; path: (listing: string) => string; signedIn: boolean }[] = [
    { name: '/product/:id, signed out', path: (listing: string) => `/product/${listing}`, signedIn: false },
    { name: '/category/1, signed in', path: () => '/category/1', signedIn: true },
    { name: '/dashboard/myorders, signed in', path: () => '/dashboard/myorders', signedIn: true },
    { name: '/, signed out', path: () => '/', signedIn: false },
  ].filter((row) => row.name.includes(ONLY));
  const listings = new Map<string, string>();
  for (const server of servers) {
    const ads = (await (await fetch(`${server.url}/api/advertisedproduct`)).json()) as { _id: string }[];
    if (!ads[0]) throw new Error(`${server.url}: no advertised listing to trace /product/:id with`);
    listings.set(server.url, ads[0]._id);
  }
  const key = (page: string, label: string) => `${page}|${label}`;
  const runs = new Map<string, Figures[]>();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of rows) {
      for (const server of servers) {
        const figures = await traceOnce(
          server.url,
          page.path(listings.get(server.url)!),
          page.signedIn,
          join(temp, 'trace.json'),
        );
        runs.set(key(page.name, server.label), [...(runs.get(key(page.name, server.label)) ?? []), figures]);
        console.error(
          `${page.name}${server.label ? ` (${server.label})` : ''} run ${run}/${RUNS}: ${FIGURES.map(([k]) => `${k} ${Math.round(figures[k])}`).join(', ')}`,
        );
      }
    }
  }
  const cell = (values: number[], unit: string) =>
    `${Math.round(median(values))}${unit} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  console.log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${LANG}, ${RUNS} loads a page${servers.length > 1 ? ' on each server, in turn' : ''}, median (range):\n`,
  );
  const labelled = servers.length > 1;
  console.log(`| page |${labelled ? ' server |' : ''} ${FIGURES.map(([, label]) => label).join(' | ')} |`);
  console.log(`| --- |${labelled ? ' --- |' : ''} ${FIGURES.map(() => '---').join(' | ')} |`);
  for (const page of rows) {
    for (const server of servers) {
      const all = runs.get(key(page.name, server.label)) ?? [];
      console.log(
        `| ${page.name} |${labelled ? ` ${server.label} |` : ''} ${FIGURES.map(([k]) =>
          cell(
            all.map((f) => f[k]),
            k === 'styled' ? '' : ' ms',
          ),
        ).join(' | ')} |`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
  rmSync(temp, { recursive: true, force: true });
}
