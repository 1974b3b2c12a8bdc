import type { Product } from '@phonehaat/shared';
import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, type Locale } from '@/i18n/use-locale';
import { imageSrcSet } from '@/lib/image-url';
import { m } from '@/paraglide/messages.js';
import { RESERVED } from '../strings';
import { PostedBy, Prices, ProductFacts } from './product-facts';

export interface ProductCardProps {
  product: Product;
  /** 'Purchase Now': opens the purchase modal for this phone. */
  onPurchase: (product: Product) => void;
  /** 'Report to Admin'; leave it out to hide the button (a seller's own listing). */
  onReport?: (product: Product) => void;
  /**
   * 'Message seller' (issue 17): the chat feature's button, handed in by the page, drawn with the card's look and tied
   * to the card's title; leave it out where it does not apply (one's own listing, an admin).
   */
  messageAction?: (action: { className: string; describedBy: string }) => ReactNode;
  /** A report of this phone is on its way: the button waits. */
  reporting?: boolean;
  /** Above the fold: load the picture at once instead of lazily. */
  priority?: boolean;
  /**
   * Whether the page can act yet: on a page drawn by the server, until React runs it and knows who is signed in, the
   * buttons are there but disabled, so a tap is never lost or taken as someone signed out's.
   */
  ready?: boolean;
}

/** Two columns from md up (max-w-6xl container), one on a phone. */
const PICTURE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * Every action of the card is a 44 px touch target (daisyUI's own button is 40 px), with a little less side padding
 * so 'Report to Admin' stays on one line when three share a row.
 */
export const ACTION_CLASS = 'btn h-11 px-3';

/**
 * The actions' grid: one column on a narrow phone; from 400 px two columns; when the card itself is wide enough
 * (28rem of content, the two-column grid of a laptop) all three in one row. With three actions on two columns,
 * 'Purchase Now' takes the whole first row.
 */
export const ACTIONS_GRID = 'grid grid-cols-1 gap-2 pt-1 min-[400px]:grid-cols-2';
export const THREE_ACTIONS = '@md:grid-cols-3';
export const PURCHASE_SPAN = 'min-[400px]:col-span-2 @md:col-span-1';

/** A product card of the category page (spec §2), every line as the spec words it. */
export function ProductCard({
  product,
  onPurchase,
  onReport,
  messageAction,
  reporting = false,
  priority = false,
  ready = true,
}: ProductCardProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const three = Boolean(messageAction) && Boolean(onReport);
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm"
    >
      <CardPicture product={product} priority={priority} />
      <div className="card-body @container gap-3 p-4 sm:p-5">
        <CardFacts product={product} titleId={titleId} locale={locale} />

        <div className={`card-actions mt-auto ${ACTIONS_GRID} ${three ? THREE_ACTIONS : ''}`}>
          {/* Held for a buyer whose deal the seller accepted (issue 15): nobody else can order it meanwhile. */}
          <button
            type="button"
            className={`${ACTION_CLASS} btn-primary ${three ? PURCHASE_SPAN : ''}`}
            aria-describedby={titleId}
            disabled={product.reserved || !ready}
            onClick={() => onPurchase(product)}
          >
            {m.product_purchase_now()}
          </button>
          {messageAction?.({ className: `${ACTION_CLASS} btn-outline btn-primary`, describedBy: titleId })}
          {onReport && (
            <button
              type="button"
              className={`${ACTION_CLASS} btn-outline btn-error`}
              aria-describedby={titleId}
              disabled={reporting || !ready}
              onClick={() => onReport(product)}
            >
              {reporting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {m.product_report()}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/*
 * The card's picture and words depend on the listing and the language only, and are drawn again for nothing else (not
 * for who is signed in, the buttons' state or a report in flight; docs/decisions/0027). `locale` is a prop so that
 * switching the language draws them again.
 */

/** The picture; it opens the listing too (a tap on a phone), the name's link being the one in the tab order. */
const CardPicture = memo(function CardPicture({ product, priority }: { product: Product; priority: boolean }) {
  return (
    <Link to={paths.product(product._id)} tabIndex={-1} className="block">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={product.picture}
          srcSet={imageSrcSet(product.picture)}
          sizes={PICTURE_SIZES}
          alt={product.name}
          width={640}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </figure>
    </Link>
  );
});

/** The name, the hold, the seller, the facts and the prices. */
const CardFacts = memo(function CardFacts({ product, titleId }: { product: Product; titleId: string; locale: Locale }) {
  return (
    <>
      <h2 id={titleId} className="card-title text-xl leading-snug text-secondary">
        <Link to={paths.product(product._id)} className="hover:text-primary hover:underline">
          {product.name}
        </Link>
      </h2>

      {product.reserved && <p className="badge badge-warning font-semibold">{RESERVED()}</p>}

      <PostedBy product={product} className="text-sm" />

      <ProductFacts product={product} className="space-y-1 text-sm" />

      <Prices product={product} className="p-3 text-sm" resaleClassName="text-lg" />
    </>
  );
});
