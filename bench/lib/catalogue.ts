import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { WORD_SIMILARITY_THRESHOLD } from '../../apps/server/src/db/client.js';
import { createProductsRepository } from '../../apps/server/src/modules/products/products.repository.js';
import { LISTING_PAGE_SIZE } from '../../apps/server/src/modules/products/products.service.js';

export type Engine = { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };

interface Captured {
  sql: string;
  params: unknown[];
}

export interface BenchDb {
  /** A raw query, parameters bound the same way Drizzle binds them. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Our repository over the same connection, its SQL captured as it runs. */
  repository: ReturnType<typeof createProductsRepository>;
  captured: Captured[];
  close(): Promise<void>;
}

/** Opens the engine the server uses (the server must be stopped for PGlite: one process owns its files). */
export async function openBenchDb(engine: Engine): Promise<BenchDb> {
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
  if (engine.driver === 'postgres') {
    // The server's connection settings: the search's typo tolerance (`<%`) depends on the threshold.
    const pool = new pg.Pool({
      connectionString: engine.url,
      max: 2,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      async query<T>(text: string, params: unknown[] = []) {
        return (await pool.query(text, params)).rows as T[];
      },
      repository: createProductsRepository(db),
      captured,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(join(engine.dataDir, 'pglite'), { extensions: { pg_trgm } });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    repository: createProductsRepository(db),
    captured,
    close: () => client.close(),
  };
}

const BATCH = 100_000;

/** Real model names per category, so a text search meets the spread of names a live catalogue has. */
const MODELS = {
  Android: [
    'Samsung Galaxy A52',
    'Samsung Galaxy A32 5G',
    'Samsung Galaxy A12',
    'Samsung Galaxy S21 FE',
    'Samsung Galaxy S20 FE',
    'Samsung Galaxy M31',
    'Xiaomi Redmi Note 12',
    'Xiaomi Redmi Note 11',
    'Xiaomi Redmi 10C',
    'Xiaomi Poco X3 Pro',
    'Google Pixel 7',
    'Google Pixel 6a',
    'OnePlus 9 5G',
    'OnePlus Nord 2',
    'Realme C55',
    'Realme 9 Pro',
    'Walton Primo R10',
    'Vivo Y21',
    'Oppo A57',
    'Infinix Hot 12',
  ],
  iOS: [
    'Apple iPhone 11',
    'Apple iPhone 12',
    'Apple iPhone 12 Pro Max',
    'Apple iPhone 13',
    'Apple iPhone 13 Pro',
    'Apple iPhone SE (2022)',
    'Apple iPhone XR',
    'Apple iPad 9th Gen Wi-Fi',
  ],
  kaiOS: ['Nokia 8110 4G', 'Nokia 2720 Flip', 'Nokia 800 Tough', 'Jio Phone 2'],
} as const;
const STORAGE = {
  Android: ['(4/64 GB)', '(6/128 GB)', '(8/128 GB)', '(8/256 GB)'],
  iOS: ['(64 GB)', '(128 GB)', '(256 GB)'],
  kaiOS: ['(Dual SIM)', '(Single SIM)'],
} as const;
/** Areas the way sellers write them: a third of them in Dhaka. */
const LOCATIONS = [
  'Mirpur 10, Dhaka',
  'Dhanmondi, Dhaka',
  'Uttara Sector 7, Dhaka',
  'Gulshan 2, Dhaka',
  'Agrabad, Chattogram',
  'Nasirabad, Chattogram',
  'Zindabazar, Sylhet',
  'Khulna Sadar, Khulna',
  'Shaheb Bazar, Rajshahi',
  'Kandirpar, Cumilla',
  'Chowrasta, Gazipur',
  'Sadar Road, Barishal',
];
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Bulk-loads listings with generate_series until the catalogue holds `total` products: one seller, the three
 * categories in turn, each listing named after one of ~30 real models of its category with a storage size and its
 * number ('Samsung Galaxy A52 (6/128 GB) #4242'; the model, storage and area picked by a hash of the number), a dozen areas of eight cities, created_at spread 30 s apart going
 * back from now (older than the demo listings' newest), one in twenty sold and one in a hundred removed, as a live
 * catalogue would have.
 */
export async function growCatalogue(db: BenchDb, total: number): Promise<{ added: number; seconds: number }> {
  const started = performance.now();
  const [{ count = 0 } = {}] = await db.query<{ count: number }>('select count(*)::int as count from product');
  const [seller] = await db.query<{ id: string }>(`select id from "user" where email = 'rahim@phonehaat.test'`);
  const [photo] = await db.query<{ picture: string }>('select picture from product order by created_at limit 1');
  if (!seller || !photo) throw new Error('the demo data is missing: seed the database first');
  const from = count + 1;
  for (let start = from; start <= total; start += BATCH) {
    const end = Math.min(total, start + BATCH - 1);
    await db.query(
      `insert into product (seller_id, name, picture, photos, category, category_id, year_of_use, original_price_poisha,
         resale_price_poisha, location, condition, contact, is_purchased, deleted_at, created_at, updated_at,
         brand, model, storage_gb)
       select $1,
         m.full || ' ' || m.size || ' #' || g,
         $2, array[$2::text],
         (array['Android','iOS','kaiOS'])[1 + g % 3], 1 + g % 3, 1 + g % 4,
         2000000 + (g % 500) * 10000, 1000000 + (g % 500) * 5000,
         (${sqlArray(LOCATIONS)})[1 + h.location % ${LOCATIONS.length}],
         (array['Excellent','Good','Fair'])[1 + (g / 5) % 3], '01700000000',
         g % 20 = 0, case when g % 100 = 1 then now() end,
         now() - interval '1 day' - g * interval '30 seconds', now() - interval '1 day' - g * interval '30 seconds',
         -- Brand and model as a listing stores them (issue 16), for the fair-price hint's comparables.
         split_part(m.full, ' ', 1), substr(m.full, length(split_part(m.full, ' ', 1)) + 2),
         (array[64, 128, 256])[1 + h.storage % 3]
       from generate_series($3::int, $4::int) as g,
         -- hashed, so that the model, storage and area do not line up with the sold and removed ones (g % 20, g % 100)
         lateral (select hashint4(g) & 65535 as model, hashint4(g + 7919) & 65535 as storage,
                         hashint4(g + 104729) & 65535 as location) as h,
         lateral (select (case g % 3
              when 0 then (${sqlArray(MODELS.Android)})[1 + h.model % ${MODELS.Android.length}]
              when 1 then (${sqlArray(MODELS.iOS)})[1 + h.model % ${MODELS.iOS.length}]
              else (${sqlArray(MODELS.kaiOS)})[1 + h.model % ${MODELS.kaiOS.length}]
            end) as full,
            (case g % 3
              when 0 then (${sqlArray(STORAGE.Android)})[1 + h.storage % ${STORAGE.Android.length}]
              when 1 then (${sqlArray(STORAGE.iOS)})[1 + h.storage % ${STORAGE.iOS.length}]
              else (${sqlArray(STORAGE.kaiOS)})[1 + h.storage % ${STORAGE.kaiOS.length}]
            end) as size) as m`,
      [seller.id, photo.picture, start, end],
    );
  }
  await db.query('analyze product');
  return { added: Math.max(0, total - count), seconds: (performance.now() - started) / 1000 };
}

export interface Explained {
  sql: string;
  plan: string;
  usesIndex: boolean;
  /** The product indexes the plan walks. */
  indexes: string[];
  executionMs: number | undefined;
}

/**
 * The category listing's SQL exactly as our repository issues it (captured from Drizzle as it runs), for the first
 * page and for a keyset page `depth` pages in, each with its EXPLAIN ANALYZE.
 */
export async function explainListing(db: BenchDb, categoryId: number, depth: number) {
  const pages: Captured[] = [];
  let after: { createdAt: Date; id: string } | undefined;
  for (let i = 0; i <= depth; i += 1) {
    db.captured.length = 0;
    const rows = await db.repository.listCategory(categoryId, LISTING_PAGE_SIZE + 1, after);
    const q = db.captured.at(-1);
    if (q && (i === 0 || i === depth)) pages.push(q);
    const last = rows[LISTING_PAGE_SIZE - 1];
    if (!last) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  const explained: Explained[] = [];
  for (const q of pages) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${q.sql}`,
      q.params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    explained.push({
      sql: q.sql,
      plan,
      // Either listing index serves the category page in order (product_category_listing_idx exactly; with three
      // balanced categories the planner may rather walk product_listing_idx and skip other categories' rows): what
      // must not appear is a scan of the whole table.
      usesIndex: /Index (Only )?Scan (Backward )?using product_\w+/.test(plan) && !/Seq Scan on product\b/.test(plan),
      indexes: [...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (product_\w+)/g)].map((m) => m[1] ?? ''),
      executionMs: time ? Number(time) : undefined,
    });
  }
  return { first: explained[0], deep: explained[1] };
}

/** A PostgreSQL database of our own on the server of `adminUrl`, created fresh and dropped at the end. */
export async function createBenchDatabase(adminUrl: string, name = 'phonehaat_bench') {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function postgresVersion(url: string): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    const { rows } = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return rows[0]?.v;
  } catch {
    return undefined;
  } finally {
    await c.end().catch(() => undefined);
  }
}
