import type { PaymentIntent } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /api/create-payment-intent {orderId}: the server prices the order itself (in poisha, BDT) and reuses the
 * order's open intent, so asking again on a reload never makes a second charge possible. A paid or sold order is a
 * 409 with a message to show.
 */
export async function createPaymentIntent(orderId: string, signal?: AbortSignal): Promise<PaymentIntent> {
  return api.post<PaymentIntent>('/create-payment-intent', { orderId }, { signal });
}

/**
 * Asked for once when the payment page opens (it is the "payment script ready" of spec §5), never refetched in the
 * background, and forgotten as soon as the page is left: a client secret is not kept around.
 */
export const paymentIntentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(orderId),
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

export function usePaymentIntent(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentIntentQueryOptions(orderId), enabled });
}
