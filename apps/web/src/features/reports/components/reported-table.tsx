import { reportMachine, type ModerationSummary, type Product } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { photoColumn } from '@/components/ui/photo-column';
import { formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { REPORT_REASON_LABEL } from './report-text';

/** A reported listing, with what its reports say when the server told it. */
export type ReportedRow = Product & { moderation?: ModerationSummary };

export interface ReportedTableProps {
  products: readonly ReportedRow[];
  isLoading?: boolean;
  onDelete: (product: ReportedRow) => void;
  /** Dismiss the listing's reports (issue 16): offered when the report machine lets an admin. */
  onDismiss?: (product: ReportedRow) => void;
  /** Suspend the listing's seller (issue 16): offered when given. */
  onSuspendSeller?: (product: ReportedRow) => void;
  /** Listings being deleted or dismissed right now: their buttons wait. */
  busyIds?: readonly string[];
}

const reportedBy = (n: number) =>
  n === 1 ? m.report_by_one({ count: formatNumber(n) }) : m.report_by_many({ count: formatNumber(n) });

/** What the reports of a listing say: how many people, each reason with its count, and the notes. */
function ReportSummary({ moderation }: { moderation: ModerationSummary }) {
  if (moderation.status === 'flagged') {
    return <p className="mt-1 text-sm font-normal text-muted">{m.report_flagged()}</p>;
  }
  return (
    <div className="mt-1 text-sm font-normal">
      <p className="font-semibold">{reportedBy(moderation.reporters)}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={m.report_reasons()}>
        {moderation.reasons.map(({ reason, count }) => (
          <li key={reason} className="badge badge-sm badge-outline h-auto py-0.5">
            {REPORT_REASON_LABEL[reason]()} × {formatNumber(count)}
          </li>
        ))}
      </ul>
      {moderation.notes.length > 0 && (
        <ul className="mt-1 space-y-1 text-muted" aria-label={m.report_notes()}>
          {moderation.notes.map((n) => (
            <li key={`${n.at}-${n.note}`} className="break-words">
              “{n.note}”
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The admin's Reported Items (spec §2): Product image, Product Name, Seller Name, Delete Product; the most reported
 * first. Under the name, what the reports say (issue 16); beside Delete, Dismiss while reports are open; under the
 * seller, Suspend seller.
 */
export function ReportedTable({
  products,
  isLoading,
  onDelete,
  onDismiss,
  onSuspendSeller,
  busyIds = [],
}: ReportedTableProps) {
  const columns: DataTableColumn<ReportedRow>[] = [
    photoColumn(m.report_col_image(), (product) => ({ src: product.picture, name: product.name })),
    {
      header: m.report_col_name(),
      phone: 'title',
      cell: (product) => (
        <>
          {product.name}
          {product.moderation && <ReportSummary moderation={product.moderation} />}
        </>
      ),
    },
    {
      header: m.report_col_seller(),
      cell: (product) => (
        <div className="flex flex-col items-start gap-1">
          <span>{product.Seller}</span>
          {onSuspendSeller && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-label={m.report_suspend_seller_named({ seller: product.Seller, name: product.name })}
              onClick={() => onSuspendSeller(product)}
            >
              {m.report_suspend_seller()}
            </button>
          )}
        </div>
      ),
    },
    {
      header: m.report_col_delete(),
      cell: (product) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={m.ui_delete_named({ name: product.name })}
            disabled={busyIds.includes(product._id)}
            onClick={() => onDelete(product)}
          >
            {m.ui_delete()}
          </button>
          {onDismiss && product.moderation && reportMachine.can('open', 'dismiss', 'admin') && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-label={m.report_dismiss_named({ name: product.name })}
              disabled={busyIds.includes(product._id)}
              onClick={() => onDismiss(product)}
            >
              {m.report_dismiss()}
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={m.dash_link_reported()}
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      isLoading={isLoading}
      emptyMessage={m.report_empty()}
    />
  );
}
