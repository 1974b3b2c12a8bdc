import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import {
  useBusyUserIds,
  useSuspension,
  useDeleteSeller,
  useSellers,
  useVerifySeller,
} from '@/features/admin/api/users-admin';
import { SellersTable } from '@/features/admin/components/users-tables';
import { m } from '@/paraglide/messages.js';

export function AllSellersPage() {
  const sellers = useSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const busyIds = useBusyUserIds();
  const suspension = useSuspension('sellers');
  return (
    <>
      <title>{`${m.dash_link_all_sellers()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.dash_link_all_sellers()}</h1>
      {sellers.isError ? (
        <QueryError error={sellers.error} onRetry={() => void sellers.refetch()} />
      ) : (
        <SellersTable
          rows={sellers.data}
          isLoading={sellers.isPending}
          busyIds={busyIds}
          onVerify={(id) => verify.mutate(id)}
          onDelete={(id) => remove.mutate(id)}
          onSuspension={(change) => suspension.mutate(change)}
        />
      )}
    </>
  );
}
