import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createImeiVault, imeiKeys } from './imei-vault.js';
import { createTrustRepository } from './trust.repository.js';
import { trustRoutes } from './trust.routes.js';
import { createTrustService, type TrustService } from './trust.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    trust: TrustService;
  }
}

/** Trust and safety (issue 16): the phone's identity, its service built once (app.trust). */
export const trustDomain = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate(
      'trust',
      createTrustService({
        repository: createTrustRepository(app.db),
        vault: createImeiVault(imeiKeys(config)),
        listings: {
          liveListings: (ids) => app.products.liveListings(ids),
          shownListings: (ids) => app.products.shownListings(ids),
          flagForAdmins: (id) => app.products.flagForAdmins(id),
          hold: (ids, reason) => app.products.hold(ids, reason),
          release: (ids, reason) => app.products.release(ids, reason),
        },
      }),
    );
    await app.register(trustRoutes, { prefix: '/api' });
  },
  { name: 'trust', dependencies: ['products'] },
);
