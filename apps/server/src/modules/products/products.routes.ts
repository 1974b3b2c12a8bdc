import { AdvertisedProductListSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAdvertisedProduct } from './products.mapper.js';
import { createProductsRepository } from './products.repository.js';

/** How many advertised phones the home page carousel shows at most. */
const ADVERTISED_LIMIT = 20;

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createProductsRepository(app.db);

  // Public: advertising is meant to be seen. A bearer header is accepted but not required (spec §7 sends one).
  app.get(
    '/advertisedproduct',
    { schema: { response: { 200: AdvertisedProductListSchema } } },
    async (_request, reply) => {
      const rows = await repository.listAdvertised(ADVERTISED_LIMIT);
      reply.header('cache-control', 'public, max-age=30');
      return rows.map(toAdvertisedProduct);
    },
  );
};
