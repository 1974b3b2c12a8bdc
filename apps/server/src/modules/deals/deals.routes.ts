import {
  CreateDealSchema,
  DealCreatedSchema,
  DealEventInputSchema,
  DealParamsSchema,
  DealSchema,
  DealsWaitingSchema,
  DealSummarySchema,
  RatingInputSchema,
  SellerProfileSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';

const errors = apiErrors(400, 401, 403, 404, 409);

/** Deals: the buyer books one from the purchase modal; both parties (and an admin) follow it and move it on. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deals;
  const signedIn = app.requireRole('Buyer', 'Seller', 'Admin');

  app.post(
    '/deals',
    {
      preHandler: app.requireRole('Buyer'),
      schema: { body: CreateDealSchema, response: { 201: DealCreatedSchema, ...errors } },
    },
    async (request, reply) => {
      const { dealId, orderId } = await service.request(request.user!, request.body);
      return reply.code(201).send({ acknowledged: true as const, insertedId: dealId, orderId });
    },
  );

  app.get(
    '/deals',
    { preHandler: signedIn, schema: { response: { 200: z.array(DealSummarySchema), ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.mine(request.user!);
    },
  );

  app.get(
    '/deals/waiting',
    { preHandler: signedIn, schema: { response: { 200: DealsWaitingSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { count: await service.waiting(request.user!) };
    },
  );

  app.get(
    '/deals/:id',
    { preHandler: signedIn, schema: { params: DealParamsSchema, response: { 200: DealSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.one(request.user!, request.params.id);
    },
  );

  app.post(
    '/deals/:id/events',
    {
      preHandler: signedIn,
      schema: { params: DealParamsSchema, body: DealEventInputSchema, response: { 200: DealSchema, ...errors } },
    },
    async (request) => service.fire(request.user!, request.params.id, request.body),
  );

  app.put(
    '/deals/:id/rating',
    {
      preHandler: signedIn,
      schema: { params: DealParamsSchema, body: RatingInputSchema, response: { 200: DealSchema, ...errors } },
    },
    async (request) => service.rate(request.user!, request.params.id, request.body),
  );

  // A seller's public profile: name, badge, member since, completed sales, average rating and reviews.
  app.get(
    '/seller/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: SellerProfileSchema, ...apiErrors(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.sellerProfile(request.params.id);
    },
  );
};
