import type { MyBuyerRow } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { m } from '@/paraglide/messages.js';

/** Read at render: the headers follow the person's language. */
const columns = (): DataTableColumn<MyBuyerRow>[] => [
  { header: m.order_sold_product(), phone: 'title', cell: (row) => row.device },
  { header: m.order_buyer_name(), cell: (row) => row.buyer },
  {
    header: m.order_buyer_email(),
    cell: (row) => (
      <a href={`mailto:${row.email}`} className="link link-primary [overflow-wrap:anywhere]">
        {row.email}
      </a>
    ),
  },
  { header: m.order_buyer_location(), cell: (row) => row.buyerLocation },
  {
    header: m.order_mobile_number(),
    className: 'whitespace-nowrap',
    // A tap calls the buyer from a phone.
    cell: (row) => (
      <a href={`tel:${row.contact.replace(/[^\d+]/g, '')}`} className="link link-primary">
        {row.contact}
      </a>
    ),
  },
];

/** My Buyers (spec §2): who bought the seller's phones and how to reach them. */
export function MyBuyersTable({ rows, isLoading }: { rows: readonly MyBuyerRow[] | undefined; isLoading: boolean }) {
  return (
    <DataTable
      caption={m.dash_link_my_buyers()}
      columns={columns()}
      rows={rows}
      getRowKey={(row) => row._id}
      isLoading={isLoading}
      emptyMessage={m.order_buyers_empty()}
    />
  );
}
