import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxGateway } from '../../adapters/payments/sandbox-gateway.js';
import { createStripeGateway } from '../../adapters/payments/stripe-gateway.js';
import type { Config } from '../../config.js';
import { createCheckoutRepository } from './checkout.repository.js';
import { createCheckoutService } from './checkout.service.js';
import { ordersRoutes } from './orders.routes.js';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes.js';

/**
 * Checkout: orders, payment attempts and payments. Builds its repository, gateway and service once, decorates the app
 * with the service (`app.checkout`), serves its routes under /api, and ends the open orders of a removed listing.
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
      log: app.log,
    });
    app.decorate('checkout', checkout);

    app.events.on('listing.changed', async ({ productId, change }) => {
      if (change === 'removed') await checkout.cancelOpenOrders(productId);
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
  { name: 'checkout', dependencies: ['auth', 'products'] },
);
