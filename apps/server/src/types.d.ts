import type { Storage } from './adapters/storage/storage.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: Storage;
  }
}
