import type { Order } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/orders?email: the signed-in buyer's orders (the server refuses anyone else's email). */
export async function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/orders', { params: { email }, signal });
}

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: orderKeys.list(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
  });

export function useMyOrders(email: string | undefined) {
  return useQuery({ ...myOrdersQueryOptions(email ?? ''), enabled: Boolean(email) });
}
