import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from '../../db/client.js';
import { reportsRoutes } from '../reports/reports.routes.js';
import { createProductsRepository } from './products.repository.js';
import { productsRoutes } from './products.routes.js';
import { createProductsService, type AuditPort, type ProductsService } from './products.service.js';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
  }
}

/** The listings domain: its service built once (app.products), its routes and 'Report to Admin' under /api. */
export const productsDomain = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // The trust domain (registered next) keeps each phone's IMEIs; asked at call time.
    const identity = {
      checkListable: (sellerId: string, imeis: string[]) => app.trust.checkListable(sellerId, imeis),
      record: (productId: string, sellerId: string, imeis: string[], tx?: Transaction) =>
        app.trust.record(productId, sellerId, imeis, tx),
      imeisOf: (productId: string) => app.trust.imeisOf(productId),
    };
    const audit = { record: (...args: Parameters<AuditPort['record']>) => app.audit.record(...args) };
    app.decorate(
      'products',
      createProductsService(createProductsRepository(app.db), app.images, app.events, identity, audit, {
        autoHideReports: config.moderation.autoHideReports,
      }),
    );
    // A deal that holds or frees a phone changes 'Reserved' on the listing pages (and its rating the seller's average).
    app.events.on('deal.changed', () => app.freshness.invalidate({ kind: 'listings' }));
    // A suspended seller's listings are hidden while the suspension stands (issue 16).
    app.events.on('user.changed', async ({ userId, change }) => {
      if (change === 'suspended') await app.products.holdSeller(userId);
      if (change === 'reinstated') await app.products.releaseSeller(userId);
    });
    await app.register(productsRoutes, { prefix: '/api' });
    await app.register(reportsRoutes, { prefix: '/api' });
  },
  { name: 'products', dependencies: ['auth', 'audit', 'images', 'freshness'] },
);
