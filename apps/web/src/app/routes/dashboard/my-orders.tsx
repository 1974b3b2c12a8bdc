import { COMPANY } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { MyOrdersTable } from '@/features/orders/components/my-orders-table';
import { useAuth } from '@/lib/auth-context';
import { m } from '@/paraglide/messages.js';

/** My Orders (Buyer, spec §2): the buyer's orders, each paid, payable or gone to another buyer. */
export function MyOrdersPage() {
  const { user } = useAuth();
  const orders = useMyOrders(user?.email);
  return (
    <>
      <title>{`${m.dash_link_my_orders()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.dash_link_my_orders()}</h1>
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <MyOrdersTable orders={orders.data} isLoading={orders.isPending} />
      )}
    </>
  );
}
