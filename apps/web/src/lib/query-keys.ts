/** Query keys that more than one feature reads or invalidates (features do not import each other). */
export const sharedKeys = {
  /** The home page's 'Latest Advertisement' list. */
  advertisedProducts: ['advertised-products'] as const,
  /** Every product list (category pages, My Products); invalidate after a listing changes. */
  products: ['products'] as const,
  /** Every deal query (lists, the waiting count, one deal); a booking from the purchase modal invalidates them. */
  deals: ['deals'] as const,
  /** The admins' audit log: every moderation action and automatic hide adds to it. */
  audit: ['audit'] as const,
};
