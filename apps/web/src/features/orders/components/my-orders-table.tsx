import type { Order } from '@phonehaat/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { photoColumn } from '@/components/ui/photo-column';
import { paths } from '@/config/paths';
import { formatMoney } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { OrderStatus } from './order-status';

/** Read at render: the headers follow the person's language. */
const columns = (): DataTableColumn<Order>[] => [
  photoColumn(m.order_col_image(), (order) => ({ src: order.productPic, name: order.device })),
  { header: m.order_col_name(), phone: 'title', cell: (order) => order.device },
  { header: m.order_col_price(), className: 'whitespace-nowrap', cell: (order) => formatMoney(order.price) },
  { header: m.order_col_status(), cell: (order) => <OrderStatus order={order} /> },
];

/** My Orders (spec §2): Product Image, Product Name, Price, Paying Status. */
export function MyOrdersTable({ orders, isLoading }: { orders: readonly Order[] | undefined; isLoading: boolean }) {
  return (
    <DataTable
      caption={m.dash_link_my_orders()}
      columns={columns()}
      rows={orders}
      getRowKey={(order) => order._id}
      isLoading={isLoading}
      emptyMessage={
        <>
          {m.order_empty()}{' '}
          <Link to={paths.home()} className="link link-primary font-semibold">
            {m.order_browse()}
          </Link>
        </>
      }
    />
  );
}
