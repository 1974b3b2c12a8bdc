import type { Product } from '@phonehaat/shared';
import { useState, type ReactNode } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { MessageSellerButton } from '@/features/messages/components/message-seller-button';
import { PurchaseModal } from '@/features/orders/components/purchase-modal';
import { ProductGrid, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { useAuth } from '@/lib/auth-context';
import { useReportWithConfirm } from './use-report-with-confirm';

/** What the pages of a product list hand over: an infinite query's state with its products flattened. */
export interface ProductList {
  products: readonly Product[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The cards of a category or a search: cards' skeletons while the first page loads, the error with a retry, `empty` when
 * there is nothing, else the grid with 'Load more'; 'Purchase Now' opens the purchase modal, 'Message seller' opens the
 * conversation about the phone (issue 17), 'Report to Admin' asks first.
 */
export function ProductResults({
  list,
  loadingLabel,
  noun,
  empty,
}: {
  list: ProductList;
  loadingLabel: string;
  noun: string;
  empty: ReactNode;
}) {
  const { user: me, status } = useAuth();
  const { onReport, reportingIds, dialog } = useReportWithConfirm();
  const [buying, setBuying] = useState<Product | null>(null);

  return (
    <>
      {list.isPending ? (
        <ProductGridSkeleton label={loadingLabel} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.products.length === 0 ? (
        empty
      ) : (
        <>
          <ProductGrid
            products={list.products}
            onPurchase={setBuying}
            onReport={(product) => void onReport(product)}
            // Not on your own listing; the server refuses it too.
            canReport={(product) => product.sellerId !== me?._id}
            reportingIds={reportingIds}
            // A page drawn by the server is shown before anyone is known: its buttons wait for the sign-in check.
            ready={status === 'signed-in'}
            // Not on your own listing, nor for an admin: the server takes conversations from buyers and sellers only.
            messageAction={(product) =>
              product.sellerId === me?._id || me?.role === 'Admin'
                ? undefined
                : (action) => <MessageSellerButton productId={product._id} sellerId={product.sellerId} {...action} />
            }
          />
          <LoadMore
            className="mt-8"
            noun={noun}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      <PurchaseModal product={buying} onClose={() => setBuying(null)} />
      {dialog}
    </>
  );
}
