import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LISTING_TEXT } from '../strings';
import { formatTk, LISTING_HOLD_TEXT, type Product } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { imageVariant } from '@/lib/image-url';
import { advertiseState, saleStatus } from '../utils/listing-state';

export interface MyProductsTableProps {
  products: readonly Product[];
  isLoading?: boolean;
  onAdvertise: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Products with an advertise or delete on its way: their buttons wait. */
  busyIds?: readonly string[];
}

/** The seller's listings (spec §2 My Products): Product Image, Product Name, Price, Sale Status, Advertise Item, Delete. */
export function MyProductsTable({ products, isLoading, onAdvertise, onDelete, busyIds = [] }: MyProductsTableProps) {
  const columns: DataTableColumn<Product>[] = [
    {
      header: 'Product Image',
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
          {!product.isProductPurchased && !product.removedBecause && (
            <Link
              to={paths.editProduct(product._id)}
              className="link link-primary ml-2 text-sm font-normal"
              aria-label={`${LISTING_TEXT.editLink} ${product.name}`}
            >
              {LISTING_TEXT.editLink}
            </Link>
          )}
          {/* Why buyers cannot see it (issue 16): removed by the admins, or hidden while a hold stands. */}
          {product.removedBecause ? (
            <p className="mt-1 text-sm font-normal text-error">{product.removedBecause.text}</p>
          ) : (
            product.hiddenBecause?.map((reason) => (
              <p key={reason} className="mt-1 text-sm font-normal text-muted">
                {LISTING_HOLD_TEXT[reason]}
              </p>
            ))
          )}
        </>
      ),
    },
    { header: 'Price', className: 'whitespace-nowrap', cell: (product) => formatTk(product.resalePrice) },
    {
      header: 'Sale Status',
      cell: (product) => {
        const status = saleStatus(product);
        return (
          <span
            className={`badge badge-sm font-semibold ${status === 'Available' ? 'badge-success' : status === 'Sold' ? 'badge-neutral' : 'badge-error'}`}
          >
            {status}
          </span>
        );
      },
    },
    {
      header: 'Advertise Item',
      cell: (product) => {
        const state = advertiseState(product);
        if (state === 'not-applicable') return <span className="text-muted">Not Applicable</span>;
        if (state === 'advertised')
          return (
            <span className="badge badge-sm border-0 bg-accent font-semibold text-accent-content">Advertised</span>
          );
        return (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={`Advertise ${product.name}`}
            disabled={busyIds.includes(product._id)}
            onClick={() => onAdvertise(product)}
          >
            Advertise
          </button>
        );
      },
    },
    {
      header: 'Delete',
      cell: (product) =>
        product.removedBecause ? (
          <span className="text-muted">Removed</span>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={`Delete ${product.name}`}
            disabled={busyIds.includes(product._id)}
            onClick={() => onDelete(product)}
          >
            Delete
          </button>
        ),
    },
  ];
  return (
    <DataTable
      caption="My Products"
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      isLoading={isLoading}
      emptyMessage="You have not listed any phones yet."
    />
  );
}
