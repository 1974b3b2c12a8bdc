import { ApiErrorSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { toIntent } from '../../adapters/payments/stripe-gateway.js';
import { HttpError } from '../../plugins/errors.js';

export interface StripeWebhookOptions {
  secretKey: string;
  webhookSecret: string;
}

const WebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['paid', 'refunded', 'failed', 'ignored']),
});

/**
 * POST /api/stripe/webhook: Stripe tells us about PaymentIntents. Registered only with the Stripe gateway and
 * STRIPE_WEBHOOK_SECRET. The signature is checked over the exact bytes Stripe sent, so this plugin (encapsulated: the
 * rest of the API keeps parsing JSON) reads application/json bodies as raw buffers.
 *
 * payment_intent.succeeded settles the order through the same path as POST /api/payment (idempotent: a replay
 * changes nothing); payment_intent.canceled and payment_intent.payment_failed mark a pending attempt failed; other
 * events, and intents that are not ours, are acknowledged and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookOptions> = async (
  app,
  { secretKey, webhookSecret },
) => {
  const stripe = new Stripe(secretKey);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    { schema: { response: { 200: WebhookAnswerSchema, 400: ApiErrorSchema, 409: ApiErrorSchema } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) {
        throw new HttpError(400, 'The Stripe-Signature header is missing.');
      }
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'The event must be sent as application/json.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch (err) {
        request.log.warn({ err }, 'stripe webhook signature rejected');
        throw new HttpError(400, 'The Stripe signature is not valid.');
      }

      switch (event.type) {
        case 'payment_intent.succeeded': {
          const outcome = await app.payments.settleIntent(toIntent(event.data.object));
          request.log.info({ intentId: event.data.object.id, outcome }, 'stripe payment_intent.succeeded');
          return { received: true as const, outcome };
        }
        case 'payment_intent.canceled':
        case 'payment_intent.payment_failed': {
          const failed = await app.payments.failIntent(event.data.object.id);
          return { received: true as const, outcome: failed ? ('failed' as const) : ('ignored' as const) };
        }
        default:
          return { received: true as const, outcome: 'ignored' as const };
      }
    },
  );
};
