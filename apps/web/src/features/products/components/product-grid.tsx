import type { Product } from '@phonehaat/shared';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[];
  onPurchase: (product: Product) => void;
  onReport: (product: Product) => void;
  /** Whether this person may report the product (not on their own listing). */
  canReport: (product: Product) => boolean;
  /** Products being reported right now. */
  reportingIds?: readonly string[];
}

/** How many cards are above the fold on a phone or a laptop: their pictures load at once. */
const EAGER = 2;

/** The category page's cards: one column on a phone, two from md up. */
export function ProductGrid({ products, onPurchase, onReport, canReport, reportingIds = [] }: ProductGridProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:gap-6">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            onPurchase={onPurchase}
            onReport={canReport(product) ? onReport : undefined}
            reporting={reportingIds.includes(product._id)}
            priority={index < EAGER}
          />
        </li>
      ))}
    </ul>
  );
}
