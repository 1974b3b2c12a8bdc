import { formatTk, type Order } from '@phonehaat/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { imageVariant } from '@/lib/image-url';
import { OrderStatus } from './order-status';

const columns: DataTableColumn<Order>[] = [
  {
    header: 'Product Image',
    phone: 'media',
    className: 'w-24',
    cell: (order) => (
      <img
        src={imageVariant(order.productPic, 320)}
        alt={order.device}
        width={80}
        height={60}
        loading="lazy"
        decoding="async"
        className="h-15 w-20 rounded-field bg-base-200 object-contain"
      />
    ),
  },
  { header: 'Product Name', phone: 'title', cell: (order) => order.device },
  { header: 'Price', className: 'whitespace-nowrap', cell: (order) => formatTk(order.price) },
  { header: 'Paying Status', cell: (order) => <OrderStatus order={order} /> },
];

/** My Orders (spec §2): Product Image, Product Name, Price, Paying Status. */
export function MyOrdersTable({ orders, isLoading }: { orders: readonly Order[] | undefined; isLoading: boolean }) {
  return (
    <DataTable
      caption="My Orders"
      columns={columns}
      rows={orders}
      getRowKey={(order) => order._id}
      isLoading={isLoading}
      emptyMessage={
        <>
          You have not ordered any phone yet.{' '}
          <Link to={paths.home()} className="link link-primary font-semibold">
            Browse phones
          </Link>
        </>
      }
    />
  );
}
