import type { SandboxGateway } from './adapters/payments/sandbox-gateway.js';
import type { Storage } from './adapters/storage/storage.js';
import type { PaymentsService } from './modules/payments/payments.service.js';
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
    payments: PaymentsService;
    /** The sandbox gateway's browser-side calls, when the sandbox is the payment gateway. */
    sandboxGateway: SandboxGateway | undefined;
  }
}
