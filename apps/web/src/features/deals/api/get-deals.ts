import type { Deal, DealSummary, DealsWaiting } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealKeys } from './keys';

/** GET /api/deals: the caller's deals as buyer or seller (an admin's: those with a problem), newest first. */
export async function getDeals(signal?: AbortSignal): Promise<DealSummary[]> {
  return api.get<DealSummary[]>('/deals', { signal });
}

export const dealsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: dealKeys.list(userId), queryFn: ({ signal }) => getDeals(signal) });

export function useDeals(userId: string | undefined) {
  return useQuery({ ...dealsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** GET /api/deals/waiting: how many deals wait for the caller's move (the navigation's count). */
export const waitingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dealKeys.waiting(userId),
    queryFn: async ({ signal }) => (await api.get<DealsWaiting>('/deals/waiting', { signal })).count,
    staleTime: 30_000,
  });

export function useWaitingDeals(userId: string | undefined) {
  return useQuery({ ...waitingQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** GET /api/deals/:id: one deal the caller is a party to (or any, for an admin); anyone else's is a 404. */
export async function getDeal(dealId: string, signal?: AbortSignal): Promise<Deal> {
  return api.get<Deal>(`/deals/${encodeURIComponent(dealId)}`, { signal });
}

export const dealQueryOptions = (dealId: string) =>
  queryOptions({ queryKey: dealKeys.detail(dealId), queryFn: ({ signal }) => getDeal(dealId, signal) });

export function useDeal(dealId: string) {
  return useQuery(dealQueryOptions(dealId));
}
