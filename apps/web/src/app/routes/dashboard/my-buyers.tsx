import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useMyBuyers } from '@/features/orders/api/get-my-buyers';
import { MyBuyersTable } from '@/features/orders/components/my-buyers-table';
import { useAuth } from '@/lib/auth-context';

/** My Buyers (Seller, spec §2): who bought the seller's phones, with how to reach them. */
export function MyBuyersPage() {
  const { user } = useAuth();
  const buyers = useMyBuyers(user?.name);
  return (
    <>
      <title>{`My Buyers · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">My Buyers</h1>
      {buyers.isError ? (
        <QueryError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : (
        <MyBuyersTable rows={buyers.data} isLoading={buyers.isPending} />
      )}
    </>
  );
}
