import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from '../constants/catalog.js';

/** A product as the API answers it: the spec's field names (§3), prices in whole Taka. */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  categoryID: z.number().int(),
  yearOfUse: z.number().int(),
  orginalPrice: z.number().int(),
  resalePrice: z.number().int(),
  timeOfSellPost: z.string(),
  Seller: z.string(),
  sellerId: z.string(),
  isSellerVerified: z.boolean(),
  location: z.string(),
  productCondition: z.enum(PRODUCT_CONDITIONS),
  isProductPurchased: z.boolean(),
  contact: z.string(),
  isAdvertise: z.boolean(),
  reported: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

/** What the home page's 'Latest Advertisement' carousel needs: picture and name, and the way to the listing. */
export const AdvertisedProductSchema = ProductSchema.pick({
  _id: true,
  name: true,
  picture: true,
  categoryID: true,
  resalePrice: true,
});
export type AdvertisedProduct = z.infer<typeof AdvertisedProductSchema>;
export const AdvertisedProductListSchema = z.array(AdvertisedProductSchema);
