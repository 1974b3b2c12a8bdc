import {
  ApiErrorSchema,
  CreatePaymentIntentSchema,
  PaymentInsertedSchema,
  PaymentIntentSchema,
  PaymentRecordSchema,
  SandboxCardSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { CardError } from '../../adapters/payments/sandbox-cards.js';
import type { SandboxGateway } from '../../adapters/payments/sandbox-gateway.js';
import { toIntent } from '../../adapters/payments/stripe-gateway.js';
import { apiErrors, HttpError } from '../../plugins/errors.js';

const errors = apiErrors(400, 401, 402, 403, 404, 409);

export interface PaymentsRoutesOptions {
  /** The sandbox gateway's browser-side calls, when the sandbox is the payment gateway. */
  sandbox: SandboxGateway | undefined;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { sandbox }) => {
  const buyer = app.requireRole('Buyer');

  app.post(
    '/create-payment-intent',
    {
      preHandler: buyer,
      schema: { body: CreatePaymentIntentSchema, response: { 200: PaymentIntentSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.checkout.createIntent(request.user!, request.body.orderId);
    },
  );

  app.post(
    '/payment',
    { preHandler: buyer, schema: { body: PaymentRecordSchema, response: { 200: PaymentInsertedSchema, ...errors } } },
    async (request) => ({
      insertedId: await app.checkout.confirm(request.user!, request.body.orderID, request.body.transaction),
    }),
  );

  // The sandbox gateway's browser-facing calls (what Stripe.js does against Stripe): card details come here and
  // nowhere else. Present only when the sandbox is the gateway.
  if (!sandbox) return;
  const cardError = (err: unknown) => {
    if (err instanceof CardError) return { error: 'card_error', message: err.message, code: err.code };
    throw err;
  };
  const CardErrorSchema = ApiErrorSchema.extend({ code: z.string() });

  app.post(
    '/sandbox/payment-methods',
    {
      preHandler: buyer,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: z.object({ card: SandboxCardSchema }),
        response: {
          200: z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) }),
          ...errors,
          402: CardErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await sandbox.createPaymentMethod(request.body.card, request.user!.id);
      } catch (err) {
        return reply.code(402).send(cardError(err));
      }
    },
  );

  app.post(
    '/sandbox/payment-intents/:id/confirm',
    {
      preHandler: buyer,
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: z.object({ clientSecret: z.string().max(200), paymentMethod: z.string().max(100) }),
        response: { 200: z.object({ id: z.string(), status: z.string() }), ...errors, 402: CardErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        // Only the buyer the intent was made for may confirm it, whoever else learns its client secret.
        if (!(await app.checkout.ownsIntent(request.user!, request.params.id))) {
          throw new CardError('resource_missing', 'No such payment. Please reload the page and try again.');
        }
        const intent = await sandbox.confirmIntent(
          request.params.id,
          request.body.clientSecret,
          request.body.paymentMethod,
          request.user!.id,
        );
        return { id: intent.id, status: intent.status };
      } catch (err) {
        return reply.code(402).send(cardError(err));
      }
    },
  );
};

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
 * payment_intent.succeeded (charged) and payment_intent.amount_capturable_updated (held for a deal) settle the order
 * through the same path as POST /api/payment (idempotent: a replay, or the succeeded event after a capture, changes
 * nothing); payment_intent.canceled and payment_intent.payment_failed mark a pending attempt failed; other
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
        // A deal's card payment is held (manual capture): Stripe says so with amount_capturable_updated.
        case 'payment_intent.succeeded':
        case 'payment_intent.amount_capturable_updated': {
          const outcome = await app.checkout.settleIntent(toIntent(event.data.object));
          request.log.info({ intentId: event.data.object.id, outcome }, `stripe ${event.type}`);
          return { received: true as const, outcome };
        }
        case 'payment_intent.canceled':
        case 'payment_intent.payment_failed': {
          const failed = await app.checkout.failIntent(event.data.object.id);
          return { received: true as const, outcome: failed ? ('failed' as const) : ('ignored' as const) };
        }
        default:
          return { received: true as const, outcome: 'ignored' as const };
      }
    },
  );
};
