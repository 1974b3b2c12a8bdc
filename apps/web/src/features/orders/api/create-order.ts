import { CreateOrderSchema, InsertedSchema, type CreateOrder } from '@phonehaat/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/** What the buyer types in the purchase modal; the product comes from the card they pressed. */
export const PurchaseFormSchema = CreateOrderSchema.omit({ productId: true });
export type PurchaseFormValues = z.infer<typeof PurchaseFormSchema>;

type Inserted = z.infer<typeof InsertedSchema>;

/**
 * POST /api/orders: the server fills buyer, email, device, price, seller and picture from its own records and refuses
 * a sold phone (409), the caller's own listing (403) and a second open order for the same phone (409).
 */
export async function createOrder(input: CreateOrder): Promise<Inserted> {
  return InsertedSchema.parse(await api.post('/orders', input));
}

type Options = Pick<UseMutationOptions<Inserted, Error, CreateOrder>, 'onSuccess' | 'onError'>;

/**
 * Places an order. The callbacks belong to the mutation, not to a mounted component, so the outcome is told even if
 * the modal was closed meanwhile. A new order changes only the buyer's order lists.
 */
export function useCreateOrder({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      return onSuccess?.(...args);
    },
    onError,
  });
}
