import { listingState, type ListingState, type Product } from '@phonehaat/shared';

export type SaleStatus = 'Available' | 'Sold' | 'Removed' | 'Sold elsewhere';

type SaleFields = Pick<Product, 'isProductPurchased' | 'removedBecause' | 'soldElsewhere'>;

/** The listing machine's state of a listing as the API shows it. */
export const listingStateOf = (product: SaleFields): ListingState =>
  listingState({
    sold: product.isProductPurchased,
    soldElsewhere: product.soldElsewhere === true,
    removed: product.removedBecause !== undefined,
  });

/**
 * Spec §4: Available while isProductPurchased is false, then Sold; 'Removed' when the admins removed it and 'Sold
 * elsewhere' when its seller marked it so (issue 16).
 */
export const saleStatus = (product: SaleFields): SaleStatus => STATUS[listingStateOf(product)];
const STATUS: Record<ListingState, SaleStatus> = {
  live: 'Available',
  sold: 'Sold',
  soldElsewhere: 'Sold elsewhere',
  removed: 'Removed',
};

export type AdvertiseState = 'can-advertise' | 'advertised' | 'not-applicable';

/** Spec §4: a sold phone is 'Not Applicable'; an advertised one stays 'Advertised'; otherwise it can be advertised. */
export function advertiseState(
  product: Pick<Product, 'isProductPurchased' | 'isAdvertise' | 'removedBecause'>,
): AdvertiseState {
  if (product.isProductPurchased || product.removedBecause) return 'not-applicable';
  return product.isAdvertise ? 'advertised' : 'can-advertise';
}
