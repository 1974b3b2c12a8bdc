import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { MyOrdersTable } from '@/features/orders/components/my-orders-table';
import { useAuth } from '@/lib/auth-context';

/** My Orders (Buyer, spec §2): the buyer's orders, each paid, payable or gone to another buyer. */
export function MyOrdersPage() {
  const { user } = useAuth();
  const orders = useMyOrders(user?.email);
  return (
    <>
      <title>{`My Orders · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">My Orders</h1>
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <MyOrdersTable orders={orders.data} isLoading={orders.isPending} />
      )}
    </>
  );
}
