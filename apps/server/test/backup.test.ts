import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import {
  createPostgresDatabase,
  createPrincipal,
  engine,
  listProduct,
  placeOrder,
  testConfig,
  TEST_DATABASE_URL,
} from './helpers.js';

const run = promisify(execFile);

/**
 * `npm run db:backup` and `npm run db:restore` on the configured engine (PGlite here, PostgreSQL when
 * TEST_DATABASE_URL is set): a backup of a database with people, listings, an order and photos, the data wiped, the
 * backup restored, and every row of every table and every photo there again.
 */
describe(`db:backup and db:restore (${engine})`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'phonehaat-backup-'));
  const dataDir = join(folder, 'data');
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  let env: Record<string, string>;

  const open = async (): Promise<App> => buildApp({ config: testConfig(env) });
  /** Every table's rows, as sorted JSON text per table, so any lost or changed row shows. */
  async function everyRow(app: App): Promise<Record<string, string[]>> {
    const tables = await app.db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const rows = (tables as unknown as { rows: { schema: string; name: string }[] }).rows;
    const out: Record<string, string[]> = {};
    for (const { schema, name } of rows) {
      const result = await app.db.execute(sql.raw(`select row_to_json(t)::text as row from "${schema}"."${name}" t`));
      const list = (result as unknown as { rows: { row: string }[] }).rows;
      out[`${schema}.${name}`] = list.map((r) => r.row).sort();
    }
    return out;
  }
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/cli/db-backup.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  beforeAll(async () => {
    postgres = TEST_DATABASE_URL ? await createPostgresDatabase('phonehaat_backup') : undefined;
    env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores every row and every photo after the data is wiped', { timeout: 300_000 }, async () => {
    const app = await open();
    const seller = await createPrincipal(app, 'Seller');
    const buyer = await createPrincipal(app, 'Buyer');
    const productIds = [await listProduct(app, seller), await listProduct(app, seller)];
    await placeOrder(app, buyer, productIds[0]!);
    const before = await everyRow(app);
    const photos = (await app.inject({ url: `/api/product/${productIds[1]}`, headers: buyer.headers })).json<{
      product: { picture: string };
    }>().product.picture;
    expect(photos).toMatch(/^\/api\/images\//);
    const photoBytes = (await app.inject({ url: photos })).rawPayload;
    expect(before['public.user']?.length).toBeGreaterThanOrEqual(2);
    await app.close();

    const backupDir = join(folder, 'backup');
    const made = await cli('backup', '--to', backupDir);
    expect(made.stdout).toMatch(new RegExp(`Backed up the ${engine} database and [1-9]\\d* image files to`));
    expect(readdirSync(backupDir).sort()).toEqual(
      ['files', 'manifest.json', engine === 'postgres' ? 'database.dump' : 'database.tar.gz'].sort(),
    );

    // Wiped: the images' folder and the database (PGlite's folder, or PostgreSQL's schemas) are gone.
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    if (postgres) {
      const wipe = await open();
      await wipe.db.execute(sql`drop schema public cascade; drop schema drizzle cascade; create schema public`);
      await wipe.close();
    } else {
      rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
    }
    const empty = await open();
    expect((await everyRow(empty))['public.user']).toEqual([]);
    await empty.close();

    const restored = await cli('restore', backupDir);
    expect(restored.stdout).toContain(`Restored the ${engine} database`);
    const again = await open();
    try {
      expect(await everyRow(again)).toEqual(before);
      const photo = await again.inject({ url: photos });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(photoBytes)).toBe(true);
      // The seller's session came back with the rows: the same token works.
      expect((await again.inject({ url: `/api/product/${productIds[0]}`, headers: buyer.headers })).statusCode).toBe(
        200,
      );
    } finally {
      await again.close();
    }
  });

  it('refuses to restore a folder that is not a finished backup, with a sentence', async () => {
    const notBackup = join(folder, 'not-a-backup');
    await expect(cli('restore', notBackup)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a finished backup'),
    });
  });
});
