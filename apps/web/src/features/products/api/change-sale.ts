import type { ListingEvent, ListingSale, Product } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisedProductsKey, productKeys } from './keys';

const mutationKey = ['products', 'sale'] as const;

type Changeable = Pick<Product, '_id' | 'categoryID' | 'isAdvertise'>;

/** Each event's address under /api/products/:id. */
const PATH: Record<ListingEvent, string> = { markSoldElsewhere: 'sold-elsewhere', relist: 'relist' };

/** POST /api/products/:id/sold-elsewhere or /relist (the owning Seller; listingMachine decides). */
export async function changeSale(productId: string, event: ListingEvent) {
  return api.post<ListingSale>(`/products/${productId}/${PATH[event]}`);
}

/**
 * A listing marked sold elsewhere leaves its category and the advertisement carousel, and relisted it comes back: both
 * change My Products, its page, its category and (when it was advertised) the carousel.
 */
export function useChangeSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ product, event }: { product: Changeable; event: ListingEvent }) => changeSale(product._id, event),
    onSuccess: (_answer, { product }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.mineAll() }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) }),
        queryClient.invalidateQueries({ queryKey: productKeys.category(product.categoryID) }),
        product.isAdvertise && queryClient.invalidateQueries({ queryKey: advertisedProductsKey }),
      ]),
  });
}

/** Ids of products whose sale is changing right now, to disable their buttons. */
export function useChangingSaleIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { product: Changeable } | undefined)?.product._id ?? '',
  });
}
