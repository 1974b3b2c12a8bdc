import type { Deleted, Product } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './keys';

const mutationKey = ['reports', 'delete'] as const;

type Deletable = Pick<Product, '_id' | 'categoryID' | 'isAdvertise'>;

/** DELETE /api/reportedproduct/:id (Admin): removes the reported listing. */
export async function deleteReportedProduct(productId: string) {
  return api.delete<Deleted>(`/reportedproduct/${productId}`);
}

/** The listing leaves Reported Items, its category, and the advertisement carousel when it was advertised. */
export function useDeleteReportedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (product: Deletable) => deleteReportedProduct(product._id),
    onSuccess: (_answer, product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.reported() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.category(product.categoryID) }),
        product.isAdvertise && queryClient.invalidateQueries({ queryKey: reportKeys.advertised() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.audit() }),
      ]),
  });
}

/** Ids of reported listings being deleted right now, to disable their buttons. */
export function useDeletingReportedIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Deletable | undefined)?._id ?? '',
  });
}
