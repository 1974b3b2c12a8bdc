/** Every user-facing string of the spec (§2, §4, §5, §8) in one place. */
export const TOAST = {
  productAdded: 'Product added successfully',
  deleted: 'Deleted Successfully',
  paymentCompleted: 'Payment Completed successfully',
  orderPlaced: 'Order has been placed successfully',
  reported: 'Reported to admin successfully',
  accountCreated: 'Account Created Successfully',
  notAdmin: 'You are not Admin',
  notSeller: 'You are not a Seller',
} as const;

export const CONFIRM = {
  deleteBuyer: 'Do you want to delete this buyer',
  deleteSeller: 'Do you want to delete this seller',
  deleteProduct: 'Do you want to delete it?',
  deleteReported: 'Do you want to delete this reported item?',
} as const;

/** Toast timings of spec §9. */
export const TOAST_LIMITS = {
  successMs: 2000,
  errorMs: 4000,
  max: 20,
} as const;

/** Carousel timings of spec §9. */
export const CAROUSEL = {
  heroAutoplayMs: 4000,
  heroSpeedMs: 700,
  adsAutoplayMs: 2500,
} as const;

export const COMPANY = {
  name: 'PhoneHaat',
  since: 2016,
  tagline: 'Providing reliable service since 2016',
  copyrightYear: 2023,
} as const;
