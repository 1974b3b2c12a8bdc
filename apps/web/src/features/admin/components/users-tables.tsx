import { CONFIRM, type BuyerRow, type SellerRow } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useConfirm } from '@/components/ui/use-confirm';

interface RowAction {
  /** Ids whose action is in flight: their buttons are disabled (no double clicks), however many rows are busy. */
  busyIds?: readonly string[];
}

export function BuyersTable({
  rows,
  isLoading,
  busyIds = [],
  onDelete,
}: RowAction & { rows: BuyerRow[] | undefined; isLoading: boolean; onDelete: (id: string) => void }) {
  const { confirm, dialog } = useConfirm();
  const columns: DataTableColumn<BuyerRow>[] = [
    { header: 'Buyer Name', cell: (b) => <span className="font-semibold">{b.name}</span>, phone: 'title' },
    { header: 'Buyer Email', cell: (b) => <span className="break-all">{b.email}</span> },
    {
      header: 'Delete',
      cell: (b) => (
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          disabled={busyIds.includes(b._id)}
          aria-label={`Delete ${b.name}`}
          onClick={async () => {
            if (await confirm({ message: CONFIRM.deleteBuyer, confirmLabel: 'Delete', tone: 'danger' }))
              onDelete(b._id);
          }}
        >
          {busyIds.includes(b._id) ? 'Deleting…' : 'Delete'}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="All Buyers"
        columns={columns}
        rows={rows}
        getRowKey={(b) => b._id}
        isLoading={isLoading}
        emptyMessage="No buyers have registered yet."
      />
      {dialog}
    </>
  );
}

export function SellersTable({
  rows,
  isLoading,
  busyIds = [],
  onVerify,
  onDelete,
}: RowAction & {
  rows: SellerRow[] | undefined;
  isLoading: boolean;
  onVerify: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const columns: DataTableColumn<SellerRow>[] = [
    { header: 'Seller Name', cell: (s) => <span className="font-semibold">{s.name}</span>, phone: 'title' },
    { header: 'Seller Email', cell: (s) => <span className="break-all">{s.email}</span> },
    {
      header: 'Verification',
      cell: (s) =>
        s.verified ? (
          <span className="badge badge-success gap-1 font-semibold">Verified</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busyIds.includes(s._id)}
            aria-label={`Verify ${s.name}`}
            onClick={() => onVerify(s._id)}
          >
            {busyIds.includes(s._id) ? 'Verifying…' : 'Verify'}
          </button>
        ),
    },
    {
      header: 'Delete',
      cell: (s) => (
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          disabled={busyIds.includes(s._id)}
          aria-label={`Delete ${s.name}`}
          onClick={async () => {
            if (await confirm({ message: CONFIRM.deleteSeller, confirmLabel: 'Delete', tone: 'danger' }))
              onDelete(s._id);
          }}
        >
          Delete
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="All Sellers"
        columns={columns}
        rows={rows}
        getRowKey={(s) => s._id}
        isLoading={isLoading}
        emptyMessage="No sellers have registered yet."
      />
      {dialog}
    </>
  );
}
