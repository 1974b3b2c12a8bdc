import type { SandboxCard } from '@phonehaat/shared';
import { api } from '@/lib/api-client';

export interface PaymentMethod {
  id: string;
  card: { brand: string; last4: string };
}

/**
 * POST /api/sandbox/payment-methods {card}: the sandbox gateway's browser side (what Stripe.js's createPaymentMethod
 * is for Stripe) and the only call that carries card details. A bad number, past expiry or short CVC is a 402 whose
 * message is shown as it is.
 */
export async function createPaymentMethod(card: SandboxCard): Promise<PaymentMethod> {
  return api.post<PaymentMethod>('/sandbox/payment-methods', { card });
}
