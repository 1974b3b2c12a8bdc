import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useBusyUserIds, useSuspension, useBuyers, useDeleteBuyer } from '@/features/admin/api/users-admin';
import { BuyersTable } from '@/features/admin/components/users-tables';
import { m } from '@/paraglide/messages.js';

export function AllBuyersPage() {
  const buyers = useBuyers();
  const remove = useDeleteBuyer();
  const busyIds = useBusyUserIds();
  const suspension = useSuspension('buyers');
  return (
    <>
      <title>{`${m.dash_link_all_buyers()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.dash_link_all_buyers()}</h1>
      {buyers.isError ? (
        <QueryError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : (
        <BuyersTable
          rows={buyers.data}
          isLoading={buyers.isPending}
          busyIds={busyIds}
          onDelete={(id) => remove.mutate(id)}
          onSuspension={(change) => suspension.mutate(change)}
        />
      )}
    </>
  );
}
