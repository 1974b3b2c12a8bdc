import { COMPANY, findCategory, TOAST, type Category, type Product } from '@phonehaat/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { useConfirm } from '@/components/ui/use-confirm';
import { useCurrentUser } from '@/lib/current-user';
import { PurchaseModal } from '@/features/orders/components/purchase-modal';
import { useCategoryProducts } from '@/features/products/api/get-category-products';
import { ProductGrid } from '@/features/products/components/product-grid';
import { useReportingIds, useReportProduct } from '@/features/reports/api/report-product';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { NotFoundPage } from './not-found';

/** /category/:id (signed-in): the phones of one category. An id other than 1, 2 or 3 is the 404 page. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = /^\d+$/.test(id) ? findCategory(Number(id)) : undefined;
  if (!category) return <NotFoundPage />;
  return <CategoryProducts key={category.id} category={category} />;
}

function CategoryProducts({ category }: { category: Category }) {
  const heading = `${category.name} Devices`;
  const list = useCategoryProducts(category.id);
  const { data: me } = useCurrentUser();
  const report = useReportProduct();
  const reportingIds = useReportingIds();
  const { confirm, dialog } = useConfirm();
  const [buying, setBuying] = useState<Product | null>(null);

  const onReport = async (product: Product) => {
    const yes = await confirm({
      message: 'Do you want to report this listing to the admin?',
      description: product.name,
      confirmLabel: 'Report',
      tone: 'danger',
    });
    if (!yes) return;
    report.mutate(product._id, {
      onSuccess: () => toast.success(TOAST.reported),
      onError: notifyError,
    });
  };

  return (
    <>
      <title>{`${heading} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">{heading}</h1>
        <p className="mt-2 text-muted">Used {category.name} phones from sellers across Bangladesh, newest first.</p>

        <div className="mt-8">
          {list.isPending ? (
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner label={`Loading ${heading}`} />
            </div>
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.products.length === 0 ? (
            <p className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center text-muted">
              No {category.name} phones are listed right now. Please check back soon.
            </p>
          ) : (
            <>
              <ProductGrid
                products={list.products}
                onPurchase={setBuying}
                onReport={(product) => void onReport(product)}
                // Not on your own listing; the server refuses it too.
                canReport={(product) => product.sellerId !== me?._id}
                reportingIds={reportingIds}
              />
              <LoadMore
                className="mt-8"
                noun={`${category.name} phones`}
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </>
          )}
        </div>
      </div>
      <PurchaseModal product={buying} onClose={() => setBuying(null)} />
      {dialog}
    </>
  );
}
