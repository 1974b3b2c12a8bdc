import type { Product } from '@phonehaat/shared';
import { ACTIONS_GRID, ProductCard, PURCHASE_SPAN, THREE_ACTIONS, type ProductCardProps } from './product-card';

export interface ProductGridProps {
  products: readonly Product[];
  onPurchase: (product: Product) => void;
  onReport: (product: Product) => void;
  /** Whether this person may report the product (not on their own listing). */
  canReport: (product: Product) => boolean;
  /** Products being reported right now. */
  reportingIds?: readonly string[];
  /** A card's 'Message seller' button, or undefined where it does not apply (one's own listing, an admin). */
  messageAction?: (product: Product) => ProductCardProps['messageAction'];
  /** Whether the cards' buttons can act yet (ProductCardProps['ready']). */
  ready?: boolean;
}

/** How many cards are above the fold on a phone or a laptop: their pictures load at once. */
const EAGER = 2;

/** The category page's cards: one column on a phone, two from md up. */
export function ProductGrid({
  products,
  onPurchase,
  onReport,
  canReport,
  reportingIds = [],
  messageAction,
  ready = true,
}: ProductGridProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:gap-6">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            onPurchase={onPurchase}
            onReport={canReport(product) ? onReport : undefined}
            messageAction={messageAction?.(product)}
            reporting={reportingIds.includes(product._id)}
            priority={index < EAGER}
            ready={ready}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * One card's shape while the list loads: the picture, the name, the seller, the facts, the prices, and the three
 * buttons a buyer sees laid out as the card lays them out.
 */
function ProductCardSkeleton() {
  return (
    <div className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <div className="skeleton aspect-[4/3] rounded-none" />
      <div className="card-body @container gap-3 p-4 sm:p-5">
        <div className="skeleton h-7 w-3/4" />
        <div className="skeleton h-5 w-1/2" />
        <div className="space-y-2">
          <div className="skeleton h-4 w-2/3" />
          <div className="skeleton h-4 w-1/2" />
          <div className="skeleton h-4 w-3/5" />
          <div className="skeleton h-4 w-2/5" />
        </div>
        <div className="skeleton h-20 rounded-field" />
        <div className={`${ACTIONS_GRID} ${THREE_ACTIONS}`}>
          <div className={`skeleton h-11 rounded-field ${PURCHASE_SPAN}`} />
          <div className="skeleton h-11 rounded-field" />
          <div className="skeleton h-11 rounded-field" />
        </div>
      </div>
    </div>
  );
}

/**
 * The grid's place while its first page loads (issue 22): cards of the real size, two rows of the grid, so the page
 * does not grow under the reader when the phones arrive. `label` is what a screen reader hears ('Loading iOS Devices').
 */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-page-pending="">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid gap-5 md:grid-cols-2 lg:gap-6">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className={index > 1 ? 'max-md:hidden' : undefined}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
