import { z } from 'zod';
import { api } from '@/lib/api-client';

const ConfirmedIntentSchema = z.object({ id: z.string(), status: z.string() });
export type ConfirmedIntent = z.infer<typeof ConfirmedIntentSchema>;

export interface ConfirmPaymentInput {
  intentId: string;
  clientSecret: string;
  paymentMethod: string;
}

/**
 * POST /api/sandbox/payment-intents/:intentId/confirm: charges the card. A decline is a 402 with the provider's
 * message ('Your card was declined.'); success answers status 'succeeded' (or 'requires_capture', held for a deal).
 */
export async function confirmPaymentIntent({
  intentId,
  clientSecret,
  paymentMethod,
}: ConfirmPaymentInput): Promise<ConfirmedIntent> {
  return ConfirmedIntentSchema.parse(
    await api.post(`/sandbox/payment-intents/${encodeURIComponent(intentId)}/confirm`, {
      clientSecret,
      paymentMethod,
    }),
  );
}
