import type { Deal, DealEventInput, RatingInput } from '@phonehaat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { dealKeys } from './keys';

/** POST /api/deals/:id/events: the server's deal machine decides; the answer is the deal as it now is. */
export async function fireDealEvent(dealId: string, input: DealEventInput): Promise<Deal> {
  return api.post<Deal>(`/deals/${encodeURIComponent(dealId)}/events`, input);
}

/** PUT /api/deals/:id/rating: the caller's rating of the other side of a completed deal. */
export async function rateDeal(dealId: string, input: RatingInput): Promise<Deal> {
  return api.put<Deal>(`/deals/${encodeURIComponent(dealId)}/rating`, input);
}

/**
 * A move or a rating: the deal shown becomes the server's answer at once, and every other deal query (the lists, the
 * waiting count), the phones' lists ('Reserved') and the orders (a sale) are asked again.
 */
function useDealMutation<I>(dealId: string, send: (dealId: string, input: I) => Promise<Deal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(dealId, input),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(dealId), deal);
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [head, kind] = query.queryKey;
          if (head === dealKeys.all[0]) return kind !== 'detail';
          return head === sharedKeys.products[0] || head === 'orders' || head === 'seller';
        },
      });
    },
  });
}

export const useDealEvent = (dealId: string) => useDealMutation(dealId, fireDealEvent);
export const useRateDeal = (dealId: string) => useDealMutation(dealId, rateDeal);
