import { formatGb, formatTk, type IncludedItem } from '@phonehaat/shared';

/** Every visible string of a listing's details, its price history and their form section, in one place for translation. */
export const LISTING_TEXT = {
  detailsLegend: 'More about the phone',
  detailsHint: 'Optional, but buyers trust a listing that says more.',
  brand: 'Brand',
  brandHint: 'Pick from the list or type it.',
  anyBrand: 'Any brand',
  model: 'Model',
  modelHint: 'Pick from the list or type it if it is missing.',
  storage: 'Storage',
  anyStorage: 'Any storage',
  ram: 'RAM',
  notSaid: 'Not said',
  colour: 'Colour',
  batteryHealth: 'Battery health (%)',
  batteryHealthHint: 'As Settings › Battery shows it.',
  includes: 'Comes with',
  warranty: 'Warranty left (months)',
  warrantyHint: '0 or empty: no warranty left.',
  description: 'Description',
  descriptionHint: (used: number, max: number) =>
    `${used.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters`,
  includedItem: { box: 'Box', charger: 'Charger', receipt: 'Receipt' } satisfies Record<IncludedItem, string>,
  detailsHeading: 'About this phone',
  descriptionHeading: "The seller's description",
  specBrandModel: 'Model',
  specMemory: 'Storage / RAM',
  specBattery: 'Battery health',
  specIncludes: 'Comes with',
  specWarranty: 'Warranty left',
  nothingIncluded: 'The phone only',
  months: (n: number) => (n === 0 ? 'None' : `${n} ${n === 1 ? 'month' : 'months'}`),
  memory: (storageGb: number | null, ramGb: number | null) =>
    [storageGb === null ? null : formatGb(storageGb), ramGb === null ? null : `${formatGb(ramGb)} RAM`]
      .filter(Boolean)
      .join(' · '),
  priceDropped: (by: number) => `Price dropped by ${formatTk(by)}`,
  historyHeading: 'Price history',
  historyNow: 'now',
  editTitle: 'Edit your listing',
  editSave: 'Save changes',
  editSaved: 'Your listing is updated.',
  editLink: 'Edit',
  currentPhotos: 'Photos',
  currentPhotosHint: 'The first photo is the cover. Move or remove photos, or add more below.',
  moveEarlier: (n: number) => `Move photo ${n} earlier`,
  removePhoto: (n: number) => `Remove photo ${n}`,
  earlier: 'Earlier',
  remove: 'Remove',
  addPhotos: 'Add photos',
  cover: 'Cover',
  notFound: 'This listing is not yours or is no longer here.',
  soldNoEdit: 'This phone is sold: a sold listing cannot be edited.',
} as const;

/** The fair-price hint (issue 16 item 4): the verdict and its basis come from packages/shared (priceVerdictText). */
export const PRICE_HINT_TEXT = {
  label: 'Fair price',
  /** To the seller before a price is typed. */
  usual: (basis: string) => `The ${basis}`,
  sellerSummary: (verdict: string, basis: string) => `${verdict}: ${basis}`,
  breakdown: (listed: number, sold: number) => `${listed} on sale now, ${sold} sold in the last 90 days`,
};
