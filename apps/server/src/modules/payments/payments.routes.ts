import {
  ApiErrorSchema,
  CreatePaymentIntentSchema,
  PaymentInsertedSchema,
  PaymentIntentSchema,
  PaymentRecordSchema,
  SandboxCardSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CardError } from '../../adapters/payments/sandbox-cards.js';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = app.requireRole('Buyer');

  app.post(
    '/create-payment-intent',
    {
      preHandler: buyer,
      schema: { body: CreatePaymentIntentSchema, response: { 200: PaymentIntentSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.payments.createIntent(request.user!, request.body.orderId);
    },
  );

  app.post(
    '/payment',
    { preHandler: buyer, schema: { body: PaymentRecordSchema, response: { 200: PaymentInsertedSchema, ...errors } } },
    async (request) => ({
      insertedId: await app.payments.confirm(request.user!, request.body.orderID, request.body.transaction),
    }),
  );

  // The sandbox gateway's browser-facing calls (what Stripe.js does against Stripe): card details come here and
  // nowhere else. Present only when the sandbox is the gateway.
  const sandbox = app.sandboxGateway;
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
        if (!(await app.payments.ownsIntent(request.user!, request.params.id))) {
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
