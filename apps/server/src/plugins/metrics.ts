import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.js';

/** Where Prometheus scrapes; not under /api (it is not part of the API, nor in its OpenAPI document). */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics for one instance (docs/decisions/0016-shipping-and-operating.md): the process (prom-client's
 * defaults), every answer's duration by route and status, the database, the short caches, deals and payments by the
 * state they reached (from the domains' events), the job queue and the open chat sockets. Served at /metrics only to
 * `Authorization: Bearer METRICS_TOKEN`; without METRICS_TOKEN it is 404 like any unknown address.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'phonehaat_' });

    const requests = new Histogram({
      name: 'phonehaat_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern, method and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // The pattern, never the raw URL, so ids in paths cannot grow the series without bound.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      requests.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'phonehaat_db_ping_seconds',
      help: 'A `select 1` round trip to the database, timed at each scrape (-1: it did not answer).',
      registers: [registry],
      async collect() {
        this.set(
          await app.database.ping().then(
            (ms) => ms / 1000,
            () => -1,
          ),
        );
      },
    });
    new Gauge({
      name: 'phonehaat_db_pool_connections',
      help: "PostgreSQL's connection pool by state (absent on PGlite): open, idle, and queries waiting.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.database.pool?.();
        if (!pool) return;
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

    for (const [name, help, pick] of [
      ['phonehaat_cache_hits_total', 'Answers of a short cache from memory (or a load already under way).', 'hits'],
      ['phonehaat_cache_misses_total', 'Answers of a short cache that had to load.', 'misses'],
    ] as const) {
      new Counter({
        name,
        help,
        labelNames: ['cache'] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const stats of app.freshness.stats()) this.inc({ cache: stats.name }, stats[pick]);
        },
      });
    }
    new Gauge({
      name: 'phonehaat_cache_entries',
      help: 'Entries held by each short cache now.',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const stats of app.freshness.stats()) this.set({ cache: stats.name }, stats.size);
      },
    });

    const deals = new Counter({
      name: 'phonehaat_deals_total',
      help: 'Deals reaching each state on this instance (requested, accepted, completed, expired...).',
      labelNames: ['status'] as const,
      registers: [registry],
    });
    app.events.on('deal.changed', ({ status, from }) => {
      if (from !== status) deals.inc({ status });
    });
    const payments = new Counter({
      name: 'phonehaat_payments_total',
      help: 'Card payments reaching each state on this instance (authorised, succeeded, refunded, voided).',
      labelNames: ['status'] as const,
      registers: [registry],
    });
    app.events.on('payment.changed', ({ status }) => payments.inc({ status }));
    const sales = new Counter({
      name: 'phonehaat_sales_total',
      help: 'Phones sold, and sales given back, on this instance.',
      labelNames: ['change'] as const,
      registers: [registry],
    });
    app.events.on('listing.changed', ({ change }) => {
      if (change === 'sold' || change === 'returned') sales.inc({ change });
    });

    new Gauge({
      name: 'phonehaat_jobs_pending',
      help: 'Jobs not yet done (deal expiry, release, money, mail): due now, or scheduled for later.',
      labelNames: ['when'] as const,
      registers: [registry],
      async collect() {
        const depth = await app.jobs.depth().catch(() => undefined);
        if (!depth) return;
        this.set({ when: 'due' }, depth.due);
        this.set({ when: 'later' }, depth.later);
      },
    });
    new Gauge({
      name: 'phonehaat_chat_sockets_open',
      help: 'Signed-in chat sockets open on this instance.',
      registers: [registry],
      collect() {
        this.set(app.chatSockets.counts().sockets);
      },
    });

    const expected = config.metricsToken ? digest(config.metricsToken) : undefined;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!expected) return reply.code(404).send({ error: 'Not Found', message: `No route for GET ${METRICS_PATH}.` });
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'Unauthorized', message: 'Metrics need the METRICS_TOKEN bearer token.' });
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['freshness'] },
);
