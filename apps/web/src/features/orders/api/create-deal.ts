import { CreateOrderSchema, DEAL_PAYMENTS, DealCreatedSchema, type CreateDeal } from '@phonehaat/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { defaultMeeting } from '@/lib/meeting-time';
import { m } from '@/paraglide/messages.js';
import { orderKeys } from './keys';

/** The meeting the form proposes first: tomorrow at 5 pm. */
export const defaultMeetingTime = defaultMeeting;

/**
 * What the buyer types in the purchase modal (the spec's two fields, how they pay, and when they propose to meet);
 * the product comes from the card they pressed.
 */
export const PurchaseFormSchema = CreateOrderSchema.omit({ productId: true }).extend({
  payment: z.enum(DEAL_PAYMENTS),
  meetingAt: z
    .string()
    // Messages as functions: read when the form is checked, in the person's language then.
    .min(1, { error: () => m.order_choose_time() })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: () => m.order_choose_time() })
    .refine((value) => new Date(value).getTime() > Date.now(), { error: () => m.order_choose_future_time() }),
});
export type PurchaseFormValues = z.infer<typeof PurchaseFormSchema>;

type Created = z.infer<typeof DealCreatedSchema>;

/**
 * POST /api/deals: the order as the spec makes it (My Orders, Pay) and the deal that carries it to the handover. The
 * server refuses what POST /api/orders refuses, and a phone held for another buyer (409).
 */
export async function createDeal(input: CreateDeal): Promise<Created> {
  return DealCreatedSchema.parse(await api.post('/deals', input));
}

/** The form's meeting time (the phone's own time) as the instant the server takes. */
export const toDeal = (productId: string, { meetingAt, ...values }: PurchaseFormValues): CreateDeal => ({
  productId,
  ...values,
  meetingAt: new Date(meetingAt).toISOString(),
});

type Options = Pick<UseMutationOptions<Created, Error, CreateDeal>, 'onSuccess' | 'onError'>;

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
