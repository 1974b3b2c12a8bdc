import { COMPANY, type ListingEvent, type Product } from '@phonehaat/shared';
import { Link } from 'react-router';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { useConfirm } from '@/components/ui/use-confirm';
import { paths } from '@/config/paths';
import { useAdvertiseProduct, useAdvertisingIds } from '@/features/products/api/advertise-product';
import { useChangeSale, useChangingSaleIds } from '@/features/products/api/change-sale';
import { useDeleteProduct, useDeletingIds } from '@/features/products/api/delete-product';
import { useMyProducts } from '@/features/products/api/get-my-products';
import { MyProductsTable } from '@/features/products/components/my-products-table';
import { useAuth } from '@/lib/auth-context';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/** My Products (Seller): the seller's listings, to advertise, delete, mark sold elsewhere or relist. */
export function MyProductsPage() {
  const { user } = useAuth();
  const list = useMyProducts(user?.email, user?.name);
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const changeSale = useChangeSale();
  const busyIds = [...useAdvertisingIds(), ...useDeletingIds(), ...useChangingSaleIds()];
  const { confirm, dialog } = useConfirm();

  const onAdvertise = (product: Product) => advertise.mutate(product, { onError: notifyError });

  const onDelete = async (product: Product) => {
    const yes = await confirm({
      message: m.confirm_delete_product(),
      description: product.name,
      confirmLabel: m.product_delete(),
      tone: 'danger',
    });
    if (!yes) return;
    remove.mutate(product, { onSuccess: () => toast.success(m.toast_deleted()), onError: notifyError });
  };

  // Marking it sold elsewhere takes it off sale and ends its deals: asked first. Relisting is undone as easily.
  const onChangeSale = async (product: Product, event: ListingEvent) => {
    if (event === 'markSoldElsewhere') {
      const yes = await confirm({
        message: m.confirm_sold_elsewhere(),
        description: m.confirm_sold_elsewhere_note({ name: product.name }),
        confirmLabel: m.product_mark_sold_elsewhere(),
      });
      if (!yes) return;
    }
    changeSale.mutate(
      { product, event },
      {
        onSuccess: () => toast.success(event === 'relist' ? m.toast_relisted() : m.toast_sold_elsewhere()),
        onError: notifyError,
      },
    );
  };

  return (
    <>
      <title>{`${m.product_my_products()} · ${COMPANY.name}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-secondary">{m.product_my_products()}</h1>
        <Link to={paths.addProduct()} className="btn btn-primary btn-sm">
          {m.product_add_a_product()}
        </Link>
      </div>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <MyProductsTable
          products={list.products}
          isLoading={list.isPending}
          onAdvertise={onAdvertise}
          onDelete={(product) => void onDelete(product)}
          onChangeSale={(product, event) => void onChangeSale(product, event)}
          busyIds={busyIds}
        />
      )}
      <LoadMore
        className="mt-6"
        noun={m.product_my_products_noun()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      {dialog}
    </>
  );
}
