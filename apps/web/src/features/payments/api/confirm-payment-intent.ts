import { api } from '@/lib/api-client';

export interface ConfirmedIntent {
  id: string;
  status: string;
}

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
  return api.post<ConfirmedIntent>(`/sandbox/payment-intents/${encodeURIComponent(intentId)}/confirm`, {
    clientSecret,
    paymentMethod,
  });
}
