import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.js';

const run = promisify(execFile);

/** What a backup folder holds, written last: a folder without it is an unfinished backup and is refused. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** `database.tar.gz` (PGlite's dumpDataDir) or `database.dump` (pg_dump's custom format). */
  database: { driver: 'pglite' | 'postgres'; file: string };
  /** The images' folder copied as `files/`, or the bucket left to its own backups (S3). */
  images: { kind: 'local'; files: number } | { kind: 's3'; bucket: string };
}

const MANIFEST = 'manifest.json';

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/**
 * Writes a backup of the database and the images into `dir` (made; it must be empty or absent). PGlite is dumped
 * with its dumpDataDir and PostgreSQL with pg_dump, so the server must be stopped for PGlite (one process owns its
 * folder) but may keep running on PostgreSQL (pg_dump reads one consistent snapshot).
 */
export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: choose a new folder.`);
  mkdirSync(dir, { recursive: true });
  let database: BackupManifest['database'];
  if (config.database.driver === 'postgres') {
    database = { driver: 'postgres', file: 'database.dump' };
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', join(dir, database.file), config.database.url]);
  } else {
    if (!existsSync(join(config.database.dir, 'PG_VERSION')))
      throw new Error(`There is no database at ${config.database.dir} to back up.`);
    database = { driver: 'pglite', file: 'database.tar.gz' };
    const client = await PGlite.create(config.database.dir, { extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(join(dir, database.file), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  let images: BackupManifest['images'];
  if (config.storage.kind === 's3') {
    images = { kind: 's3', bucket: config.storage.bucket };
  } else {
    if (existsSync(config.storage.dir)) cpSync(config.storage.dir, join(dir, 'files'), { recursive: true });
    images = { kind: 'local', files: countFiles(join(dir, 'files')) };
  }
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, images };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts the database and the images of the backup in `dir` back in place of the current ones (the server stopped).
 * The backup's engine must be the configured one: a PGlite backup restores onto PGlite, a pg_dump onto PostgreSQL.
 */
export async function restore(config: Config, dir: string): Promise<BackupManifest> {
  if (!existsSync(join(dir, MANIFEST))) throw new Error(`${dir} has no ${MANIFEST}: it is not a finished backup.`);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${dir} is a backup of an unknown format.`);
  if (manifest.database.driver !== config.database.driver)
    throw new Error(
      `${dir} is a ${manifest.database.driver} backup, but the server is configured for ${config.database.driver}` +
        ' (DATABASE_URL): restore it onto the same engine.',
    );
  const file = join(dir, manifest.database.file);
  if (config.database.driver === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      config.database.url,
      file,
    ]);
  } else {
    rmSync(config.database.dir, { recursive: true, force: true });
    mkdirSync(config.database.dir, { recursive: true });
    const client = await PGlite.create(config.database.dir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.close();
  }
  if (manifest.images.kind === 'local' && config.storage.kind === 'local') {
    rmSync(config.storage.dir, { recursive: true, force: true });
    if (existsSync(join(dir, 'files'))) cpSync(join(dir, 'files'), config.storage.dir, { recursive: true });
  }
  return manifest;
}
