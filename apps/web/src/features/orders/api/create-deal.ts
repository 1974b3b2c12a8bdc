import type { CreateDeal, DealCreated } from '@phonehaat/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { defaultMeeting } from '@/lib/meeting-time';
import { orderKeys } from './keys';
import type { PurchaseFormValues } from './purchase-form-schema';

/** The meeting the form proposes first: tomorrow at 5 pm. */
export const defaultMeetingTime = defaultMeeting;

/**
 * POST /api/deals: the order as the spec makes it (My Orders, Pay) and the deal that carries it to the handover. The
 * server refuses what POST /api/orders refuses, and a phone held for another buyer (409).
 */
export async function createDeal(input: CreateDeal): Promise<DealCreated> {
  return api.post<DealCreated>('/deals', input);
}

/** The form's meeting time (the phone's own time) as the instant the server takes. */
export const toDeal = (productId: string, { meetingAt, ...values }: PurchaseFormValues): CreateDeal => ({
  productId,
  ...values,
  meetingAt: new Date(meetingAt).toISOString(),
});

type Options = Pick<UseMutationOptions<DealCreated, Error, CreateDeal>, 'onSuccess' | 'onError'>;

/**
 * Books the purchase. The callbacks belong to the mutation, not to a mounted component, so the outcome is told even if
 * the modal was closed meanwhile. A booking changes the buyer's orders and deals, and nothing anyone else sees.
 */
export function useCreateDeal({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.deals });
      return onSuccess?.(...args);
    },
    onError,
  });
}
