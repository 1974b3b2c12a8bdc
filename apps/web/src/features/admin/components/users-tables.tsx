import type { BuyerRow, SellerRow } from '@phonehaat/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useConfirm } from '@/components/ui/use-confirm';
import { m } from '@/paraglide/messages.js';
import type { SuspensionChange } from '../api/users-admin';
import { SuspendDialog } from './suspend-dialog';

interface RowAction {
  /** Ids whose action is in flight: their buttons are disabled (no double clicks), however many rows are busy. */
  busyIds?: readonly string[];
  /** Suspends (with the admin's reason) or lifts a suspension. */
  onSuspension: (change: SuspensionChange) => void;
}

type Person = Pick<BuyerRow, '_id' | 'name' | 'suspended' | 'suspensionReason'>;

/**
 * The Account column (issue 16): Suspend asks why in a dialog; a suspended account shows so, with the reason, and
 * Lift suspension asks first. Answers the column and the dialog to render once beside the table.
 */
function useSuspensionColumn<T extends Person>(
  busyIds: readonly string[],
  onSuspension: (change: SuspensionChange) => void,
  confirm: ReturnType<typeof useConfirm>['confirm'],
) {
  const [suspending, setSuspending] = useState<Person | null>(null);
  const column: DataTableColumn<T> = {
    header: m.admin_account(),
    cell: (p) =>
      p.suspended ? (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-error gap-1 font-semibold whitespace-nowrap">{m.admin_suspended()}</span>
          {p.suspensionReason && (
            <span className="text-sm break-words text-muted">
              {m.admin_suspended_because({ reason: p.suspensionReason })}
            </span>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busyIds.includes(p._id)}
            aria-label={m.admin_lift_suspension_named({ name: p.name })}
            onClick={async () => {
              if (
                await confirm({
                  message: m.admin_lift_question({ name: p.name }),
                  confirmLabel: m.admin_lift_suspension(),
                })
              )
                onSuspension({ id: p._id, name: p.name });
            }}
          >
            {m.admin_lift_suspension()}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busyIds.includes(p._id)}
          aria-label={m.admin_suspend_named({ name: p.name })}
          onClick={() => setSuspending(p)}
        >
          {busyIds.includes(p._id) ? m.admin_suspending() : m.admin_suspend()}
        </button>
      ),
  };
  const dialog = suspending ? (
    <SuspendDialog
      name={suspending.name}
      onCancel={() => setSuspending(null)}
      onSuspend={(reason) => {
        onSuspension({ id: suspending._id, name: suspending.name, reason });
        setSuspending(null);
      }}
    />
  ) : null;
  return { column, dialog };
}

export function BuyersTable({
  rows,
  isLoading,
  busyIds = [],
  onDelete,
  onSuspension,
}: RowAction & { rows: BuyerRow[] | undefined; isLoading: boolean; onDelete: (id: string) => void }) {
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspensionColumn<BuyerRow>(busyIds, onSuspension, confirm);
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
    suspension.column,
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
      {suspension.dialog}
    </>
  );
}

export function SellersTable({
  rows,
  isLoading,
  busyIds = [],
  onVerify,
  onDelete,
  onSuspension,
}: RowAction & {
  rows: SellerRow[] | undefined;
  isLoading: boolean;
  onVerify: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspensionColumn<SellerRow>(busyIds, onSuspension, confirm);
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
    suspension.column,
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
      {suspension.dialog}
    </>
  );
}
