import Stripe from 'stripe';
import type { GatewayIntent, IntentStatus, PaymentGateway } from './payment-gateway.js';

/** A Stripe PaymentIntent (from the API or a signed webhook event) in the gateway's terms. */
export const toIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status as IntentStatus,
  amount: pi.amount,
  currency: pi.currency,
  metadata: pi.metadata,
  amountRefunded: typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge.amount_refunded : 0,
});

/** Stripe PaymentIntents in BDT through the official SDK (used when STRIPE_SECRET_KEY is set). */
export function createStripeGateway(options: { secretKey: string; publishableKey: string }): PaymentGateway {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create({ amount, currency, metadata }, { idempotencyKey });
      return toIntent(pi);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return undefined;
        throw err;
      }
    },
    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
  };
}
