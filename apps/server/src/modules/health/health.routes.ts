import { HealthSchema, ApiErrorSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const VERSION = '0.1.0';
/** Down: the health fields for monitors, and the API's `{error, message}` for any other caller. */
const DegradedSchema = HealthSchema.extend({ error: z.string(), message: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: DegradedSchema.or(ApiErrorSchema) } } },
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
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            error: 'Service Unavailable',
            message:
              'The service is briefly unavailable: its database cannot be reached. Please try again in a moment.',
            status: 'degraded' as const,
            database: { status: 'down' as const, driver: app.database.driver },
            ...base,
          });
      }
    },
  );
};
