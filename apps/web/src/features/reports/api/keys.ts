import { sharedKeys } from '@/lib/query-keys';
/** Query keys the reports feature reads or changes. */
export const reportKeys = {
  reported: () => [...sharedKeys.products, 'reported'] as const,
  category: (categoryId: number) => [...sharedKeys.products, 'category', categoryId] as const,
  advertised: () => sharedKeys.advertisedProducts,
  /** Every list of listings (a report may hide one, a dismissal bring it back). */
  products: () => sharedKeys.products,
  audit: () => sharedKeys.audit,
};
