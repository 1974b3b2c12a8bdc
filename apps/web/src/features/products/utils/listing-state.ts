import type { Product } from '@phonehaat/shared';

export type SaleStatus = 'Available' | 'Sold' | 'Removed';

/** Spec §4: Available while isProductPurchased is false, then Sold; 'Removed' when the admins removed it (issue 16). */
export function saleStatus(product: Pick<Product, 'isProductPurchased' | 'removedBecause'>): SaleStatus {
  if (product.removedBecause) return 'Removed';
  return product.isProductPurchased ? 'Sold' : 'Available';
}

export type AdvertiseState = 'can-advertise' | 'advertised' | 'not-applicable';

/** Spec §4: a sold phone is 'Not Applicable'; an advertised one stays 'Advertised'; otherwise it can be advertised. */
export function advertiseState(
  product: Pick<Product, 'isProductPurchased' | 'isAdvertise' | 'removedBecause'>,
): AdvertiseState {
  if (product.isProductPurchased || product.removedBecause) return 'not-applicable';
  return product.isAdvertise ? 'advertised' : 'can-advertise';
}
