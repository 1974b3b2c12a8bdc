import { ModifiedSchema } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './keys';

const mutationKey = ['reports', 'report'] as const;

/** PUT /api/reports/:productId `{reported: true}` (signed-in, not the seller). Reporting twice is harmless. */
export async function reportProduct(productId: string) {
  return ModifiedSchema.parse(await api.put<unknown>(`/reports/${productId}`, { reported: true }));
}

/** A report only adds to the admin's Reported Items; the listing stays until the admin removes it. */
export function useReportProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: reportProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.reported() }),
  });
}

/** Ids of products being reported right now, to disable their buttons. */
export function useReportingIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as string | undefined) ?? '',
  });
}
