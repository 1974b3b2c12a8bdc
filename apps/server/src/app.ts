import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLocalStorage } from './adapters/storage/local-storage.js';
import { createS3Storage } from './adapters/storage/s3-storage.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createEventBus } from './lib/events.js';
import { checkoutPlugin } from './modules/checkout/index.js';
import { auditDomain } from './modules/audit/index.js';
import { conversationsDomain } from './modules/conversations/index.js';
import { dealsDomain } from './modules/deals/index.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imagesDomain } from './modules/images/index.js';
import { mailDomain } from './modules/mail/index.js';
import { notificationsDomain } from './modules/notifications/index.js';
import { productsDomain } from './modules/products/index.js';
import { trustDomain } from './modules/trust/index.js';
import { usersDomain } from './modules/users/index.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { freshnessPlugin } from './plugins/freshness.js';
import { inputPlugin } from './plugins/input.js';
import { jobsPlugin } from './plugins/jobs.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { pagesDomain } from './modules/pages/index.js';
import { webPlugin } from './plugins/web.js';

export interface BuildAppOptions {
  config: Config;
  /** An open database; when absent one is opened from the config, migrated, and closed with the app. */
  database?: DatabaseHandle;
  storage?: Storage;
  /** The development OpenID provider's issuer, when it runs (server.ts starts it; it is a listening server). */
  devOidcIssuer?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The clock the domains and jobs read (tests move it); the system clock when absent. */
  now?: () => Date;
  /** Where mail goes when SMTP_URL is not set: the local catcher server.ts starts (smtp://127.0.0.1:port). */
  smtpUrl?: string | undefined;
}

/** Builds the whole application. It never listens: server.ts does, and tests call `inject()`. */
export async function buildApp({
  config,
  database,
  storage,
  devOidcIssuer,
  logger = false,
  now = () => new Date(),
  smtpUrl,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // A plugin's start-up work (the listing page's renderer, migrations) may wait for a busy CPU: a slow start, not a failed one.
    pluginTimeout: 120_000,
    // Every log line of a request and every answer carry its id: the load balancer's (X-Request-Id) behind a trusted
    // proxy, else a fresh UUID, so ids from several instances never collide.
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Closing (SIGTERM): every answer still being sent ends its connection, so a client's kept-alive connection does
  // not hold the shutdown open until its idle timeout; new requests on such a connection get Fastify's 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const ownsDatabase = !database;
  const db = database ?? (await openDatabase(config.database, (err) => app.log.warn({ err }, 'database pool error')));
  if (ownsDatabase) await db.migrate();

  app.decorate('config', config);
  app.decorate('events', createEventBus());
  app.decorate('database', db);
  app.decorate('db', db.db);
  app.decorate(
    'storage',
    storage ?? (config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storageDir)),
  );
  if (ownsDatabase) app.addHook('onClose', async () => db.close());

  // External plugins first, then ours, then routes (STYLE.md).
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin, { config });
  await app.register(inputPlugin);
  await app.register(freshnessPlugin, { config });
  await app.register(metricsPlugin, { config });
  await app.register(authPlugin, { config, devOidcIssuer });
  await app.register(jobsPlugin, { config, now });
  await app.register(mailDomain, { config, smtpUrl });
  // The domains (decision 0007): each builds its service once (app.users, app.images, app.products, app.checkout,
  // app.deals)
  // and registers its routes under /api.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(auditDomain);
  await app.register(usersDomain);
  await app.register(imagesDomain);
  await app.register(productsDomain, { config });
  await app.register(trustDomain, { config });
  await app.register(checkoutPlugin, { config });
  await app.register(dealsDomain, { config });
  await app.register(conversationsDomain);
  await app.register(notificationsDomain);
  await app.register(webPlugin, { config });
  await app.register(pagesDomain);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
