import type { EditProduct, Modified } from '@phonehaat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

/** PATCH /api/products/:id `{edit: product}` (the listing's own Seller): every field, the photos in their new order. */
export async function editProduct(id: string, product: EditProduct) {
  return api.patch<Modified>(`/products/${id}`, { edit: product });
}

/** An edited listing changes its page, the seller's My Products and every list it is in. */
export function useEditProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'edit', id],
    mutationFn: (product: EditProduct) => editProduct(id, product),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
