import { COMPANY } from '@phonehaat/shared';
import { Link, useParams } from 'react-router';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { StarRow } from '@/components/ui/icons/listing';
import { QueryError } from '@/components/ui/query-error';
import { PendingStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSellerListings, useSellerProfile } from '@/features/deals/api/get-seller';
import { formatMonth, formatWhen } from '@/features/deals/components/format';
import { Stars } from '@/features/deals/components/stars';
import { PhoneTiles } from '@/features/products/components/phone-tiles';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * /seller/:id (issue 15, public): who the seller is, how buyers rated their completed sales, what they said, and the
 * phones the seller has for sale now.
 */
export function SellerPage() {
  const { id = '' } = useParams();
  const profile = useSellerProfile(id);
  const listings = useSellerListings(id);

  if (profile.isError) {
    const missing = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
        {missing ? (
          <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center">
            <title>{`${m.seller_not_found_title()} · ${COMPANY.name}`}</title>
            <h1 className="text-2xl font-bold text-secondary">{m.seller_not_here()}</h1>
            <Link to={paths.home()} className="btn btn-primary mt-6">
              {m.seller_find_phone()}
            </Link>
          </div>
        ) : (
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
        )}
      </div>
    );
  }
  const seller = profile.data;
  // The page appears whole, once the seller and their phones are both here: whichever answer comes first, nothing
  // drawn above the other moves when it arrives.
  if (!seller || listings.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
        <PendingStatus label={m.seller_loading()} className="space-y-4">
          <div className="h-40 rounded-box bg-base-200" />
          <div className="h-24 rounded-box bg-base-200" />
          <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {[0, 1, 2, 3].map((slot) => (
              <div key={slot} className="h-56 rounded-box bg-base-200" />
            ))}
          </div>
        </PendingStatus>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <title>{`${seller.name} · ${COMPANY.name}`}</title>
      <section className="rounded-box border border-base-300 bg-base-100 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-secondary md:text-3xl">{seller.name}</h1>
          {seller.isSellerVerified && (
            <span className="badge gap-1 border-0 bg-primary/10 font-semibold text-primary">
              <ShieldCheckIcon className="size-4" />
              {m.product_verified()}
            </span>
          )}
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{m.seller_member_since()}</dt>
            <dd className="font-semibold">{formatMonth(seller.memberSince)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{m.seller_completed_sales()}</dt>
            <dd className="font-semibold">{formatNumber(seller.completedSales)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{m.seller_rating()}</dt>
            <dd className="font-semibold">
              <Stars average={seller.rating.average} count={seller.rating.count} />
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="reviews" className="mt-8">
        <h2 id="reviews" className="text-xl font-bold text-secondary">
          {m.seller_reviews()}
        </h2>
        {seller.reviews.length === 0 ? (
          <p className="mt-2 text-muted">{m.seller_no_reviews()}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {seller.reviews.map((review) => (
              <li key={`${review.at}-${review.buyer}`} className="rounded-box border border-base-300 p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <StarRow filled={review.stars} />
                  <span className="sr-only">
                    {m.seller_stars({ stars: formatNumber(review.stars), max: formatNumber(5) })}
                  </span>
                  <span className="font-semibold">{review.buyer}</span>
                  <span className="text-sm text-muted">{formatWhen(review.at)}</span>
                </p>
                {review.comment && <p className="mt-1">{review.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="for-sale" className="mt-8">
        <h2 id="for-sale" className="text-xl font-bold text-secondary">
          {m.seller_for_sale()}
        </h2>
        {listings.isError && <QueryError error={listings.error} onRetry={() => void listings.refetch()} />}
        {listings.data?.length === 0 && <p className="mt-2 text-muted">{m.seller_nothing_for_sale()}</p>}
        <PhoneTiles phones={listings.data ?? []} markReserved />
      </section>
    </div>
  );
}
