import type { Storage } from './adapters/storage/storage.js';
import type { CheckoutService } from './modules/checkout/checkout.service.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { EventBus } from './lib/events.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: Storage;
    /** Domain events: what changed, said by the domain that changed it. */
    events: EventBus;
    /** Orders, payment attempts and payments (modules/checkout). */
    checkout: CheckoutService;
  }
}
