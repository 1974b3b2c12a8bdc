import { HealthSchema, ApiErrorSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const VERSION = '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema.or(ApiErrorSchema) } } },
    async (_request, reply) => {
      const base = { uptimeSeconds: Math.round(process.uptime()), version: VERSION };
      reply.header('cache-control', 'no-store');
      try {
        const latencyMs = await app.database.ping();
        return {
          status: 'ok' as const,
          database: { status: 'up' as const, driver: app.database.driver, latencyMs },
          ...base,
        };
      } catch (err) {
        app.log.warn({ err }, 'health check: database unreachable');
        return reply.code(503).send({
          status: 'degraded' as const,
          database: { status: 'down' as const, driver: app.database.driver },
          ...base,
        });
      }
    },
  );
};
