import type { BuyerRow, SellerRow } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useConfirm } from '@/components/ui/use-confirm';
import { m } from '@/paraglide/messages.js';

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
    { header: m.admin_buyer_name(), cell: (b) => <span className="font-semibold">{b.name}</span>, phone: 'title' },
    { header: m.admin_buyer_email(), cell: (b) => <span className="break-all">{b.email}</span> },
    {
      header: m.ui_delete(),
      cell: (b) => (
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          disabled={busyIds.includes(b._id)}
          aria-label={m.ui_delete_named({ name: b.name })}
          onClick={async () => {
            if (await confirm({ message: m.admin_confirm_delete_buyer(), confirmLabel: m.ui_delete(), tone: 'danger' }))
              onDelete(b._id);
          }}
        >
          {busyIds.includes(b._id) ? m.ui_deleting() : m.ui_delete()}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={m.dash_link_all_buyers()}
        columns={columns}
        rows={rows}
        getRowKey={(b) => b._id}
        isLoading={isLoading}
        emptyMessage={m.admin_no_buyers()}
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
    { header: m.admin_seller_name(), cell: (s) => <span className="font-semibold">{s.name}</span>, phone: 'title' },
    { header: m.admin_seller_email(), cell: (s) => <span className="break-all">{s.email}</span> },
    {
      header: m.admin_verification(),
      cell: (s) =>
        s.verified ? (
          <span className="badge badge-success gap-1 font-semibold">{m.admin_verified()}</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busyIds.includes(s._id)}
            aria-label={m.admin_verify_named({ name: s.name })}
            onClick={() => onVerify(s._id)}
          >
            {busyIds.includes(s._id) ? m.admin_verifying() : m.admin_verify()}
          </button>
        ),
    },
    {
      header: m.ui_delete(),
      cell: (s) => (
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          disabled={busyIds.includes(s._id)}
          aria-label={m.ui_delete_named({ name: s.name })}
          onClick={async () => {
            if (
              await confirm({ message: m.admin_confirm_delete_seller(), confirmLabel: m.ui_delete(), tone: 'danger' })
            )
              onDelete(s._id);
          }}
        >
          {m.ui_delete()}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={m.dash_link_all_sellers()}
        columns={columns}
        rows={rows}
        getRowKey={(s) => s._id}
        isLoading={isLoading}
        emptyMessage={m.admin_no_sellers()}
      />
      {dialog}
    </>
  );
}
