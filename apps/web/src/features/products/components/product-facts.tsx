import type { Product } from '@phonehaat/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { CalendarIcon, MapPinIcon, StarIcon } from '@/components/ui/icons/listing';
import { paths } from '@/config/paths';
import { formatMediumDate, formatMoney, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { CONDITION_LABEL, LISTING_TEXT, localDigits, usedFor } from '../strings';

/**
 * 'Posted By {Seller}' and the Verified badge of a verified seller (spec §2), on the card and the listing page; the
 * name opens the seller's public profile, and their buyers' average rating follows it (issue 15).
 */
export function PostedBy({
  product,
  className = '',
}: {
  product: Pick<Product, 'Seller' | 'isSellerVerified'> & Partial<Pick<Product, 'sellerId' | 'sellerRating'>>;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span>
        {m.product_posted_by()}{' '}
        {product.sellerId ? (
          <Link to={paths.seller(product.sellerId)} className="font-semibold hover:text-primary hover:underline">
            {product.Seller}
          </Link>
        ) : (
          <span className="font-semibold">{product.Seller}</span>
        )}
      </span>
      {product.sellerRating && product.sellerRating.average !== null && product.sellerRating.count > 0 && (
        <span className="inline-flex items-center gap-0.5" title={m.product_rating_title()}>
          <StarIcon className="size-4 text-warning" />
          <span className="font-semibold">{localDigits(product.sellerRating.average.toFixed(1))}</span>
          <span className="text-muted">({formatNumber(product.sellerRating.count)})</span>
          <span className="sr-only">
            {' '}
            {(product.sellerRating.count === 1 ? m.product_rating_out_of_one : m.product_rating_out_of_other)({
              max: formatNumber(5),
              count: formatNumber(product.sellerRating.count),
            })}
          </span>
        </span>
      )}
      {product.isSellerVerified && (
        <span className="badge badge-sm gap-1 border-0 bg-primary/10 font-semibold text-primary">
          <ShieldCheckIcon className="size-3.5" />
          {m.product_verified()}
        </span>
      )}
    </div>
  );
}

/** 'Market Price' and 'Resale Price' in tk, side by side. */
export function Prices({
  product,
  className = '',
  resaleClassName = '',
}: {
  product: Pick<Product, 'orginalPrice' | 'resalePrice'> & Partial<Pick<Product, 'previousPrice'>>;
  className?: string;
  resaleClassName?: string;
}) {
  const cut = product.previousPrice != null ? product.previousPrice - product.resalePrice : 0;
  return (
    <div className={`grid grid-cols-2 gap-2 rounded-field bg-base-200 ${className}`}>
      <p>
        {m.product_market_price()} <span className="block font-semibold">{formatMoney(product.orginalPrice)}</span>
      </p>
      <p>
        {m.product_resale_price()}{' '}
        <span className={`block font-bold text-primary ${resaleClassName}`}>{formatMoney(product.resalePrice)}</span>
      </p>
      {cut > 0 && (
        <p className="col-span-2 flex flex-wrap items-center gap-x-2 font-semibold text-secondary" data-price-drop>
          {LISTING_TEXT.priceDropped(cut)}
          <s className="font-normal text-muted">{formatMoney(product.previousPrice ?? 0)}</s>
        </p>
      )}
    </div>
  );
}

/** When it was posted, where, for how long it was used and its condition (spec §2), on the card and the listing page. */
export function ProductFacts({
  product,
  className = '',
  children,
}: {
  product: Pick<Product, 'timeOfSellPost' | 'location' | 'yearOfUse' | 'productCondition'>;
  className?: string;
  /** More facts after these, as list items. */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      <li className="flex items-center gap-1.5">
        <CalendarIcon className="size-4 shrink-0 text-primary" />
        <span className="sr-only">{m.product_posted_on()} </span>
        <time dateTime={product.timeOfSellPost}>{formatMediumDate(product.timeOfSellPost)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <MapPinIcon className="size-4 shrink-0 text-primary" />
        <span className="sr-only">{m.product_location_fact()} </span>
        {product.location}
      </li>
      <li>{usedFor(product.yearOfUse)}</li>
      <li>{m.product_condition_is({ condition: CONDITION_LABEL[product.productCondition]() })}</li>
      {children}
    </ul>
  );
}
