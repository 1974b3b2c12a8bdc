import type { BuyerRow, SellerRow } from '@phonehaat/shared';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { sharedKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/** The admin's user lists (spec §7 /buyers, /sellers). Keys start with 'admin' so a sign-out clears them. */
export const adminKeys = {
  buyers: ['admin', 'buyers'] as const,
  sellers: ['admin', 'sellers'] as const,
};

/** Every admin mutation of a user row carries this key, so each row in flight can be told apart. */
const mutationKey = ['admin', 'user-action'] as const;

/** Ids of buyers or sellers being deleted, verified, suspended or reinstated right now, to disable their buttons. */
export function useBusyUserIds(): string[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables;
      return typeof variables === 'object' && variables !== null && 'id' in variables
        ? String(variables.id)
        : String(variables ?? '');
    },
  });
}

/** GET /api/buyers (Admin): every buyer. */
export const buyersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.buyers,
    queryFn: ({ signal }) => api.get<BuyerRow[]>('/buyers', { signal }),
  });

/** GET /api/sellers (Admin): every seller, with whether they are verified. */
export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sellers,
    queryFn: ({ signal }) => api.get<SellerRow[]>('/sellers', { signal }),
  });

export function useBuyers() {
  return useQuery(buyersQueryOptions());
}

export function useSellers() {
  return useQuery(sellersQueryOptions());
}

/** The server's refusal (in the person's language when it has a code), else what failed, for the toast. */
const failed = (what: string, message: () => string) => (error: Error) => {
  console.error(`${what} failed`, error);
  toast.error(error instanceof ApiError ? errorMessage(error) : message());
};

export function useDeleteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (id: string) => api.delete(`/buyers/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.ui_deleted());
      return queryClient.invalidateQueries({ queryKey: adminKeys.buyers });
    },
    onError: failed('Deleting the buyer', m.admin_delete_buyer_failed),
  });
}

/** Sellers are selected by id (the spec's `?name=` is ambiguous when two sellers share a name). */
export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (id: string) => api.put('/sellers', { verification: true }, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sellers }),
    onError: failed('Verifying the seller', m.admin_verify_seller_failed),
  });
}

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (id: string) => api.delete('/sellers', { params: { id } }),
    onSuccess: async () => {
      toast.success(m.ui_deleted());
      // Their unsold listings left the catalogue too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.sellers }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.products }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.advertisedProducts }),
      ]);
    },
    onError: failed('Deleting the seller', m.admin_delete_seller_failed),
  });
}

/** A suspension to make (with the admin's reason) or to lift, on a row of either table. */
export interface SuspensionChange {
  id: string;
  name: string;
  /** The reason to suspend; absent to lift the suspension. */
  reason?: string;
}

/**
 * PUT / DELETE /api/users/:id/suspension (issue 16). The table is refreshed, every list of listings (the public ones,
 * where the person's listings have left or come back, and Reported Items) and the audit log, which records it.
 */
export function useSuspension(table: 'buyers' | 'sellers') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ id, reason }: SuspensionChange) =>
      reason === undefined
        ? api.delete(`/users/${encodeURIComponent(id)}/suspension`)
        : api.put(`/users/${encodeURIComponent(id)}/suspension`, { reason }),
    onSuccess: async (_, { name, reason }) => {
      toast.success(reason === undefined ? m.admin_lift_done({ name }) : m.admin_suspend_done({ name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys[table] }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.products }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.advertisedProducts }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.audit }),
      ]);
    },
    onError: (error: Error, { reason }) =>
      failed(
        reason === undefined ? 'Lifting the suspension' : 'Suspending the account',
        reason === undefined ? m.admin_lift_failed : m.admin_suspend_failed,
      )(error),
  });
}
