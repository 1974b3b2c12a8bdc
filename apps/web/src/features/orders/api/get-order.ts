import type { Order } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/orders/:id: one of the caller's own orders; anyone else's (or an unknown id) is a 404. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, { signal });
}

/**
 * Only the payment page reads one order, and it starts from what its loader has just fetched: the order is not kept
 * once the page is left (gcTime 0), so a later visit never starts from an old status.
 */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    gcTime: 0,
  });

/** The order, starting from what the route loader already fetched. */
export function useOrder(orderId: string, initialData?: Order) {
  return useQuery({ ...orderQueryOptions(orderId), initialData });
}
