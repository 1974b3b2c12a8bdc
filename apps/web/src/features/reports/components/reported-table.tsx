import type { Product } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { imageVariant } from '@/lib/image-url';

export interface ReportedTableProps {
  products: readonly Product[];
  isLoading?: boolean;
  onDelete: (product: Product) => void;
  /** Listings being deleted right now: their buttons wait. */
  busyIds?: readonly string[];
}

/** The admin's Reported Items (spec §2): Product image, Product Name, Seller Name, Delete Product. */
export function ReportedTable({ products, isLoading, onDelete, busyIds = [] }: ReportedTableProps) {
  const columns: DataTableColumn<Product>[] = [
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
    { header: 'Product Name', phone: 'title', cell: (product) => product.name },
    { header: 'Seller Name', cell: (product) => product.Seller },
    {
      header: 'Delete Product',
      cell: (product) => (
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
      caption="Reported Items"
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      isLoading={isLoading}
      emptyMessage="No reported items. Every listing is in good standing."
    />
  );
}
