import type { MyBuyerRow } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const columns: DataTableColumn<MyBuyerRow>[] = [
  { header: 'Sold Product', phone: 'title', cell: (row) => row.device },
  { header: 'Buyer Name', cell: (row) => row.buyer },
  {
    header: 'Buyer Email',
    cell: (row) => (
      <a href={`mailto:${row.email}`} className="link link-primary [overflow-wrap:anywhere]">
        {row.email}
      </a>
    ),
  },
  { header: 'Buyer Location', cell: (row) => row.buyerLocation },
  {
    header: 'Mobile Number',
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
      caption="My Buyers"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row._id}
      isLoading={isLoading}
      emptyMessage="Nobody has bought your phones yet. Buyers appear here once they have paid."
    />
  );
}
