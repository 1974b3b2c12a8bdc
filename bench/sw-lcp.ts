/**
 * `npm run bench:sw`: does the service worker's first install delay the first visit's largest paint (issue 18)? The
 * same cold first visit of `/` (a browser of its own, Bengali and English alike) with the worker registering as it
 * does for everyone, and with it unavailable (`navigator.serviceWorker` removed before the page runs), alternating
 * run by run, under a Slow 4G line (150 ms, 1.6 Mbit/s down) and a 4× slower CPU set through the DevTools protocol.
 * LCP is the page's own `largest-contentful-paint` entry; the worker's install is timed from navigation to `activated`.
 *
 *   SW_RUNS   runs of each (default 5); the built client in apps/web/dist (npm run build first)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { launch, type Page } from 'puppeteer-core';
import { putSection, SW_LCP_HEADING } from './lib/kept-sections.js';
import { ROOT, startServer } from './lib/processes.js';

const RUNS = Number(process.env.SW_RUNS ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(ROOT, 'apps/web/dist/sw.js'))) {
  console.error('apps/web/dist/sw.js is missing: run `npm run build` first.');
  process.exit(1);
}

interface Run {
  lcpMs: number;
  /** From navigation start to the worker's `activated`; undefined without a worker or when it did not finish. */
  installMs?: number;
}

async function throttle(page: Page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function once(url: string, lang: 'en' | 'bn', worker: boolean): Promise<Run> {
  const browser = await launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 360, height: 780, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await browser.setCookie({ name: 'lang', value: lang, domain: new URL(url).hostname, path: '/' });
    if (!worker) await page.evaluateOnNewDocument('delete Navigator.prototype.serviceWorker;');
    // The page's own largest paint, as it reports it (run in the page: the bench has no DOM types).
    await page.evaluateOnNewDocument(`
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    `);
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const installMs = worker
      ? ((await page.evaluate(`new Promise((resolve) => {
          const done = () => resolve(performance.now());
          setTimeout(() => resolve(undefined), 60000);
          navigator.serviceWorker.ready.then((registration) => {
            if (registration.active && registration.active.state === 'activated') done();
            else if (registration.active) registration.active.addEventListener('statechange', done);
          });
        })`)) as number | undefined)
      : undefined;
    // A tap ends LCP in a real visit; here the page is left until the worker is done (or 5 s without one).
    if (!worker) await new Promise((resolve) => setTimeout(resolve, 5000));
    const lcpMs = (await page.evaluate('window.__lcp')) as number;
    return { lcpMs, installMs };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '—');

const dataDir = mkdtempSync(join(tmpdir(), 'phonehaat-sw-'));
const loadBefore = loadavg();
const server = await startServer({ dataDir, startTimeoutMs: 300_000 });
const rows: string[] = [];
try {
  // The server's first answers (pages compressed, caches cold) are not part of any run.
  for (const path of ['/', '/?lang=bn']) await fetch(server.url + path).then((res) => res.arrayBuffer());
  for (const lang of ['en', 'bn'] as const) {
    const withWorker: Run[] = [];
    const without: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      withWorker.push(await once(`${server.url}/`, lang, true));
      without.push(await once(`${server.url}/`, lang, false));
      console.log(
        `${lang} run ${run}: with the worker LCP ${ms(withWorker.at(-1)?.lcpMs ?? NaN)} (installed at ${ms(withWorker.at(-1)?.installMs ?? NaN)}), without ${ms(without.at(-1)?.lcpMs ?? NaN)}`,
      );
    }
    const installs = withWorker.map((r) => r.installMs).filter((x): x is number => x !== undefined);
    rows.push(
      `| / (${lang === 'bn' ? 'Bengali' : 'English'}) | ${ms(median(withWorker.map((r) => r.lcpMs)))} | ${ms(median(without.map((r) => r.lcpMs)))} | ${installs.length ? ms(median(installs)) : 'did not finish'} | ${withWorker.map((r) => Math.round(r.lcpMs)).join(', ')} / ${without.map((r) => Math.round(r.lcpMs)).join(', ')} |`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const section = [
  SW_LCP_HEADING,
  '',
  `\`npm run bench:sw\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average before ${loadBefore.map((x) => x.toFixed(2)).join(' / ')}.`,
  `A cold first visit of / at 360 px under Slow 4G (150 ms, 1.6 Mbit/s) and a 4× slower CPU (DevTools protocol),`,
  `median of ${RUNS} runs each, alternating: with the service worker registering as it does for everyone (once the page`,
  'is idle), and without one. _Installed_: from navigation to the worker’s `activated` (it precaches the shell and',
  'the public pages meanwhile). Target: the worker does not delay the first visit’s LCP.',
  '',
  '| page | LCP with the worker | LCP without | installed at | every run (with / without) |',
  '| --- | --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');
const file = join(ROOT, 'BENCHMARKS.md');
const report = putSection(readFileSync(file, 'utf8'), SW_LCP_HEADING, section);
writeFileSync(file, await format(report, { ...((await resolveConfig(file)) ?? {}), filepath: file }));
console.log(section);
