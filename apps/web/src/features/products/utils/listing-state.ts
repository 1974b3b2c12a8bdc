import type { Product } from '@phonehaat/shared';

export type SaleStatus = 'Available' | 'Sold';

/** Spec §4: Available while isProductPurchased is false, then Sold. */
export function saleStatus(product: Pick<Product, 'isProductPurchased'>): SaleStatus {
  return product.isProductPurchased ? 'Sold' : 'Available';
}

export type AdvertiseState = 'can-advertise' | 'advertised' | 'not-applicable';

/** Spec §4: a sold phone is 'Not Applicable'; an advertised one stays 'Advertised'; otherwise it can be advertised. */
export function advertiseState(product: Pick<Product, 'isProductPurchased' | 'isAdvertise'>): AdvertiseState {
  if (product.isProductPurchased) return 'not-applicable';
  return product.isAdvertise ? 'advertised' : 'can-advertise';
}
