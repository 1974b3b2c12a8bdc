import { COMPANY } from '@phonehaat/shared';
import { useSearchParams } from 'react-router';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { auditFiltersOf, auditSearchOf } from '@/features/audit/api/filters';
import { useAuditLog } from '@/features/audit/api/get-audit-log';
import { AuditFilters } from '@/features/audit/components/audit-filters';
import { AuditTable } from '@/features/audit/components/audit-table';
import { m } from '@/paraglide/messages.js';

/** Audit log (Admin, issue 16): every admin action and automatic hide, newest first; filters live in the address. */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const filters = auditFiltersOf(search);
  const log = useAuditLog(filters);

  return (
    <>
      <title>{`${m.audit_title()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.audit_title()}</h1>
      <AuditFilters value={filters} onChange={(next) => setSearch(auditSearchOf(next), { replace: true })} />
      {log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <AuditTable entries={log.entries} isLoading={log.isPending} filtered={Object.values(filters).some(Boolean)} />
      )}
      <LoadMore
        className="mt-6"
        noun={m.audit_entries_noun()}
        hasNextPage={log.hasNextPage}
        isFetchingNextPage={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
      />
    </>
  );
}
