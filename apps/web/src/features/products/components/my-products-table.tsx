import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HOLD_TEXT, LISTING_TEXT } from '../strings';
import { listingFacts, listingMachine, type ListingEvent, type Product, type ReportReason } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { photoColumn } from '@/components/ui/photo-column';
import { formatMoney } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { advertiseState, listingStateOf, saleStatus, type SaleStatus } from '../utils/listing-state';
import { REPORT_REASON_LABEL } from '@/features/reports/components/report-text';

/** The sale states' words; the states themselves stay the spec's values. */
const STATUS_LABEL: Record<SaleStatus, () => string> = {
  Available: m.product_status_available,
  Sold: m.product_sold,
  Removed: m.product_status_removed,
  'Sold elsewhere': m.product_status_sold_elsewhere,
};

const STATUS_BADGE: Record<SaleStatus, string> = {
  Available: 'badge-success',
  Sold: 'badge-neutral',
  Removed: 'badge-error',
  'Sold elsewhere': 'badge-neutral badge-outline',
};

/** The seller's buttons for each event listingMachine offers: the words, and the name read out with them. */
const SALE_BUTTON: Record<ListingEvent, { text: () => string; label: (name: string) => string; className: string }> = {
  markSoldElsewhere: {
    text: m.product_mark_sold_elsewhere,
    label: (name) => m.product_mark_sold_elsewhere_label({ name }),
    className: 'btn-outline btn-secondary',
  },
  relist: { text: m.product_relist, label: (name) => m.product_relist_label({ name }), className: 'btn-primary' },
};

/** Why the admins removed a listing, in the person's language (the server's `text` is the English one). */
function removalSentence(reason: ReportReason | null): string {
  return reason && reason !== 'other'
    ? m.product_removed_reported_as({ reason: REPORT_REASON_LABEL[reason]().toLowerCase() })
    : m.product_removed_after_reports();
}

export interface MyProductsTableProps {
  products: readonly Product[];
  isLoading?: boolean;
  onAdvertise: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Mark sold elsewhere, or relist (issue 16). */
  onChangeSale: (product: Product, event: ListingEvent) => void;
  /** Products with an advertise, delete or sale change on its way: their buttons wait. */
  busyIds?: readonly string[];
}

/** The seller's listings (spec §2 My Products): Product Image, Product Name, Price, Sale Status, Advertise Item, Delete. */
export function MyProductsTable({
  products,
  isLoading,
  onAdvertise,
  onDelete,
  onChangeSale,
  busyIds = [],
}: MyProductsTableProps) {
  const columns: DataTableColumn<Product>[] = [
    photoColumn(m.product_col_image(), (product) => ({ src: product.picture, name: product.name })),
    {
      header: m.product_col_name(),
      phone: 'title',
      cell: (product) => (
        <>
          {product.name}
          {!product.isProductPurchased && !product.removedBecause && (
            <Link
              to={paths.editProduct(product._id)}
              className="link link-primary ml-2 text-sm font-normal"
              aria-label={LISTING_TEXT.editLinkLabel(product.name)}
            >
              {LISTING_TEXT.editLink()}
            </Link>
          )}
          {/* Why buyers cannot see it (issue 16): removed by the admins, or hidden while a hold stands. */}
          {product.removedBecause ? (
            <p className="mt-1 text-sm font-normal text-error">{removalSentence(product.removedBecause.reason)}</p>
          ) : (
            product.hiddenBecause?.map((reason) => (
              <p key={reason} className="mt-1 text-sm font-normal text-muted">
                {HOLD_TEXT[reason]()}
              </p>
            ))
          )}
        </>
      ),
    },
    {
      header: m.product_col_price(),
      className: 'whitespace-nowrap',
      cell: (product) => formatMoney(product.resalePrice),
    },
    {
      header: m.product_col_status(),
      cell: (product) => {
        const status = saleStatus(product);
        // The same machine as the server's: only the moves it allows get a button.
        const events = listingMachine.allowedEvents(listingStateOf(product), 'seller', listingFacts(product.reserved));
        return (
          <div className="flex flex-wrap items-center gap-2 max-sm:flex-col max-sm:items-end">
            <span className={`badge badge-sm font-semibold whitespace-nowrap ${STATUS_BADGE[status]}`}>
              {STATUS_LABEL[status]()}
            </span>
            {events.map((event) => (
              <button
                key={event}
                type="button"
                className={`btn btn-sm max-sm:min-h-11 ${SALE_BUTTON[event].className}`}
                aria-label={SALE_BUTTON[event].label(product.name)}
                disabled={busyIds.includes(product._id)}
                onClick={() => onChangeSale(product, event)}
              >
                {SALE_BUTTON[event].text()}
              </button>
            ))}
          </div>
        );
      },
    },
    {
      header: m.product_col_advertise(),
      cell: (product) => {
        const state = advertiseState(product);
        if (state === 'not-applicable') return <span className="text-muted">{m.product_not_applicable()}</span>;
        if (state === 'advertised')
          return (
            <span className="badge badge-sm border-0 bg-accent font-semibold text-accent-content">
              {m.product_advertised()}
            </span>
          );
        return (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={m.product_advertise_label({ name: product.name })}
            disabled={busyIds.includes(product._id)}
            onClick={() => onAdvertise(product)}
          >
            {m.product_advertise()}
          </button>
        );
      },
    },
    {
      header: m.product_delete(),
      cell: (product) =>
        product.removedBecause ? (
          <span className="text-muted">{m.product_status_removed()}</span>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={m.product_delete_label({ name: product.name })}
            disabled={busyIds.includes(product._id)}
            onClick={() => onDelete(product)}
          >
            {m.product_delete()}
          </button>
        ),
    },
  ];
  return (
    <DataTable
      caption={m.product_my_products()}
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      isLoading={isLoading}
      emptyMessage={m.product_my_empty()}
    />
  );
}
