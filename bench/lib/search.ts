import { takaToPoisha } from '@phonehaat/shared';
import type { SearchFilters } from '../../apps/server/src/modules/products/products.repository.js';
import { LISTING_PAGE_SIZE } from '../../apps/server/src/modules/products/products.service.js';
import type { BenchDb } from './catalogue.js';

/** Filters as the service passes them, every one unset unless given. */
const filters = (f: Partial<SearchFilters> & Pick<SearchFilters, 'sort'>): SearchFilters => ({
  q: undefined,
  condition: undefined,
  verified: undefined,
  location: undefined,
  brand: undefined,
  ...f,
});

/** The searches of issue 9's 'Done when', as GET /api/search receives them, and the category page sorted by price. */
export const SEARCHES: { name: string; url: string; filters: SearchFilters }[] = [
  {
    name: "text with typos: 'samsng a52'",
    url: '/api/search?q=samsng+a52',
    filters: filters({ q: 'samsng a52', sort: 'newest' }),
  },
  {
    name: "'iphon', iOS, at most 20,000 Tk, price low to high",
    url: '/api/search?q=iphon&category=2&maxPrice=20000&sort=price-asc',
    filters: filters({ q: 'iphon', category: 2, maxPricePoisha: takaToPoisha(20_000), sort: 'price-asc' }),
  },
  {
    name: "location 'dhaka', condition Excellent or Good",
    url: '/api/search?location=dhaka&condition=Excellent,Good',
    filters: filters({ location: 'dhaka', condition: ['Excellent', 'Good'], sort: 'newest' }),
  },
  {
    name: "a model nobody lists: 'motorola edge'",
    url: '/api/search?q=motorola+edge',
    filters: filters({ q: 'motorola edge', sort: 'newest' }),
  },
  {
    name: 'category page (Android) by price, low to high',
    url: '/api/search?category=1&sort=price-asc',
    filters: filters({ category: 1, sort: 'price-asc' }),
  },
];

export interface SearchExplained {
  name: string;
  url: string;
  sql: string;
  plan: string;
  /** The indexes the plan reads, in plan order. */
  indexes: string[];
  /** Whether some node of the plan scans the product table sequentially. */
  seqScan: boolean;
  rows: number;
  executionMs: number | undefined;
}

const INDEX_NODE = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g;

/**
 * EXPLAIN ANALYZE of each search in SEARCHES exactly as our repository issues it (its SQL captured from Drizzle as
 * it runs, with its parameters): the first page, LISTING_PAGE_SIZE + 1 rows as the service asks for. Each query runs
 * once before it is explained, so the figure is a warm one, as on a server that has been answering searches.
 */
export async function explainSearches(db: BenchDb): Promise<SearchExplained[]> {
  const out: SearchExplained[] = [];
  for (const search of SEARCHES) {
    db.captured.length = 0;
    const rows = await db.repository.search(search.filters, LISTING_PAGE_SIZE + 1);
    const q = db.captured.at(-1);
    if (!q) throw new Error(`${search.name}: no query captured`);
    const result = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${q.sql}`,
      q.params,
    );
    const plan = result.map((r) => r['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    out.push({
      name: search.name,
      url: search.url,
      sql: q.sql,
      plan,
      indexes: [...new Set([...plan.matchAll(INDEX_NODE)].map((m) => m[1] ?? ''))],
      seqScan: /Seq Scan on product\b/.test(plan),
      rows: rows.length,
      executionMs: time ? Number(time) : undefined,
    });
  }
  return out;
}
