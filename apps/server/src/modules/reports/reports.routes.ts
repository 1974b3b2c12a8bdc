import {
  DeletedSchema,
  DismissedSchema,
  DismissReportsSchema,
  IdSchema,
  ModifiedSchema,
  ReportedProductListSchema,
  ReportSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';
import { CursorQuery } from '../../lib/cursor.js';
import { toProduct } from '../products/products.mapper.js';
import { decodeQueueCursor, encodeQueueCursor } from '../products/products.service.js';

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
      await service.report(request.user!, request.params.productId, request.body);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.get(
    '/reportedproduct',
    {
      preHandler: admin,
      schema: {
        querystring: z.object({ cursor: CursorQuery }),
        response: { 200: ReportedProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The most reported first, then the longest waiting; each with every reason (counted) and note.
      const { page, next } = await service.reported(decodeQueueCursor(request.query.cursor));
      if (next) reply.header('link', `</api/reportedproduct?cursor=${encodeQueueCursor(next)}>; rel="next"`);
      return page.map((row) => ({ ...toProduct(row), moderation: row.moderation }));
    },
  );

  // Dismissing a listing's reports (issue 16): they are closed and the listing returns, unless another hold keeps it.
  app.put(
    '/reportedproduct/:id',
    {
      preHandler: admin,
      schema: {
        params: z.object({ id: IdSchema }),
        body: DismissReportsSchema,
        response: { 200: DismissedSchema, ...errors },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      dismissedCount: await service.dismissReports(request.user!, request.params.id),
    }),
  );

  app.delete(
    '/reportedproduct/:id',
    { preHandler: admin, schema: { params: z.object({ id: IdSchema }), response: { 200: DeletedSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await service.removeReported(request.user!, request.params.id),
    }),
  );
};
