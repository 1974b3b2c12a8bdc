import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useMyBuyers } from '@/features/orders/api/get-my-buyers';
import { MyBuyersTable } from '@/features/orders/components/my-buyers-table';
import { useAuth } from '@/lib/auth-context';
import { m } from '@/paraglide/messages.js';

/** My Buyers (Seller, spec §2): who bought the seller's phones, with how to reach them. */
export function MyBuyersPage() {
  const { user } = useAuth();
  const buyers = useMyBuyers(user?.name);
  return (
    <>
      <title>{`${m.dash_link_my_buyers()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.dash_link_my_buyers()}</h1>
      {buyers.isError ? (
        <QueryError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : (
        <MyBuyersTable rows={buyers.data} isLoading={buyers.isPending} />
      )}
    </>
  );
}
