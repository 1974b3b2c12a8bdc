import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema/index.js';

export { schema };

/** The Drizzle database, whichever engine is underneath. Repositories depend on this type only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL (for a connection of its own, such as LISTEN's); undefined on PGlite. */
  url?: string | undefined;
  /** Round-trip to the engine; resolves with the latency in ms or rejects when it is unreachable. */
  ping(): Promise<number>;
  /** PostgreSQL's connection pool: connections open, idle, and queries waiting for one; undefined on PGlite. */
  pool?(): { total: number; idle: number; waiting: number };
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How alike a searched word and a word of a name must be for search's `<%` (pg_trgm; its default is 0.6). At 0.5
 * 'samsng' finds 'Samsung' (0.57) while 'note' does not find 'Nokia' (0.4). Set on every connection.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `{driver: 'pglite', dir: undefined}` is an in-memory database (used by tests), started from `loadDataDir` (a data
 * folder PGlite dumped) when given.
 */
export type DatabaseTarget = DatabaseConfig | { driver: 'pglite'; dir: undefined; loadDataDir?: Blob };

export async function openDatabase(
  target: DatabaseTarget,
  onPoolError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      // A database that stops answering (a partition, a frozen host) must not hold requests forever: the query
      // fails, the caller gets a 503, and the pool drops the connection.
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      url: target.url,
      ping: () => timed(() => db.execute(sql`select 1`), PING_TIMEOUT_MS),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Migrations may rightly take longer than any API query: their own connection, without the query timeout.
      async migrate() {
        const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 30_000 });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }

  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const loadDataDir = 'loadDataDir' in target ? target.loadDataDir : undefined;
  const client = await PGlite.create(target.dir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** How long one query on PostgreSQL may wait for the database's answer. */
export const QUERY_TIMEOUT_MS = 10_000;
/** How long the health check waits for `select 1`: a database slower than this is not healthy. */
const PING_TIMEOUT_MS = 3_000;

/** The database did not answer in time; the error handler answers it with 503 (by its code). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
  }
}

async function timed(run: () => Promise<unknown>, timeoutMs?: number): Promise<number> {
  const started = performance.now();
  if (timeoutMs === undefined) {
    await run();
  } else {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      await Promise.race([run(), late]);
    } finally {
      clearTimeout(timer);
    }
  }
  return Math.round((performance.now() - started) * 100) / 100;
}
