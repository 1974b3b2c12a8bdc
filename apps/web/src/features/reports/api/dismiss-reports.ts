import type { Dismissed } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './keys';

const mutationKey = ['reports', 'dismiss'] as const;

/** PUT /api/reportedproduct/:id `{dismissed: true}` (Admin): closes the listing's reports; it returns to the lists. */
export async function dismissReports(productId: string) {
  return api.put<Dismissed>(`/reportedproduct/${productId}`, { dismissed: true });
}

/** The listing leaves Reported Items and, no longer hidden, comes back to every list of listings. */
export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (product: { _id: string }) => dismissReports(product._id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.products() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.advertised() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.audit() }),
      ]),
  });
}

/** Ids of listings whose reports are being dismissed right now, to disable their buttons. */
export function useDismissingIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { _id: string } | undefined)?._id ?? '',
  });
}
