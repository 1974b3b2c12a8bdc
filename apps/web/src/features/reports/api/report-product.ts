import type { Modified, ReportReason } from '@phonehaat/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './keys';

const mutationKey = ['reports', 'report'] as const;

export interface ReportInput {
  productId: string;
  reason: ReportReason;
  note?: string;
}

/**
 * PUT /api/reports/:productId `{reported: true, reason, note?}` (signed-in, not the seller). Reporting twice is one
 * report, with the newer reason.
 */
export async function reportProduct({ productId, reason, note }: ReportInput) {
  return api.put<Modified>(`/reports/${productId}`, { reported: true, reason, ...(note ? { note } : {}) });
}

/**
 * A report adds to the admin's Reported Items; enough of them hide the listing, so the lists that showed it are
 * refreshed too.
 */
export function useReportProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: reportProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.products() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.advertised() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.audit() }),
      ]),
  });
}

/** Ids of products being reported right now, to disable their buttons. */
export function useReportingIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ReportInput | undefined)?.productId ?? '',
  });
}
