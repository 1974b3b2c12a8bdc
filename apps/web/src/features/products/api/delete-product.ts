import type { Deleted, Product } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisedProductsKey, productKeys } from './keys';

const mutationKey = ['products', 'delete'] as const;

type Deletable = Pick<Product, '_id' | 'categoryID' | 'isAdvertise'>;

/** DELETE /api/products/:id (the owning Seller, or Admin). */
export async function deleteProduct(productId: string) {
  return api.delete<Deleted>(`/products/${productId}`);
}

/** A deleted listing leaves My Products, its category, and the advertisement carousel when it was advertised. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (product: Deletable) => deleteProduct(product._id),
    onSuccess: (_answer, product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.mineAll() }),
        queryClient.invalidateQueries({ queryKey: productKeys.category(product.categoryID) }),
        product.isAdvertise && queryClient.invalidateQueries({ queryKey: advertisedProductsKey }),
      ]),
  });
}

/** Ids of products being deleted right now, to disable their buttons. */
export function useDeletingIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Deletable | undefined)?._id ?? '',
  });
}
