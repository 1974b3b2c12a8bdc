import type { SandboxCard } from '@phonehaat/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const PaymentMethodSchema = z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * POST /api/sandbox/payment-methods {card}: the sandbox gateway's browser side (what Stripe.js's createPaymentMethod
 * is for Stripe) and the only call that carries card details. A bad number, past expiry or short CVC is a 402 whose
 * message is shown as it is.
 */
export async function createPaymentMethod(card: SandboxCard): Promise<PaymentMethod> {
  return PaymentMethodSchema.parse(await api.post('/sandbox/payment-methods', { card }));
}
