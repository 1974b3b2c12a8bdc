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
    const vault = createImeiVault(imeiKeys(config));
    app.decorate(
      'trust',
      createTrustService({
        repository: createTrustRepository(app.db),
        vault,
        listings: {
          liveListings: (ids) => app.products.liveListings(ids),
          shownListings: (ids) => app.products.shownListings(ids),
          flagForAdmins: (id) => app.products.flagForAdmins(id),
          hold: (ids, reason) => app.products.hold(ids, reason),
          release: (ids, reason) => app.products.release(ids, reason),
        },
      }),
    );
    // After a key rotation (IMEI_OLD_KEYS set), the numbers sealed with old keys are sealed again with the current one
    // by one job per current key, whichever instance claims it.
    app.jobs.handle('imei.reseal', async () => {
      const resealed = await app.trust.resealOld();
      if (resealed > 0)
        app.log.info({ resealed, keyId: vault.currentKeyId }, 'IMEI numbers sealed with the current key');
    });
    if (vault.hasOldKeys) {
      app.addHook('onReady', () =>
        app.jobs.schedule({
          kind: 'imei.reseal',
          key: `imei.reseal:${vault.currentKeyId}`,
          runAt: app.now(),
          payload: {},
        }),
      );
    }
    await app.register(trustRoutes, { prefix: '/api' });
  },
  { name: 'trust', dependencies: ['products', 'jobs'] },
);
