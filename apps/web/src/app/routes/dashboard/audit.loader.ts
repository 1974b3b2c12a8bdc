import { prefetch } from '@/app/prefetch';
import { auditFiltersOf } from '@/features/audit/api/filters';
import { auditLogQueryOptions } from '@/features/audit/api/get-audit-log';

/** The audit log: the first page under the filters in the address, for an admin. */
export const loader = prefetch(async (queryClient, user, { request }) => {
  if (user?.role !== 'Admin') return;
  await queryClient.prefetchInfiniteQuery(auditLogQueryOptions(auditFiltersOf(new URL(request.url).searchParams)));
});
