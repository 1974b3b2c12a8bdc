/**
 * The card payment provider behind PhoneHaat. Amounts are in the currency's minor unit (poisha for BDT), as Stripe's.
 * `sandbox` (default, test mode, in-process) and `stripe` (when STRIPE_SECRET_KEY is set) implement it.
 *
 * An intent made with `captureMethod: 'manual'` (a deal's card payment) is only held on the card once confirmed
 * (`requires_capture`), as Stripe's manual capture: `capture` takes the money, `cancel` releases the hold; a captured
 * intent can be refunded. Each call carries an idempotency key, and capture, cancel and refund answer an intent
 * already in the state they lead to as it is: a call repeated after a crash moves money once.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';
export type CaptureMethod = 'automatic' | 'manual';
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  captureMethod: CaptureMethod;
  /** Taken from the card (0 while only held). */
  amountReceived: number;
  amountRefunded: number;
}

/** The gateway refused a move the intent's state does not allow (capturing a canceled intent, voiding a captured one). */
export class GatewayStateError extends Error {
  constructor(
    readonly intentId: string,
    readonly status: IntentStatus,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayStateError';
  }
}

/** The intent's card was confirmed: charged (automatic) or held for a later capture (manual). */
export const isConfirmed = (intent: GatewayIntent) =>
  intent.status === 'succeeded' || intent.status === 'requires_capture';

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key); none for the sandbox. */
  readonly publishableKey?: string | undefined;
  createIntent(input: {
    amount: number;
    currency: 'bdt';
    metadata: Record<string, string>;
    captureMethod: CaptureMethod;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  /** Takes the whole held amount. A captured intent answers as it is; one canceled throws GatewayStateError. */
  capture(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  /** Releases a hold (or abandons an unconfirmed intent). A canceled intent answers as it is; a captured one throws. */
  cancel(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  /** Refunds the whole amount of a captured intent. Refunding twice refunds once. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
}
