import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './figures.js';
import { ROOT } from './processes.js';

const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

function newest(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds the web client unless dist/ has a manifest newer than every source it is built from. */
export function ensureWebBuild(): { built: boolean } {
  const sources = [join(WEB, 'src'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts'), join(WEB, 'public')];
  const sharedSrc = join(ROOT, 'packages/shared/src');
  const fresh =
    existsSync(MANIFEST) &&
    statSync(MANIFEST).mtimeMs > Math.max(...[...sources, sharedSrc].filter(existsSync).map(newest));
  if (fresh) return { built: false };
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return { built: true };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteWeight {
  route: string;
  source: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).byteLength;

/**
 * The JS and CSS a first visit to each route downloads before it can render, gzip: the entry chunk, the route's
 * lazy chunks (its guards and layouts, then the page), and everything they import statically (Vite's manifest
 * graph). Dynamic imports are not counted.
 */
export function routeWeights(routes: Record<string, string[]>): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key].imports ?? []) visit(child);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k]!);
  };
  return Object.entries(routes).map(([route, sources]) => {
    for (const source of sources) if (!manifest[source]) throw new Error(`${source} is not a chunk in the manifest`);
    const chunks = closure([entryKey, ...sources]);
    const js = [...new Set(chunks.map((c) => c.file))];
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    return {
      route,
      source: sources.at(-1) ?? '',
      jsGzip: js.reduce((sum, f) => sum + gz(f), 0),
      cssGzip: css.reduce((sum, f) => sum + gz(f), 0),
      files: [...js, ...css],
    };
  });
}

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Accessibility and best-practices audits that failed, by title. */
  failing: string[];
  /** The performance score of each run the figures are the medians of (in the order they were taken). */
  scores?: number[];
  error?: string;
}

/**
 * One page's runs as one result: performance, LCP, TBT, CLS and bytes the medians of the runs that worked (one run
 * moves by several points on a shared machine), accessibility and best practices the lowest, the failed audits all
 * of them. Errors only when no run worked.
 */
export function medianOfRuns(runs: LighthouseResult[]): LighthouseResult {
  const good = runs.filter((r) => !r.error);
  const first = runs[0];
  if (!first) throw new Error('no Lighthouse runs to sum up');
  if (!good.length) return first;
  const of = (pick: (r: LighthouseResult) => number) => median(good.map(pick));
  return {
    path: first.path,
    performance: Math.round(of((r) => r.performance)),
    accessibility: Math.min(...good.map((r) => r.accessibility)),
    bestPractices: Math.min(...good.map((r) => r.bestPractices)),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    totalBytes: of((r) => r.totalBytes),
    failing: [...new Set(good.flatMap((r) => r.failing))],
    scores: good.map((r) => r.performance),
  };
}

interface LhReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
  runtimeError?: { message: string };
}

/** Lighthouse's CLI (mobile preset: the default form factor and throttling) in Debian's Chromium, one page. */
export function lighthouse(baseUrl: string, path: string, lang: 'en' | 'bn' = 'en'): LighthouseResult {
  const bin = join(ROOT, 'node_modules/.bin/lighthouse');
  const run = spawnSync(
    bin,
    [
      baseUrl + path,
      '--quiet',
      // The 404 page is answered with status 404, which Lighthouse otherwise refuses to audit.
      '--ignore-status-code',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices',
      // The language the person chose (the switch's cookie); English is also the language with no cookie.
      ...(lang === 'bn' ? ['--extra-headers={"Cookie":"lang=bn"}'] : []),
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  const empty = {
    path: lang === 'bn' ? `${path} (Bengali)` : path,
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    lcpMs: 0,
    tbtMs: 0,
    cls: 0,
    totalBytes: 0,
    failing: [],
  };
  let report: LhReport;
  try {
    report = JSON.parse(run.stdout) as LhReport;
  } catch {
    return { ...empty, error: (run.stderr || 'lighthouse produced no report').slice(-500) };
  }
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => `${category}: ${report.audits[ref.id]?.title ?? ref.id}`),
  );
  return {
    path: empty.path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    failing,
    ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
  };
}
