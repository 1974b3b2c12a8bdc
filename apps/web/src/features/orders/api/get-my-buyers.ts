import type { MyBuyerRow } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/**
 * GET /api/mybuyer?name: the signed-in seller's sales. The spec sends the seller's display name; the server answers
 * the caller's own sales whatever it says.
 */
export async function getMyBuyers(sellerName: string, signal?: AbortSignal): Promise<MyBuyerRow[]> {
  return api.get<MyBuyerRow[]>('/mybuyer', { params: { name: sellerName }, signal });
}

export const myBuyersQueryOptions = (sellerName: string) =>
  queryOptions({
    queryKey: orderKeys.sales(sellerName),
    queryFn: ({ signal }) => getMyBuyers(sellerName, signal),
  });

export function useMyBuyers(sellerName: string | undefined) {
  return useQuery({ ...myBuyersQueryOptions(sellerName ?? ''), enabled: sellerName !== undefined });
}
