import {
  CreateOrderSchema,
  EmailSchema,
  IdSchema,
  InsertedSchema,
  MyBuyerRowSchema,
  OrderSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors, HttpError } from '../../plugins/errors.js';

const errors = apiErrors(400, 401, 403, 404, 409);

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.checkout;
  const buyer = app.requireRole('Buyer');

  app.post(
    '/orders',
    { preHandler: buyer, schema: { body: CreateOrderSchema, response: { 201: InsertedSchema, ...errors } } },
    async (request, reply) => {
      const insertedId = await service.place(request.user!, request.body);
      return reply.code(201).send({ acknowledged: true as const, insertedId });
    },
  );

  app.get(
    '/orders',
    {
      preHandler: buyer,
      schema: {
        querystring: z.object({ email: EmailSchema.optional() }),
        response: { 200: z.array(OrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.email && request.query.email !== request.user!.email) {
        throw new HttpError(403, 'You can only see your own orders.', 'forbidden');
      }
      reply.header('cache-control', 'private, no-store');
      return service.mine(request.user!);
    },
  );

  app.get(
    '/orders/:id',
    { preHandler: buyer, schema: { params: z.object({ id: IdSchema }), response: { 200: OrderSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.one(request.user!, request.params.id);
    },
  );

  // My Buyers: the caller's own sales whatever `name` says.
  app.get(
    '/mybuyer',
    {
      preHandler: app.requireRole('Seller'),
      schema: {
        querystring: z.object({ name: z.string().max(200).optional() }),
        response: { 200: z.array(MyBuyerRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.buyersOf(request.user!);
    },
  );
};
