import type { AuditEntry, AuditQuery } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/audit (Admin): the audit log, newest first, 50 a page, filtered by action and by days. */
export async function getAuditLog(
  filters: AuditQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  return getPage<AuditEntry>('/audit', { cursor, signal, params: { ...filters } });
}

export const auditLogQueryOptions = (filters: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: [...sharedKeys.audit, filters.action ?? '', filters.from ?? '', filters.to ?? ''] as const,
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useAuditLog(filters: AuditQuery) {
  const query = useInfiniteQuery(auditLogQueryOptions(filters));
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
