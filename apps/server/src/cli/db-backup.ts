/**
 * `npm run db:backup [-- --to <folder>]` writes the database and the images to a new folder (default
 * backups/phonehaat-<time>); `npm run db:restore -- <folder>` puts them back in place of the current ones.
 * Same configuration as the server (DATABASE_URL or DATA_DIR, S3_BUCKET). Stop the server first on PGlite (one process
 * owns its folder), and before any restore.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, loadConfig } from '../config.js';
import { backup, restore } from '../db/backup.js';

const USAGE = 'Usage: db-backup backup [--to <folder>] | db-backup restore <folder>';
const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
const [command, folder] = positionals;

try {
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = resolve(values.to ?? resolve(REPO_ROOT, 'backups', `phonehaat-${stamp}`));
    const manifest = await backup(config, dir);
    console.log(
      `Backed up the ${manifest.database.driver} database and ` +
        (manifest.images.kind === 'local'
          ? `${manifest.images.files} image files`
          : `no images (they are in the S3 bucket ${manifest.images.bucket}: back it up with the store's own tools)`) +
        ` to ${dir}`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restore(config, resolve(folder));
    console.log(`Restored the ${manifest.database.driver} database and the images of ${manifest.createdAt}.`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
