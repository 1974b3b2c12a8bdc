import { REPORT_REASON_TEXT, reportMachine, type ModerationSummary, type Product } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { imageVariant } from '@/lib/image-url';

/** A reported listing, with what its reports say when the server told it. */
export type ReportedRow = Product & { moderation?: ModerationSummary };

export interface ReportedTableProps {
  products: readonly ReportedRow[];
  isLoading?: boolean;
  onDelete: (product: ReportedRow) => void;
  /** Dismiss the listing's reports (issue 16): offered when the report machine lets an admin. */
  onDismiss?: (product: ReportedRow) => void;
  /** Listings being deleted or dismissed right now: their buttons wait. */
  busyIds?: readonly string[];
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** What the reports of a listing say: how many people, each reason with its count, and the notes. */
function ReportSummary({ moderation }: { moderation: ModerationSummary }) {
  if (moderation.status === 'flagged') {
    return <p className="mt-1 text-sm font-normal text-muted">Flagged by PhoneHaat (IMEI check)</p>;
  }
  return (
    <div className="mt-1 text-sm font-normal">
      <p className="font-semibold">Reported by {people(moderation.reporters)}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reasons">
        {moderation.reasons.map(({ reason, count }) => (
          <li key={reason} className="badge badge-sm badge-outline h-auto py-0.5">
            {REPORT_REASON_TEXT[reason]} × {count}
          </li>
        ))}
      </ul>
      {moderation.notes.length > 0 && (
        <ul className="mt-1 space-y-1 text-muted" aria-label="Notes">
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
 * first. Under the name, what the reports say (issue 16); beside Delete, Dismiss while reports are open.
 */
export function ReportedTable({ products, isLoading, onDelete, onDismiss, busyIds = [] }: ReportedTableProps) {
  const columns: DataTableColumn<ReportedRow>[] = [
    {
      header: 'Product image',
      phone: 'media',
      className: 'w-24',
      cell: (product) => (
        <img
          src={imageVariant(product.picture, 320)}
          alt={product.name}
          width={80}
          height={60}
          loading="lazy"
          decoding="async"
          className="h-15 w-20 rounded-field bg-base-200 object-contain"
        />
      ),
    },
    {
      header: 'Product Name',
      phone: 'title',
      cell: (product) => (
        <>
          {product.name}
          {product.moderation && <ReportSummary moderation={product.moderation} />}
        </>
      ),
    },
    { header: 'Seller Name', cell: (product) => product.Seller },
    {
      header: 'Delete Product',
      cell: (product) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={`Delete ${product.name}`}
            disabled={busyIds.includes(product._id)}
            onClick={() => onDelete(product)}
          >
            Delete
          </button>
          {onDismiss && product.moderation && reportMachine.can('open', 'dismiss', 'admin') && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-label={`Dismiss the reports of ${product.name}`}
              disabled={busyIds.includes(product._id)}
              onClick={() => onDismiss(product)}
            >
              Dismiss
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Reported Items"
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      isLoading={isLoading}
      emptyMessage="No reported items. Every listing is in good standing."
    />
  );
}
