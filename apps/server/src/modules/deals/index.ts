import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createDealsRepository } from './deals.repository.js';
import { dealsRoutes } from './deals.routes.js';
import { createDealsService, type DealsService } from './deals.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    deals: DealsService;
  }
}

/**
 * Deals: builds the service once (app.deals), tells checkout whom a phone is held for, ends the other deals of a phone
 * that is sold or removed, runs the expiry and release jobs, and serves its routes under /api.
 */
export const dealsDomain = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deals = createDealsService({
      repository: createDealsRepository(app.db),
      checkout: app.checkout,
      listings: {
        lockForSale: (tx, id) => app.products.lockForSale(tx, id),
        sellerContact: async (id) => {
          try {
            return (await app.products.detail(id)).product.contact;
          } catch {
            return undefined;
          }
        },
      },
      identity: { imeisOf: (productId) => app.trust.imeisOf(productId) },
      users: app.users,
      jobs: app.jobs,
      events: app.events,
      now: app.now,
      config: config.deals,
      log: app.log,
    });
    app.decorate('deals', deals);
    app.checkout.useReservations({
      reservedFor: (productId, tx) => deals.reservedFor(productId, tx),
      dealsOfOrders: (orderIds) => deals.dealsOfOrders(orderIds),
    });

    app.events.on('listing.changed', async ({ productId, change }) => {
      if (change === 'sold' || change === 'soldElsewhere') await deals.productGone(productId, 'sold');
      if (change === 'removed') await deals.productGone(productId, 'removed');
    });
    app.events.on('user.changed', async ({ userId, change }) => {
      if (change === 'deleted') await deals.partyDeleted(userId);
      if (change === 'suspended') await deals.partySuspended(userId);
    });
    app.jobs.handle('deal.expire', ({ dealId }) => (dealId ? deals.expire(dealId) : Promise.resolve()));
    app.jobs.handle('deal.release', ({ dealId }) => (dealId ? deals.release(dealId) : Promise.resolve()));

    await app.register(dealsRoutes, { prefix: '/api' });
  },
  { name: 'deals', dependencies: ['auth', 'jobs', 'users', 'products', 'checkout', 'trust'] },
);
