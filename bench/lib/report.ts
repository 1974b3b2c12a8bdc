import { chatSection } from './chat.js';
import { int, ms } from './figures.js';
import { flowsSection } from './flows.js';
import { MIXED_HEADING, type MixedResult, type MixedScenario } from './mixed.js';
import type { Results, ScalePoint } from './results.js';
import { PAGES_HEADING } from './kept-sections.js';
import { bengaliFontNote, pageTouchNote } from './processes.js';

const NOTES_START = '<!-- notes: kept by `npm run bench`, edit freely -->';
const NOTES_END = '<!-- /notes -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;
const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : '**missed**');

interface Target {
  target: string;
  figure: string;
  ok: boolean | undefined;
  by: string;
}

function targets(r: Results): Target[] {
  const out: Target[] = [];
  const home = r.routes.find((x) => x.route === '/');
  if (home) {
    out.push({
      target: 'home page initial JS ≤ 120 KB gzip',
      figure: kb(home.jsGzip),
      ok: home.jsGzip <= 120 * 1024,
      by: home.jsGzip > 120 * 1024 ? `${kb(home.jsGzip - 120 * 1024)} over` : '',
    });
    const forbidden = /dashboard|payment|admin|all-(buyers|sellers)|my-(orders|products|buyers)|add-product|reported/;
    const leaked = home.files.filter((f) => forbidden.test(f));
    out.push({
      target: 'dashboard, payment and admin code only on their routes',
      figure: leaked.length ? `home loads ${leaked.join(', ')}` : 'none in the home page’s initial graph',
      ok: leaked.length === 0,
      by: leaked.length ? `${leaked.length} chunks` : '',
    });
  }
  for (const p of r.lighthouse) {
    const name = p.path === '/no-such-page' ? '404' : p.path;
    if (p.error) {
      out.push({ target: `${name}: Lighthouse`, figure: 'the run failed (see Pages)', ok: undefined, by: '' });
      continue;
    }
    out.push({
      target: `${name}: Lighthouse mobile performance ≥ 98`,
      figure: String(p.performance),
      ok: p.performance >= 98,
      by: p.performance < 98 ? `${98 - p.performance} points` : '',
    });
    out.push({
      target: `${name}: accessibility 100`,
      figure: String(p.accessibility),
      ok: p.accessibility === 100,
      by: p.accessibility < 100 ? `${100 - p.accessibility} points` : '',
    });
    out.push({
      target: `${name}: LCP ≤ 1.8 s`,
      figure: `${(p.lcpMs / 1000).toFixed(2)} s`,
      ok: p.lcpMs <= 1800,
      by: p.lcpMs > 1800 ? `${((p.lcpMs - 1800) / 1000).toFixed(2)} s over` : '',
    });
  }
  const first = r.throughput[0];
  if (first) {
    const ratio = first.ours.rps / first.nginx.rps;
    out.push({
      target: 'first category page ≥ 50% of nginx’s requests/s (same bytes)',
      figure: `${int(first.ours.rps)} vs ${int(first.nginx.rps)} req/s = ${pct(ratio)}`,
      ok: ratio >= 0.5,
      by: ratio < 0.5 ? `${Math.round((0.5 - ratio) * 100)} points short` : '',
    });
    out.push({
      target: 'first category page p99 < 25 ms (50 connections)',
      figure: ms(first.ours.p99),
      ok: first.ours.p99 < 25,
      by: first.ours.p99 >= 25 ? `${ms(first.ours.p99 - 25)} over` : '',
    });
  }
  const pg = (size: number) => r.scale.find((s) => s.engine === 'PostgreSQL' && s.size === size);
  const small = pg(10_000);
  const large = pg(1_000_000);
  if (small && large) {
    const growth = large.first.p50 / small.first.p50;
    out.push({
      target: 'p50 at 1,000,000 products ≤ 1.5 × p50 at 10,000 (PostgreSQL, first page)',
      figure: `${ms(large.first.p50)} vs ${ms(small.first.p50)} = ${growth.toFixed(2)}×`,
      ok: growth <= 1.5,
      by: growth > 1.5 ? `${(growth - 1.5).toFixed(2)}× over` : '',
    });
  }
  const indexed = r.scale.flatMap((s) => [s.explainFirst, s.explainDeep]).filter((e) => e !== undefined);
  if (indexed.length) {
    const all = indexed.every((e) => e.usesIndex);
    out.push({
      target: 'EXPLAIN of each listing query shows an index scan',
      figure: `${indexed.filter((e) => e.usesIndex).length} of ${indexed.length} plans use an index (${[
        ...new Set(indexed.flatMap((e) => e.indexes)),
      ].join(', ')})`,
      ok: all,
      by: all ? '' : `${indexed.length - indexed.filter((e) => e.usesIndex).length} plans`,
    });
  }
  if (r.images) {
    const card = r.images.variants[640] ?? 0;
    out.push({
      target: 'a card image (640 px WebP) < 40 KB',
      figure: `${kb(card)} (12 MP upload); demo photos ${kb(r.images.demoCards.min)}–${kb(r.images.demoCards.max)}`,
      ok: card < 40 * 1024 && r.images.demoCards.max < 40 * 1024,
      by: card >= 40 * 1024 ? `${kb(card - 40 * 1024)} over` : '',
    });
  }
  return out;
}

function scaleRow(s: ScalePoint) {
  const plan = (e: ScalePoint['explainFirst']) =>
    e ? `${e.usesIndex ? e.indexes.join(' + ') : '**no index**'}, ${e.executionMs?.toFixed(2) ?? '?'} ms` : '—';
  const errors = s.first.errors + s.first.non2xx + s.deep.errors + s.deep.non2xx;
  return `| ${s.engine} | ${int(s.size)} | ${s.loadSeconds.toFixed(1)} s | ${ms(s.first.p50)} | ${ms(s.first.p99)} | ${int(s.first.rps)} | ${ms(s.deep.p50)} | ${ms(s.deep.p99)} | ${errors} | ${plan(s.explainFirst)} | ${plan(s.explainDeep)} |`;
}

/** The mixed-load section (issue 14): each scenario beside the read-only baseline, its targets, its changes. */
function mixedSection(m: MixedResult): string[] {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const ratio = (s: MixedScenario | undefined) => (s?.baselineRps ? s.reads.rps / s.baselineRps : undefined);
  const elsewhere = m.scenarios.find((s) => s.key === 'elsewhere-100');
  const category = m.scenarios.find((s) => s.key === 'category-100');
  const share = (s: MixedScenario | undefined) =>
    s?.baselineRps ? `${int(s.reads.rps)} vs ${int(s.baselineRps)} req/s = ${pct(ratio(s) ?? 0)}` : 'not measured';
  const atLeast = (s: MixedScenario | undefined, min: number) => {
    const x = ratio(s);
    return {
      ok: x === undefined ? undefined : x >= min,
      by: x !== undefined && x < min ? `${Math.round((min - x) * 100)} points short` : '',
    };
  };
  const rows: Target[] = [
    {
      target: 'at 100 changes/s elsewhere: ≥ 90% of the read-only requests/s',
      figure: share(elsewhere),
      ...atLeast(elsewhere, 0.9),
    },
    {
      target: 'at 100 changes/s elsewhere: p99 ≤ 25 ms',
      // No answer at all has no latency to speak of: that misses it too.
      figure: !elsewhere ? 'not measured' : elsewhere.reads.requests ? ms(elsewhere.reads.p99) : 'no answer',
      ok: elsewhere ? elsewhere.reads.requests > 0 && elsewhere.reads.p99 <= 25 : undefined,
      by: elsewhere && elsewhere.reads.p99 > 25 ? `${ms(elsewhere.reads.p99 - 25)} over` : '',
    },
    {
      target: 'at 100 new listings/s in category 1: ≥ 50% of the read-only requests/s',
      figure: share(category),
      ...atLeast(category, 0.5),
    },
  ];
  const changed = m.scenarios.filter((s) => s.askedPerSecond > 0);
  const failures = changed.flatMap((s) => s.failures.map((f) => `- ${s.name}: ${f.replaceAll('|', '\\|')}`));
  const warmupFailures = changed.filter((s) => s.failedInWarmup > 0);
  return [
    MIXED_HEADING,
    '',
    `**Mixed load.** The real server process (\`node --import tsx apps/server/src/server.ts\`, PGlite, a fresh copy of`,
    'the demo data, the short caches as deployed) answers autocannon on the first category page',
    `(\`GET /api/products/1\` with the demo buyer’s bearer token, ${m.connections} connections, ${m.warmupSeconds} s warm-up + ${m.durationSeconds} s)`,
    'while a second process (`bench/lib/mixed-client.ts`) sends changes at a steady pace: each kind of change is one',
    'client with its share of the rate (its change _n_ due _n_ / its rate seconds after the start, at most 8 of its',
    'own waiting for an answer), from the start of the warm-up to the end of the measurement. _Elsewhere_: in turn,',
    `a sign-in (email and password) of one of ${m.accounts.buyers + m.accounts.sellers} other accounts, an order and a report by one of ${m.accounts.buyers}`,
    `other buyers (each a buyer and an iOS listing that have not met before), and a new iOS listing by one of ${m.accounts.sellers}`,
    'other sellers; _no sign-ins_ is the same without the sign-ins, whose password check (scrypt, better-auth’s',
    'default) is CPU that no cache saves. _Category 1_: new Android listings only, each one changing the page being',
    'read. Accounts, photos and the listings to order and report are made before the timed part. The scenarios run',
    'one after the other on one server, with a read-only run before the first and after each; _of read-only_ is',
    'against the mean of the read-only runs just above and below (the machine’s background load drifts over a run).',
    'Changes are counted over the measured seconds: _made_ answered as they should (200 or 201), _failed_ anything',
    'else or nothing within 10 s. _Server CPU_: the server process’s user + system time over the measured seconds',
    '(from `/proc`), in cores; autocannon and the change client run on the same machine.',
    '',
    `Run ${m.date.slice(0, 16).replace('T', ' ')} UTC${m.code ? ` on ${m.code}` : ''}; load average before ${load(m.loadBefore)}, after ${load(m.loadAfter)}.`,
    '',
    '| scenario | changes/s asked | made | failed | req/s | p50 | p99 | errors | of read-only | server CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...m.scenarios.map(
      (s) =>
        `| ${s.name} | ${s.askedPerSecond || '—'} | ${s.askedPerSecond ? s.madePerSecond.toFixed(1) : '—'} | ${s.askedPerSecond ? s.failed : '—'} | ${int(s.reads.rps)} | ${ms(s.reads.p50)} | ${ms(s.reads.p99)} | ${s.reads.errors + s.reads.non2xx} | ${s.baselineRps ? pct(ratio(s) ?? 0) : '—'} | ${s.serverCores.toFixed(2)} cores |`,
    ),
    '',
    '| target (issue 14) | figure | | missed by |',
    '| --- | --- | --- | --- |',
    ...rows.map((t) => `| ${t.target} | ${t.figure} | ${mark(t.ok)} | ${t.by} |`),
    '',
    'The changes, by kind (measured seconds; p50 and p99 of those made):',
    '',
    '| scenario | change | made | failed | p50 | p99 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...changed.flatMap((s) =>
      s.changes.map((c) => `| ${s.name} | ${c.kind} | ${int(c.made)} | ${c.failed} | ${ms(c.p50)} | ${ms(c.p99)} |`),
    ),
    '',
    ...(warmupFailures.length
      ? [
          `Failed during the warm-up (not counted above): ${warmupFailures.map((s) => `${s.name} ${s.failedInWarmup}`).join('; ')}.`,
          '',
        ]
      : []),
    ...(failures.length
      ? ['Failures seen (the first five of each scenario, warm-up included):', '', ...failures, '']
      : []),
  ];
}

export function renderReport(r: Results, previous: string): string {
  const kept =
    previous.includes(NOTES_START) && previous.includes(NOTES_END)
      ? previous.slice(previous.indexOf(NOTES_START) + NOTES_START.length, previous.indexOf(NOTES_END)).trim()
      : '_Why each missed target is missed, and what was changed, goes here._';
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);

  push(
    '# PhoneHaat benchmarks',
    '',
    'Written by `npm run bench` (`bench/run.ts`); the figures below are from its latest run. Numbers from a shared,',
    'busy machine are noisy: read the ratios to nginx (measured in the same run, interleaved endpoint by endpoint)',
    'rather than the absolute requests/s.',
    '',
    '## Machine',
    '',
    `| | |`,
    `| --- | --- |`,
    `| date | ${r.date.slice(0, 16).replace('T', ' ')} UTC |`,
    `| CPU | ${r.machine.cpu}, ${r.machine.cores} cores |`,
    `| memory | ${r.machine.memoryGb} GB; first touch of a fresh 4 KB page ${r.machine.pageTouchUs.toFixed(2)} µs |`,
    `| load average (1 / 5 / 15 min) | before ${load(r.loadBefore)}; after ${load(r.loadAfter)} |`,
    `| Node | ${r.machine.node} |`,
    `| PostgreSQL | ${r.machine.postgres ?? 'not reachable'}; PGlite (embedded, the default) |`,
    `| run | ${Math.round(r.seconds)} s; autocannon ${r.settings.connections} connections, ${r.settings.warmup} s warm-up + ${r.settings.duration} s per figure |`,
    '',
    '## Targets',
    '',
    '| target (issue 7) | figure | | missed by |',
    '| --- | --- | --- | --- |',
    ...targets(r).map((t) => `| ${t.target} | ${t.figure} | ${mark(t.ok)} | ${t.by} |`),
    '',
    '## Notes',
    '',
    NOTES_START,
    '',
    kept,
    '',
    NOTES_END,
    '',
  );

  if (r.throughput.length) {
    push(
      '## API throughput and latency, beside nginx',
      '',
      `Our server (\`node --import tsx apps/server/src/server.ts\`, PGlite, ${int(r.scale.find((s) => s.engine === 'PGlite')?.size ?? 10_000)} products, LOG_LEVEL=warn) and Debian's nginx`,
      '(one worker process, like our one Node process; the same response bodies as static files), 127.0.0.1, no',
      '`accept-encoding` (both send identity bytes). The category pages send the demo buyer’s bearer token.',
      '',
      '| endpoint | bytes | ours req/s | p50 | p99 | errors | nginx req/s | p50 | p99 | ours / nginx |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.throughput.map(
        (t) =>
          `| ${t.name} | ${int(t.bytes)} | ${int(t.ours.rps)} | ${ms(t.ours.p50)} | ${ms(t.ours.p99)} | ${t.ours.errors + t.ours.non2xx} | ${int(t.nginx.rps)} | ${ms(t.nginx.p50)} | ${ms(t.nginx.p99)} | ${pct(t.ours.rps / t.nginx.rps)} |`,
      ),
      '',
      'errors = connection errors + timeouts + non-2xx answers.',
      '',
    );
  }
  if (r.mixed) push(...mixedSection(r.mixed));
  if (r.chat) push(...chatSection(r.chat));

  if (r.scale.length) {
    const sqlOf = r.scale.find((s) => s.explainDeep)?.explainDeep?.sql ?? r.scale[0]?.explainFirst?.sql ?? '';
    const biggest = [...r.scale].sort((a, b) => b.size - a.size)[0];
    push(
      '## Scale: the category listing by catalogue size',
      '',
      `\`GET /api/products/1\` through the real server with its short caches off (\`LISTING_CACHE_MS=0\`,`,
      `\`SESSION_CACHE_MS=0\`: every call reads the session and the page), 1 connection (latency without queueing), page ${r.settings.scaleDeepPages + 1} for`,
      '"deep" (keyset cursor from `Link: rel=next`). Listings bulk-loaded with `generate_series`: one seller, three',
      'categories in turn (so category 1 holds a third), one in twenty sold and one in a hundred removed. The EXPLAIN',
      'columns are `EXPLAIN ANALYZE` of the SQL our repository issues (captured from Drizzle as it runs), with its',
      'execution time inside the database.',
      '',
      '| engine | products | bulk load | first p50 | first p99 | first req/s | deep p50 | deep p99 | errors | EXPLAIN first | EXPLAIN deep |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.scale.map(scaleRow),
      '',
      'The listing query (deep page; the first page is the same without the keyset condition):',
      '',
      '```sql',
      sqlOf,
      '```',
      '',
    );
    if (biggest?.explainFirst && biggest.explainDeep) {
      push(
        `Plans at ${int(biggest.size)} products (${biggest.engine}), first page then deep page:`,
        '',
        '```',
        biggest.explainFirst.plan,
        '',
        biggest.explainDeep.plan,
        '```',
        '',
      );
    }
  }

  if (r.flows) push(...flowsSection(r.flows));

  if (r.lighthouse.length) {
    push(
      PAGES_HEADING,
      '',
      `Lighthouse's CLI on each page, ${r.lighthouse[0]?.scores?.length ?? 1} runs taken in turn with the other pages'; every figure the median of the runs (the performance of each run in brackets), accessibility and best practices the lowest.`,
      '',
      '| page | performance | accessibility | best practices | LCP | TBT | CLS | bytes |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.lighthouse.map(
        (p) =>
          `| ${p.path === '/no-such-page' ? '404 (/no-such-page)' : p.path} | ${p.performance}${p.scores && p.scores.length > 1 ? ` (${p.scores.join(', ')})` : ''} | ${p.accessibility} | ${p.bestPractices} | ${(p.lcpMs / 1000).toFixed(2)} s | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} | ${kb(p.totalBytes)} |`,
      ),
      '',
      `- Bengali: ${bengaliFontNote(r.machine.bengaliFonts)}.`,
      `- Memory: ${pageTouchNote(r.machine.pageTouchUs)}.`,
      ...r.lighthouse.filter((p) => p.error).map((p) => `- ${p.path}: Lighthouse failed: ${p.error?.split('\n')[0]}`),
      ...r.lighthouse
        .filter((p) => p.failing.length)
        .map((p) => `- failed audits on ${p.path}: ${p.failing.join('; ')}`),
      '',
    );
  }

  if (r.routes.length) {
    push(
      '## Initial JS and CSS per route (gzip)',
      '',
      'From the Vite manifest: the entry chunk, the route’s lazy chunks (guards, layout, page) and their static',
      'imports; what the page loads later (dynamic imports such as the carousels) is not counted.',
      '',
      '| route | JS | CSS | chunks |',
      '| --- | --- | --- | --- |',
      ...r.routes.map(
        (x) =>
          `| ${x.route} | ${kb(x.jsGzip)} | ${kb(x.cssGzip)} | ${x.files.filter((f) => f.endsWith('.js')).length} |`,
      ),
      '',
    );
  }

  if (r.images) {
    const v = r.images.variants;
    push(
      '## Images',
      '',
      `A 4000×3000 photo-like JPEG (${kb(r.images.uploadBytes)}) through \`storeImage\` (WebP, quality 72):`,
      '',
      '| variant | bytes |',
      '| --- | --- |',
      ...Object.entries(v).map(([w, b]) => `| ${w} px${w === '640' ? ' (card)' : ''} | ${kb(b)} |`),
      '',
      `The ${r.images.demoCards.count} demo phone photos’ card variants: ${kb(r.images.demoCards.min)} to ${kb(r.images.demoCards.max)}, median ${kb(r.images.demoCards.median)}.`,
      '',
    );
  }
  if (r.notes.length) push('## Skipped', '', ...r.notes.map((n) => `- ${n}`), '');
  return `${lines.join('\n')}\n`;
}
