/**
 * Issue 22's budgets: Lighthouse's user-flow API (`startFlow`, puppeteer-core over Debian's Chromium), mobile preset
 * (Lighthouse's default config: simulated Slow 4G, 4× CPU slowdown, a phone's screen), median of 3 runs per page.
 *
 *   signed in as the demo buyer  /category/1, /product/:id, /dashboard/myorders
 *   signed out                   /product/:id (the public listing page), /, /blog, /login
 *
 * Every measurement is a cold navigation in a browser of its own (puppeteer's fresh profile: no HTTP cache, no local
 * storage; Lighthouse empties the cache before it navigates as well). A signed-in one first signs in through the API
 * from that browser (`POST /api/auth/sign-in/email`, same-origin, so the browser sends the Origin header, as the e2e
 * tests' loginAs does), which leaves only the session cookie: the app trades it for its token on the measured load.
 * The runs go round the pages in turn (run 1 of every page, then run 2, …), so each page sees the machine's drifting
 * background load alike.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startFlow } from 'lighthouse';
import { launch } from 'puppeteer-core';
import { bengaliFontNote, bengaliSystemFonts, pageTouchNote, ROOT, startServer } from './processes.js';
import { median } from './figures.js';

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const FLOWS_HEADING = '## Signed-in pages and the public listing: Lighthouse user flows (issue 22)';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_FLOW_RUNS ?? 3);
const BUYER = { email: 'farhana@phonehaat.test', password: 'phonehaat-demo' };

/** What a page must reach (issue 22, "Budgets"); each figure is held against the median of the runs. */
export interface Budget {
  lcpMs?: number;
  fcpMs?: number;
  cls?: number;
  score?: number;
}
export interface FlowRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the machine's speed as the run began (`benchmarkIndex`; it warns below 1000, where its
   * 4× CPU slowdown overstates a phone): on a busy machine it falls, and the page's CPU time, TBT above all, rises.
   */
  benchmarkIndex: number;
  /** The path the page ended on (a guard that sends the visitor to /login shows here). */
  finalPath: string;
  /** API paths the measured load was answered 401 or 403 on (Lighthouse's network-requests audit). */
  refused: string[];
  warnings: string[];
  error?: string;
}
export interface FlowPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** The language the page is asked in (the `lang` cookie, as the switch sets it; issue 18 keeps the budgets in both). */
  lang: 'en' | 'bn';
  budget: Budget;
  runs: FlowRun[];
}
export interface FlowsResult {
  date: string;
  code: string | undefined;
  lighthouse: string;
  chromium: string;
  /** The machine's Bengali font families (`bengaliSystemFonts`), or 'none'. */
  bengaliFonts: string;
  /** `pageTouchMicros()` of the machine the runs are on: whether their CPU times compare with another machine's. */
  pageTouchUs: number;
  loadBefore: number[];
  loadAfter: number[];
  productId: string;
  runsPerPage: number;
  seconds: number;
  pages: FlowPage[];
}

type Log = (...args: unknown[]) => void;

const SIGNED_IN_BUDGET: Budget = { lcpMs: 2500, cls: 0.02, score: 95 };
const PUBLIC_LISTING_BUDGET: Budget = { lcpMs: 1800, score: 98 };
const PUBLIC_PAGE_BUDGET: Budget = { fcpMs: 1000 };

function codeMeasured(): string | undefined {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', 'apps/web', 'apps/server', 'packages/shared') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes to the web, server or shared code' : ''}`;
  } catch {
    return undefined;
  }
}

/** A live listing's id: the first advertised one (public), else the newest in category 1. */
async function liveListingId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/advertisedproduct`);
  if (!res.ok) throw new Error(`/api/advertisedproduct: ${res.status}`);
  const ads = (await res.json()) as { _id?: string | number; id?: string | number }[];
  const id = ads[0]?._id ?? ads[0]?.id;
  if (id === undefined) throw new Error('no advertised listing to measure /product/:id with');
  return String(id);
}

const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One cold navigation of `path` in a browser of its own, signed in first when `signedIn`. */
async function measureOnce(baseUrl: string, path: string, signedIn: boolean, lang: 'en' | 'bn'): Promise<FlowRun> {
  const browser = await launch({ executablePath: CHROMIUM, headless: true, args: chromeArgs });
  try {
    const page = await browser.newPage();
    await browser.setCookie({ name: 'lang', value: lang, domain: new URL(baseUrl).hostname, path: '/' });
    if (signedIn) {
      // A same-origin page to sign in from (not the app: nothing of it is loaded or cached before the flow).
      await page.goto(`${baseUrl}/api/health`);
      const status = await page.evaluate(async (body: string) => {
        const res = await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return `${res.status} ${res.ok ? '' : await res.text()}`;
      }, JSON.stringify(BUYER));
      if (!status.startsWith('200')) throw new Error(`sign-in in the browser: ${status}`);
    }
    const flow = await startFlow(page, { flags: { onlyCategories: ['performance'] } });
    await flow.navigate(baseUrl + path);
    const finalPath = new URL(page.url()).pathname;
    const { steps } = await flow.createFlowResult();
    const lhr = steps[0]?.lhr;
    if (!lhr) throw new Error('the flow has no step');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string; statusCode?: number }[] })
      ?.items;
    const refused = (requests ?? [])
      .filter((q) => (q.statusCode === 401 || q.statusCode === 403) && q.url?.includes('/api/'))
      .map((q) => `${new URL(q.url ?? '', baseUrl).pathname} ${q.statusCode}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalPath,
      refused: [...new Set(refused)],
      warnings: lhr.runWarnings.map(String),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } finally {
    await browser.close();
  }
}

const failed = (error: unknown): FlowRun => ({
  score: 0,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  cls: Number.NaN,
  tbtMs: Number.NaN,
  benchmarkIndex: Number.NaN,
  finalPath: '',
  refused: [],
  warnings: [],
  error: (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? 'failed',
});

/** Starts the built server on a fresh copy of the demo data and measures the seven pages. */
export async function userFlows(opts: { dataDir: string; log: Log; pageTouchUs: number }): Promise<FlowsResult> {
  const { log } = opts;
  const date = new Date().toISOString();
  const started = performance.now();
  const loadBefore = loadavg();
  log(`flows: ${pageTouchNote(opts.pageTouchUs)}`);
  // Taken as the server starts (the client was built just before): others may commit while the runs go on.
  const code = codeMeasured();
  const lighthouseVersion = (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' })
    .trim()
    .replace(/ built on .*/, '');
  const server = await startServer({ dataDir: opts.dataDir });
  try {
    const productId = await liveListingId(server.url);
    const kinds: Omit<FlowPage, 'lang' | 'runs'>[] = [
      { name: 'category', path: '/category/1', signedIn: true, budget: SIGNED_IN_BUDGET },
      { name: 'listing', path: `/product/${productId}`, signedIn: true, budget: SIGNED_IN_BUDGET },
      { name: 'My Orders', path: '/dashboard/myorders', signedIn: true, budget: SIGNED_IN_BUDGET },
      { name: 'listing', path: `/product/${productId}`, signedIn: false, budget: PUBLIC_LISTING_BUDGET },
      { name: 'home', path: '/', signedIn: false, budget: PUBLIC_PAGE_BUDGET },
      { name: 'blog', path: '/blog', signedIn: false, budget: PUBLIC_PAGE_BUDGET },
      { name: 'sign-in', path: '/login', signedIn: false, budget: PUBLIC_PAGE_BUDGET },
    ];
    // Each page in English and in Bengali, side by side in the same rounds (BENCH_FLOW_LANGS=en to halve the run).
    const langs = (process.env.BENCH_FLOW_LANGS ?? 'en,bn')
      .split(',')
      .filter((l): l is 'en' | 'bn' => l === 'en' || l === 'bn');
    const pages: FlowPage[] = kinds.flatMap((kind) => langs.map((lang) => ({ ...kind, lang, runs: [] })));
    // The server's first answers (its code paths and caches cold) are not part of any page's figures.
    for (const p of pages) await fetch(server.url + p.path).then((res) => res.arrayBuffer());
    for (let run = 1; run <= RUNS; run += 1) {
      for (const p of pages) {
        const who = `${p.signedIn ? 'signed in' : 'signed out'}, ${p.lang}`;
        let r = await measureOnce(server.url, p.path, p.signedIn, p.lang).catch(failed);
        // Chromium sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): one more try.
        if (r.error) {
          log(`flow ${p.path} (${who}) run ${run}: ${r.error}; again`);
          r = await measureOnce(server.url, p.path, p.signedIn, p.lang).catch(failed);
        }
        log(
          `flow ${p.path} (${who}) run ${run}/${RUNS}: ${r.error ?? `score ${r.score}, FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms`}${r.finalPath && r.finalPath !== p.path ? `, ended on ${r.finalPath}` : ''}`,
        );
        p.runs.push(r);
      }
    }
    return {
      date,
      code,
      lighthouse: lighthouseVersion,
      bengaliFonts: bengaliSystemFonts(),
      pageTouchUs: opts.pageTouchUs,
      chromium,
      loadBefore,
      loadAfter: loadavg(),
      productId,
      runsPerPage: RUNS,
      seconds: (performance.now() - started) / 1000,
      pages,
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report section
// ---------------------------------------------------------------------------------------------------------------

const sec = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
const msText = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');
const clsText = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');

interface Medians {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** The good runs (no error, ended on the page asked for) and the per-figure medians over them. */
function summarise(p: FlowPage): { good: FlowRun[]; medians: Medians | undefined } {
  const good = p.runs.filter((r) => !r.error && r.finalPath === p.path);
  if (!good.length) return { good, medians: undefined };
  const of = (pick: (r: FlowRun) => number) => median(good.map(pick));
  return {
    good,
    medians: {
      score: of((r) => r.score),
      fcpMs: of((r) => r.fcpMs),
      lcpMs: of((r) => r.lcpMs),
      cls: of((r) => r.cls),
      tbtMs: of((r) => r.tbtMs),
    },
  };
}

/** Each budget line of a page, with met or missed against the medians. */
function budgetChecks(p: FlowPage, m: Medians | undefined): { text: string; ok: boolean | undefined; by: string }[] {
  const b = p.budget;
  const out: { text: string; ok: boolean | undefined; by: string }[] = [];
  const check = (
    text: string,
    value: number | undefined,
    limit: number,
    atMost: boolean,
    show: (n: number) => string,
  ) => {
    if (value === undefined || !Number.isFinite(value)) return out.push({ text, ok: undefined, by: '' });
    const ok = atMost ? value <= limit : value >= limit;
    const by = ok
      ? ''
      : `${text.split(' ')[0]} ${atMost ? `${show(value - limit)} over` : `${show(limit - value)} short`}`;
    return out.push({ text, ok, by });
  };
  const limit = (n: number) => `${n / 1000} s`;
  if (b.lcpMs !== undefined) check(`LCP ≤ ${limit(b.lcpMs)}`, m?.lcpMs, b.lcpMs, true, sec);
  if (b.fcpMs !== undefined) check(`FCP ≤ ${limit(b.fcpMs)}`, m?.fcpMs, b.fcpMs, true, sec);
  if (b.cls !== undefined) check(`CLS ≤ ${b.cls}`, m?.cls, b.cls, true, clsText);
  if (b.score !== undefined) check(`score ≥ ${b.score}`, m?.score, b.score, false, (n) => `${Math.round(n)} points`);
  return out;
}

const visitor = (p: FlowPage) =>
  `${p.signedIn ? 'signed in' : 'signed out'}, ${p.lang === 'bn' ? 'Bengali' : 'English'}`;
/** The path as the tables show it: the listing's long id as `:id`. */
const shown = (p: FlowPage, productId: string) => p.path.replace(productId, ':id');

export function flowsSection(f: FlowsResult): string[] {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const rows = f.pages.map((p) => {
    const { good, medians } = summarise(p);
    const checks = budgetChecks(p, medians);
    // A page that sent the visitor elsewhere (the listing signed out, before it was public: to /login) misses.
    const elsewhere = !medians && p.runs.some((r) => !r.error && r.finalPath !== p.path);
    const verdict =
      elsewhere || checks.some((c) => c.ok === false)
        ? '**missed**'
        : checks.some((c) => c.ok === undefined)
          ? 'not measured'
          : 'met';
    const budget = checks.map((c) => c.text).join(', ');
    const by = elsewhere
      ? 'the page did not open (below)'
      : checks
          .map((c) => c.by)
          .filter(Boolean)
          .join(', ');
    const runs = `${good.length} of ${p.runs.length}`;
    const page = shown(p, f.productId);
    return medians
      ? `| ${page} | ${visitor(p)} | ${medians.score} | ${sec(medians.fcpMs)} | ${sec(medians.lcpMs)} | ${clsText(medians.cls)} | ${msText(medians.tbtMs)} | ${runs} | ${budget} | ${verdict} | ${by} |`
      : `| ${page} | ${visitor(p)} | — | — | — | — | — | ${runs} | ${budget} | ${verdict} | ${by} |`;
  });
  const detail = f.pages.map(
    (p) =>
      `- ${shown(p, f.productId)} (${visitor(p)}): ${p.runs
        .map((r) =>
          r.error
            ? `failed (${r.error.replaceAll('|', '\\|')})`
            : `${r.score} / FCP ${sec(r.fcpMs)} / LCP ${sec(r.lcpMs)} / CLS ${clsText(r.cls)} / TBT ${msText(r.tbtMs)} / index ${Math.round(r.benchmarkIndex)}${r.finalPath !== p.path ? ` — **ended on ${r.finalPath}**` : ''}${r.refused.length ? ` — refused: ${r.refused.join(', ')}` : ''}`,
        )
        .join('; ')}`,
  );
  const indexes = f.pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
  const warnings = [...new Set(f.pages.flatMap((p) => p.runs.flatMap((r) => r.warnings)))];
  const redirected = f.pages.filter((p) => p.runs.some((r) => !r.error && r.finalPath !== p.path));
  return [
    FLOWS_HEADING,
    '',
    `Lighthouse ${f.lighthouse}’s user-flow API (\`startFlow\` with puppeteer-core) over ${f.chromium} (headless), its`,
    'default config: the mobile preset, simulated Slow 4G (150 ms RTT, 1.6 Mbit/s) and a 4× CPU slowdown. The',
    'built server (`node --import tsx apps/server/src/server.ts`, PGlite, a fresh copy of the demo data, the built',
    `client from \`apps/web/dist\`). Each page ${f.runsPerPage} times, every run a cold navigation in a browser of its own (a fresh`,
    'profile, the cache emptied by Lighthouse); signed in = the demo buyer (farhana@phonehaat.test) signed in through',
    '`POST /api/auth/sign-in/email` from that browser just before, so the session cookie is there and the app trades',
    'it for its token on the measured load. The runs go round the pages in turn. Each figure is the median of the',
    `runs that worked and ended on the page asked for (_runs_); the budgets are issue 22’s, held against those medians.`,
    `The listing (\`:id\`) is /product/${f.productId}, the first advertised one. _Refused_ under a run: the`,
    'API calls of the measured load answered 401 or 403 (a signed-in run should have none).',
    '',
    `Run ${f.date.slice(0, 16).replace('T', ' ')} UTC${f.code ? ` on ${f.code}` : ''}, ${Math.round(f.seconds)} s; load average before ${load(f.loadBefore)}, after ${load(f.loadAfter)}; Lighthouse’s \`benchmarkIndex\` of the machine ${indexes.length ? `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))})` : 'not known'}: the lower it is, the more a page’s CPU time (TBT above all) is inflated. ${upperFirst(pageTouchNote(f.pageTouchUs))}. ${upperFirst(bengaliFontNote(f.bengaliFonts))}.`,
    '',
    '| page | visitor | score | FCP | LCP | CLS | TBT | runs | budget (issue 22) | | missed by |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Before (issue 22, Lighthouse 12 mobile, median of 3 or 5 runs, demo data, the buyer signed in):',
    '',
    '| page | score | FCP | LCP | CLS |',
    '| --- | --- | --- | --- | --- |',
    '| / (signed out) | 100 | 1.25 s | 1.49 s | 0 |',
    '| /category/1 | 83–86 | 2.1–2.5 s | 3.6–3.9 s | 0 |',
    '| /product/:id | 70–72 | 2.3–2.5 s | 3.3–3.5 s | 0.34 |',
    '| /dashboard/myorders | 72–73 | 2.1–2.5 s | 2.9–3.0 s | 0.39–0.41 |',
    '',
    'Every run (score / FCP / LCP / CLS / TBT / Lighthouse’s `benchmarkIndex` of the machine as the run began):',
    '',
    ...detail,
    '',
    ...(redirected.length
      ? [
          `Pages that ended somewhere else (not counted in the medians): ${redirected.map((p) => `${shown(p, f.productId)} (${visitor(p)}) on ${[...new Set(p.runs.filter((r) => !r.error && r.finalPath !== p.path).map((r) => r.finalPath))].join(', ')}`).join('; ')}.`,
          '',
        ]
      : []),
    ...(warnings.length
      ? ['Lighthouse’s warnings:', '', ...warnings.map((w) => `- ${w.replaceAll('\n', ' ')}`), '']
      : []),
  ];
}

/**
 * A flows-only run (`BENCH_ONLY=flows`): the previous report with its flows section replaced by `report`'s (or put
 * before the pages section when it had none). Everything else stays as it was.
 */
export function spliceFlows(previous: string, report: string): string {
  const find = (markdown: string, heading: string) => {
    const start = markdown.indexOf(`${heading}\n`);
    if (start < 0) return undefined;
    const next = markdown.indexOf('\n## ', start + heading.length);
    return { start, end: next < 0 ? markdown.length : next + 1 };
  };
  const fresh = find(report, FLOWS_HEADING);
  if (!fresh) return previous;
  const text = report.slice(fresh.start, fresh.end).replace(/\n*$/, '\n\n');
  const old = find(previous, FLOWS_HEADING);
  if (old) return previous.slice(0, old.start) + text + previous.slice(old.end);
  const before = previous.indexOf('\n## Pages: ');
  if (before < 0) return `${previous.replace(/\n*$/, '\n\n')}${text}`;
  return previous.slice(0, before + 1) + text + previous.slice(before + 1);
}
