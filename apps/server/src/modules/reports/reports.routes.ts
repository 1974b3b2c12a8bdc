import { DeletedSchema, IdSchema, ModifiedSchema, ProductListSchema, ReportSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';
import { CursorQuery, decodeCursor, linkNext } from '../../lib/cursor.js';
import { toProduct } from '../products/products.mapper.js';

const errors = apiErrors(400, 401, 403, 404, 429);

/** 'Report to Admin' and the admin's Reported Items. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.products;
  const admin = app.requireRole('Admin');

  // One person cannot flag the whole catalogue: a few reports an hour is what a real reader files.
  const reportLimit = app.perUserLimit({
    name: 'report',
    max: app.config.limits.reportsPerHour,
    timeWindow: '1 hour',
    message: 'You have reported many listings in a short time. Please wait a while before reporting more.',
  });
  app.put(
    '/reports/:productId',
    {
      preHandler: [app.authenticate, reportLimit],
      schema: {
        params: z.object({ productId: IdSchema }),
        body: ReportSchema,
        response: { 200: ModifiedSchema, ...errors },
      },
    },
    async (request) => {
      await service.report(request.user!, request.params.productId);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.get(
    '/reportedproduct',
    {
      preHandler: admin,
      schema: { querystring: z.object({ cursor: CursorQuery }), response: { 200: ProductListSchema, ...errors } },
    },
    async (request, reply) => {
      const { page, next } = await service.reported(decodeCursor(request.query.cursor));
      linkNext(reply, '/api/reportedproduct', request.query, next);
      return page.map(toProduct);
    },
  );

  app.delete(
    '/reportedproduct/:id',
    { preHandler: admin, schema: { params: z.object({ id: IdSchema }), response: { 200: DeletedSchema, ...errors } } },
    async (request) => ({ acknowledged: true as const, deletedCount: await service.removeReported(request.params.id) }),
  );
};
