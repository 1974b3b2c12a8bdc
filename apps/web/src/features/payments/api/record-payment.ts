import type { PaymentInserted } from '@phonehaat/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/payment {orderID, transaction}: the server asks the gateway whether the intent succeeded for this order
 * and amount, then marks the order paid and the phone sold in one go. Not confirmed is a 402; a phone sold to
 * someone else meanwhile is a 409 (the charge is refunded) with a message to show.
 */
export async function recordPayment(input: { orderID: string; transaction: string }): Promise<PaymentInserted> {
  return api.post<PaymentInserted>('/payment', input);
}
