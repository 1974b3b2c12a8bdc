import type { Modified, Product } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisedProductsKey, productKeys } from './keys';

const mutationKey = ['products', 'advertise'] as const;

/** PUT /api/products/:id `{advertised: true}` (the owning Seller). It cannot be undone (spec §4). */
export async function advertiseProduct(productId: string) {
  return api.put<Modified>(`/products/${productId}`, { advertised: true });
}

/** Advertising changes the seller's My Products row and the home page's 'Latest Advertisement'. */
export function useAdvertiseProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (product: Pick<Product, '_id'>) => advertiseProduct(product._id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.mineAll() }),
        queryClient.invalidateQueries({ queryKey: advertisedProductsKey }),
      ]),
  });
}

/** Ids of products being advertised right now, to disable their buttons. */
export function useAdvertisingIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Pick<Product, '_id'> | undefined)?._id ?? '',
  });
}
