/**
 * `npm run admin:create -- --email owner@example.com [--name "Owner Name"]` makes that account an Admin.
 * The password is read from ADMIN_PASSWORD or asked for on the terminal (never taken from the command line, where
 * it would land in the shell history). Uses the same database as the server (DATABASE_URL or DATA_DIR); stop a
 * server that runs on embedded PGlite first, since only one process may open its folder.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureAdmin } from '../modules/users/admin-account.js';
import { publishInvalidation } from '../plugins/freshness.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email owner@example.com [--name "Owner Name"]');
  process.exit(2);
}

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password for the admin account (at least 8 characters): ');
  rl.close();
}
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}

const config = loadConfig({ ...process.env, ADMIN_EMAIL: email.data, ADMIN_PASSWORD: password });
const database = await openDatabase(config.database);
await database.migrate();
const result = await ensureAdmin(database.db, { email: email.data, password, name: values.name });
await database.close();
// Running servers drop what they keep of this account (its sessions, its name on pages) at once.
if (config.redisUrl) {
  await publishInvalidation(config.redisUrl, { kind: 'user', id: result.id }).catch((err: unknown) => {
    console.warn(
      `Could not tell the running servers through Redis (${String(err)}); they see the change within a second.`,
    );
  });
}
console.log(`${result.created ? 'Created' : 'Updated'} admin account ${email.data.toLowerCase()}.`);
