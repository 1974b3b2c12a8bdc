import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxGateway } from '../../adapters/payments/sandbox-gateway.js';
import { createStripeGateway } from '../../adapters/payments/stripe-gateway.js';
import type { Config } from '../../config.js';
import { createCheckoutRepository } from './checkout.repository.js';
import { createCheckoutService, MONEY_JOBS } from './checkout.service.js';
import { ordersRoutes } from './orders.routes.js';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes.js';

/**
 * Checkout: orders, payment attempts and payments. Builds its repository, gateway and service once, decorates the app
 * with the service (`app.checkout`), runs the jobs that capture or give back held payments, serves its routes under
 * /api, and ends the open orders of a removed listing.
 */
export const checkoutPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const payments = config.payments;
    const sandbox = payments.gateway === 'sandbox' ? createSandboxGateway(app.db) : undefined;
    const gateway = payments.gateway === 'stripe' ? createStripeGateway(payments) : sandbox!.gateway;
    const checkout = createCheckoutService({
      repository: createCheckoutRepository(app.db),
      listings: app.products,
      gateway,
      events: app.events,
      jobs: app.jobs,
      now: app.now,
      log: app.log,
      faults: config.faults,
    });
    app.decorate('checkout', checkout);
    // A deal's held payment is captured or given back by a job scheduled with the change that called for it.
    app.jobs.handle(MONEY_JOBS.capture, async ({ attemptId }) => {
      if (attemptId) await checkout.runMoneyJob('capture', attemptId);
    });
    app.jobs.handle(MONEY_JOBS.giveBack, async ({ attemptId }) => {
      if (attemptId) await checkout.runMoneyJob('giveBack', attemptId);
    });

    // A phone sold (here the sale already cancelled the others' orders; elsewhere, its seller says) or removed.
    app.events.on('listing.changed', async ({ productId, change }) => {
      if (change === 'removed' || change === 'sold' || change === 'soldElsewhere') {
        await checkout.cancelOpenOrders(productId);
      }
    });

    await app.register(
      async (api) => {
        await api.register(ordersRoutes);
        await api.register(paymentsRoutes, { sandbox });
        if (payments.gateway === 'stripe' && payments.webhookSecret) {
          await api.register(stripeWebhookRoutes, {
            secretKey: payments.secretKey,
            webhookSecret: payments.webhookSecret,
          });
        }
      },
      { prefix: '/api' },
    );
  },
  { name: 'checkout', dependencies: ['auth', 'jobs', 'products'] },
);
