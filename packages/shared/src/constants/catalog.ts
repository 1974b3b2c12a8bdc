/** The three static categories of spec §2/§3: id 1 Android, id 2 iOS, id 3 KaiOS. */
export const CATEGORIES = [
  { id: 1, name: 'Android', slug: 'android' },
  { id: 2, name: 'iOS', slug: 'ios' },
  { id: 3, name: 'KaiOS', slug: 'kaios' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];

/** The product's `category` field values (spec §3 spells the third one 'kaiOS'). */
export const PRODUCT_CATEGORIES = ['Android', 'iOS', 'kaiOS'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** categoryID from the product's category: 1 Android, 2 iOS, 3 otherwise (spec §3). */
export function categoryIdOf(category: ProductCategory): CategoryId {
  if (category === 'Android') return 1;
  if (category === 'iOS') return 2;
  return 3;
}

export function findCategory(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

export const PRODUCT_CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const YEARS_OF_USE = [1, 2, 3, 4] as const;
export type YearOfUse = (typeof YEARS_OF_USE)[number];

/** The largest price we accept, in Taka (one crore). */
export const MAX_PRICE_TAKA = 10_000_000;

/** How many photos a listing may have (issue 9: a gallery on the listing page). */
export const MAX_PHOTOS = 6;

/** What Add Product says when a phone's IMEI is missing. */
export const IMEI_MISSING =
  'Enter the phone’s IMEI (dial *#06# to see it), or tick “Wi-Fi-only tablet” if it has no SIM slot.';
