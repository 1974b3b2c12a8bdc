/**
 * The card payment provider behind PhoneHaat. Amounts are in the currency's minor unit (poisha for BDT), as Stripe's.
 * `sandbox` (default, test mode, in-process) and `stripe` (when STRIPE_SECRET_KEY is set) implement it.
 */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  amountRefunded: number;
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key); none for the sandbox. */
  readonly publishableKey?: string | undefined;
  createIntent(input: {
    amount: number;
    currency: 'bdt';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  /** Refunds the whole amount of a succeeded intent. Refunding twice refunds once. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
}
