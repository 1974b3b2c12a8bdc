import Stripe from 'stripe';
import { GatewayStateError, type GatewayIntent, type IntentStatus, type PaymentGateway } from './payment-gateway.js';

/** A Stripe PaymentIntent (from the API or a signed webhook event) in the gateway's terms. */
export const toIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status as IntentStatus,
  amount: pi.amount,
  currency: pi.currency,
  metadata: pi.metadata,
  captureMethod: pi.capture_method === 'manual' ? 'manual' : 'automatic',
  amountReceived: pi.amount_received,
  amountRefunded: typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge.amount_refunded : 0,
});

/**
 * Stripe PaymentIntents in BDT through the official SDK (used when STRIPE_SECRET_KEY is set). A deal's payment is made
 * with `capture_method: 'manual'` and taken with `paymentIntents.capture` or released with `paymentIntents.cancel`.
 */
export function createStripeGateway(options: { secretKey: string; publishableKey: string }): PaymentGateway {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const retrieve = async (id: string) =>
    toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));

  /**
   * Stripe answers a capture of a captured intent (or a cancel of a canceled one) with payment_intent_unexpected_state
   * once the idempotency key has expired (24 h): then the intent as it now is decides whether that is done or refused.
   */
  async function settled(id: string, err: unknown, done: IntentStatus, verb: string): Promise<GatewayIntent> {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state')) {
      throw err;
    }
    const intent = await retrieve(id);
    if (intent.status === done) return intent;
    throw new GatewayStateError(id, intent.status, `Stripe cannot ${verb} this payment: it is ${intent.status}.`);
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({ amount, currency, metadata, captureMethod, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        { amount, currency, metadata, capture_method: captureMethod },
        { idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrieveIntent(id) {
      try {
        return await retrieve(id);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return undefined;
        throw err;
      }
    },
    async capture(intentId, idempotencyKey) {
      try {
        return toIntent(await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey }));
      } catch (err) {
        return settled(intentId, err, 'succeeded', 'capture');
      }
    },
    async cancel(intentId, idempotencyKey) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey }));
      } catch (err) {
        return settled(intentId, err, 'canceled', 'cancel');
      }
    },
    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
  };
}
