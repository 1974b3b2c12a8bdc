import { poishaToTaka, type AdvertisedProduct, type Listing, type Product } from '@phonehaat/shared';
import type { ProductWithSeller } from './products.repository.js';

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
    isProductPurchased: row.isPurchased,
    contact: row.contact,
    isAdvertise: row.isAdvertised,
    reported: row.reported,
    reserved: row.reserved,
    sellerRating: { average: row.sellerRatingAverage, count: row.sellerRatingCount },
    ...(row.imeiLast4 ? { imeiLast4: row.imeiLast4 } : {}),
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
