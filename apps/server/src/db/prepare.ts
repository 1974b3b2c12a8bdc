import type { Storage } from '../adapters/storage/storage.js';
import type { Config } from '../config.js';
import { ensureAdmin } from '../modules/users/admin-account.js';
import type { Database } from './client.js';
import { seedDemoData, type RecordImeis, type SeedResult } from './seed.js';

/**
 * What start-up writes before the server answers: the demo data into an empty database (first, since seeding leaves
 * any database with a user alone), then the admin named by ADMIN_EMAIL, created or promoted.
 */
export async function prepareData(
  db: Database,
  storage: Storage,
  config: Pick<Config, 'seedDemoData' | 'auth'>,
  recordImeis?: RecordImeis,
): Promise<{ seed: SeedResult | undefined; admin: { created: boolean } | undefined }> {
  const seed = config.seedDemoData ? await seedDemoData(db, storage, new Date(), recordImeis) : undefined;
  const admin = config.auth.admin ? await ensureAdmin(db, config.auth.admin) : undefined;
  return { seed, admin };
}
