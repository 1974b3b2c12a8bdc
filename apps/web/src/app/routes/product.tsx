import { COMPANY, findCategory, formatTk, type Product } from '@phonehaat/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useReportWithConfirm } from '@/app/components/use-report-with-confirm';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PurchaseModal } from '@/features/orders/components/purchase-modal';
import { useProduct } from '@/features/products/api/get-product';
import { PhotoGallery } from '@/features/products/components/photo-gallery';
import { PostedBy, Prices, ProductFacts } from '@/features/products/components/product-facts';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { imageSrcSet } from '@/lib/image-url';

/** /product/:id (signed-in, issue 9): one listing with its photos, its seller and their other phones. */
export function ProductPage() {
  const { id = '' } = useParams();
  const detail = useProduct(id);

  if (detail.isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Loading the listing" />
      </div>
    );
  }
  if (detail.isError) {
    const gone = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
        {gone ? (
          <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center">
            <h1 className="text-2xl font-bold text-secondary">This listing is not here any more</h1>
            <p className="mt-2 text-muted">The seller or an admin removed it, or the link is wrong.</p>
            <Link to={paths.search()} className="btn btn-primary mt-6">
              Find another phone
            </Link>
          </div>
        ) : (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }
  return <Listing key={detail.data.product._id} product={detail.data.product} more={detail.data.moreFromSeller} />;
}

function Listing({ product, more }: { product: Product; more: readonly Product[] }) {
  const { user: me } = useAuth();
  const { onReport, reportingIds, dialog } = useReportWithConfirm();
  const [buying, setBuying] = useState<Product | null>(null);
  const sold = product.isProductPurchased;
  const category = findCategory(product.categoryID);
  const reporting = reportingIds.includes(product._id);

  return (
    <>
      <title>{`${product.name} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
        {category && (
          <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 text-sm">
            <ul>
              <li>
                <Link to={paths.home()}>Home</Link>
              </li>
              <li>
                <Link to={paths.category(category.id)}>{category.name}</Link>
              </li>
              <li aria-current="page" className="min-w-0">
                <span className="block max-w-[50vw] truncate">{product.name}</span>
              </li>
            </ul>
          </nav>
        )}

        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <PhotoGallery photos={product.photos} name={product.name} />

          <div>
            {sold && <p className="badge badge-lg mb-3 border-0 bg-neutral font-semibold text-neutral-content">Sold</p>}
            <h1 className="text-2xl font-extrabold tracking-tight text-secondary md:text-3xl">{product.name}</h1>

            <PostedBy product={product} className="mt-3" />
            <Prices product={product} className="mt-4 p-4" resaleClassName="text-2xl" />

            <ProductFacts product={product} className="mt-4 space-y-1.5">
              {category && <li>Category: {category.name}</li>}
            </ProductFacts>

            {sold ? (
              <div className="mt-6 rounded-box border border-base-300 bg-base-200 p-4">
                <p className="font-semibold">This phone has been sold.</p>
                {category && (
                  <Link to={paths.category(category.id)} className="btn btn-primary btn-sm mt-3">
                    See other {category.name} phones
                  </Link>
                )}
              </div>
            ) : (
              <div className="mt-6 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
                <button type="button" className="btn btn-primary" onClick={() => setBuying(product)}>
                  Purchase Now
                </button>
                {product.sellerId !== me?._id && (
                  <button
                    type="button"
                    className="btn btn-outline btn-error"
                    disabled={reporting}
                    onClick={() => void onReport(product)}
                  >
                    {reporting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                    Report to Admin
                  </button>
                )}
              </div>
            )}
          </div>
        </div>

        {more.length > 0 && (
          <section aria-labelledby="more-from-seller" className="mt-12">
            <h2 id="more-from-seller" className="text-xl font-bold text-secondary">
              More from {product.Seller}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
              {more.map((other) => (
                <li key={other._id}>
                  <Link
                    to={paths.product(other._id)}
                    className="block h-full overflow-hidden rounded-box border border-base-300 bg-base-100 hover:border-primary"
                  >
                    <img
                      src={other.picture}
                      srcSet={imageSrcSet(other.picture)}
                      sizes="(min-width: 768px) 25vw, 50vw"
                      alt=""
                      width={640}
                      height={480}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full bg-base-200 object-contain"
                    />
                    <span className="block p-3">
                      <span className="line-clamp-2 font-semibold">{other.name}</span>
                      <span className="mt-1 block font-bold text-primary">{formatTk(other.resalePrice)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <PurchaseModal product={buying} onClose={() => setBuying(null)} />
      {dialog}
    </>
  );
}
