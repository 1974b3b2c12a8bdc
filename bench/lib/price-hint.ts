import type { ComparableKey } from '../../apps/server/src/modules/products/products.repository.js';
import type { BenchDb } from './catalogue.js';

/** The phone the fair-price hint is asked about at scale: a popular model of the bench catalogue. */
export const PRICE_HINT_KEY: ComparableKey = {
  brand: 'Samsung',
  model: 'Galaxy A52',
  storageGb: 128,
  condition: 'Good',
};

export interface PriceHintExplained {
  sql: string;
  plan: string;
  /** The indexes the plan reads. */
  indexes: string[];
  seqScan: boolean;
  comparables: number;
  /** The median of EXPLAIN ANALYZE's execution times over `runs` runs (the query's time in the database). */
  p50Ms: number;
  /** The median time of the repository's call as the server makes it (a round trip included). */
  callP50Ms: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * EXPLAIN (ANALYZE) of the fair-price hint's comparables query (issue 16 item 4, decision 0019) exactly as the
 * products repository issues it, warm: the plan of one run and the median execution time of `runs`.
 */
export async function explainPriceHint(db: BenchDb, runs = 31): Promise<PriceHintExplained> {
  db.captured.length = 0;
  const stats = await db.repository.comparables(PRICE_HINT_KEY);
  const q = db.captured.at(-1);
  if (!q) throw new Error('price hint: no query captured');
  const calls: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await db.repository.comparables(PRICE_HINT_KEY);
    calls.push(performance.now() - started);
  }
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i < runs; i += 1) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
    plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    if (time) times.push(Number(time));
  }
  return {
    sql: q.sql,
    plan,
    indexes: [
      ...new Set(
        [...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
          (m) => m[1] ?? '',
        ),
      ),
    ],
    seqScan: /Seq Scan on product\b/.test(plan),
    comparables: stats.comparables,
    p50Ms: median(times),
    callP50Ms: median(calls),
    runs,
  };
}
