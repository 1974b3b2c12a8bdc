import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useDeals } from '@/features/deals/api/get-deals';
import { DealsList, DealsListSkeleton } from '@/features/deals/components/deals-list';
import { DEALS_STRINGS } from '@/features/deals/strings';
import { useAuth } from '@/lib/auth-context';

/** My Deals (issue 15): the buyer's and the seller's deals, those waiting for them first; an admin's problems. */
export function DealsPage() {
  const { user } = useAuth();
  const deals = useDeals(user?._id);
  const admin = user?.role === 'Admin';
  const title = admin ? DEALS_STRINGS.adminListTitle() : DEALS_STRINGS.listTitle();
  return (
    <>
      <title>{`${title} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{title}</h1>
      {deals.isError ? (
        <QueryError error={deals.error} onRetry={() => void deals.refetch()} />
      ) : deals.data ? (
        <DealsList deals={deals.data} admin={admin} />
      ) : (
        <DealsListSkeleton />
      )}
    </>
  );
}
