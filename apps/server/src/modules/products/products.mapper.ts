import {
  INCLUDED_ITEMS,
  poishaToTaka,
  removalText,
  type AdvertisedProduct,
  type IncludedItem,
  type Listing,
  type PriceHint,
  type PricePoint,
  type Product,
} from '@phonehaat/shared';
import type { ComparableKey, ComparableStats, ProductWithSeller } from './products.repository.js';

const isIncludedItem = (item: string): item is IncludedItem => (INCLUDED_ITEMS as readonly string[]).includes(item);

/** A stored product as the API shows it: the spec's field names, whole Taka, the seller's current verified flag. */
export function toProduct(row: ProductWithSeller): Product {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    photos: row.photos.length ? row.photos : [row.picture],
    category: row.category,
    categoryID: row.categoryId,
    yearOfUse: row.yearOfUse,
    orginalPrice: poishaToTaka(row.originalPricePoisha),
    resalePrice: poishaToTaka(row.resalePricePoisha),
    timeOfSellPost: row.createdAt.toISOString(),
    Seller: row.sellerName,
    sellerId: row.sellerId,
    isSellerVerified: row.sellerVerified,
    location: row.location,
    productCondition: row.condition,
    // Sold elsewhere is sold to everyone who reads the listing; `soldElsewhere` tells its seller which.
    isProductPurchased: row.isPurchased || row.soldElsewhereAt !== null,
    contact: row.contact,
    isAdvertise: row.isAdvertised,
    reported: row.reported,
    reserved: row.reserved,
    sellerRating: { average: row.sellerRatingAverage, count: row.sellerRatingCount },
    ...(row.imeiLast4 ? { imeiLast4: row.imeiLast4 } : {}),
    ...(row.hiddenBecause?.length ? { hiddenBecause: row.hiddenBecause } : {}),
    ...(row.removedByAdmin
      ? { removedBecause: { reason: row.removalReason, text: removalText(row.removalReason) } }
      : {}),
    ...(row.soldElsewhereAt ? { soldElsewhere: true as const } : {}),
    previousPrice: row.previousPricePoisha === null ? null : poishaToTaka(row.previousPricePoisha),
    brand: row.brand,
    model: row.model,
    storageGb: row.storageGb,
    ramGb: row.ramGb,
    colour: row.colour,
    batteryHealth: row.batteryHealth,
    includes: row.includes.filter(isIncludedItem),
    warrantyMonths: row.warrantyMonths,
    description: row.description,
  };
}

export function toAdvertisedProduct(row: ProductWithSeller): AdvertisedProduct {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    categoryID: row.categoryId,
    resalePrice: poishaToTaka(row.resalePricePoisha),
  };
}

/** A listing as a signed-out visitor sees it: no seller's mobile number, no report flag. */
export function toPublicListing(row: ProductWithSeller): Listing {
  const { contact: _contact, reported: _reported, ...listing } = toProduct(row);
  return listing;
}

/** A listing's price history as the API shows it: whole Taka and ISO times. */
export const toPricePoints = (rows: readonly { pricePoisha: number; at: Date }[]): PricePoint[] =>
  rows.map((row) => ({ price: poishaToTaka(row.pricePoisha), at: row.at.toISOString() }));

const takaOrNull = (poisha: number | null) => (poisha === null ? null : poishaToTaka(Math.round(poisha)));

/** The fair-price hint as the API shows it: whole Taka (the medians rounded), the phone it is about. */
export function toPriceHint(key: ComparableKey, stats: ComparableStats & { usualPricePoisha: number }): PriceHint {
  return {
    brand: key.brand,
    model: key.model,
    storageGb: key.storageGb,
    condition: key.condition,
    comparables: stats.comparables,
    usualPrice: poishaToTaka(Math.round(stats.usualPricePoisha)),
    listed: { count: stats.listedCount, median: takaOrNull(stats.listedMedianPoisha) },
    sold: { count: stats.soldCount, median: takaOrNull(stats.soldMedianPoisha) },
  };
}
