import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LISTING_HOLD_REASONS, REPORT_REASONS, REPORT_STATUSES } from '@phonehaat/shared';
import { users } from './auth.js';

const timestamps = {
  // Millisecond precision, as JavaScript dates carry: keyset cursors built from a row's time then match it exactly.
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A listed phone or tablet (spec §3 Product). Money is integer poisha. */
export const products = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The cover photo: the card and the carousel show it. */
    picture: text('picture').notNull(),
    /** Every photo of the listing, the cover first (1 to 6); the listing page shows them as a gallery. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category', { enum: ['Android', 'iOS', 'kaiOS'] }).notNull(),
    categoryId: smallint('category_id').notNull(),
    yearOfUse: smallint('year_of_use').notNull(),
    originalPricePoisha: integer('original_price_poisha').notNull(),
    resalePricePoisha: integer('resale_price_poisha').notNull(),
    location: text('location').notNull(),
    condition: text('condition', { enum: ['Excellent', 'Good', 'Fair'] }).notNull(),
    contact: text('contact').notNull(),
    isPurchased: boolean('is_purchased').notNull().default(false),
    isAdvertised: boolean('is_advertised').notNull().default(false),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    reported: boolean('reported').notNull().default(false),
    // What the listing says about the phone (issue 16), each optional. Brand and model in the catalogue's spelling
    // when the seller picked them from it (packages/shared phone-models), else as typed.
    brand: text('brand'),
    model: text('model'),
    storageGb: smallint('storage_gb'),
    ramGb: smallint('ram_gb'),
    colour: text('colour'),
    batteryHealth: smallint('battery_health'),
    /** What comes with it: 'box', 'charger', 'receipt'. */
    includes: text('includes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    warrantyMonths: smallint('warranty_months'),
    description: text('description'),
    /** The resale price before the last cut while that cut stands; null when the last change raised it or none. */
    previousPricePoisha: integer('previous_price_poisha'),
    /**
     * Kept out of every public list and page while any hold stands (listing_hold: reported stolen, reported by many,
     * its seller suspended); the products service keeps it equal to "a hold exists", in the same transaction.
     */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Set when the seller marks the listing sold outside PhoneHaat (listingMachine); cleared when they relist it. While
     * set, the listing is out of every public list as a sold one is, and its page says Sold.
     */
    soldElsewhereAt: timestamp('sold_elsewhere_at', { withTimezone: true }),
    /** Set when the seller, an admin or a moderation decision removes the listing; the row stays for orders. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Removed by an admin from Reported Items (issue 16): the seller still sees it on My Products, with why. */
    removedByAdmin: boolean('removed_by_admin').notNull().default(false),
    /** The reason reported most when an admin removed it (null: none stood out). */
    removalReason: text('removal_reason', { enum: REPORT_REASONS }),
    ...timestamps,
  },
  (t) => [
    // The category page: unsold, present listings of one category, newest first (keyset on created_at, id).
    index('product_category_listing_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    // Search (issue 9): the category page sorted by price, and every category at once by time or price.
    index('product_category_price_idx')
      .on(t.categoryId, t.resalePricePoisha, t.id)
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    index('product_listing_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    index('product_price_idx')
      .on(t.resalePricePoisha, t.id)
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    // Typo-tolerant search over the name and the location: trigram indexes serve `ilike '%…%'` and `<%`.
    index('product_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    index('product_location_trgm_idx')
      .using('gin', sql`${t.location} gin_trgm_ops`)
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    // The home page's 'Latest Advertisement'.
    index('product_advertised_idx')
      .on(t.advertisedAt.desc(), t.id.desc())
      .where(sql`${t.isAdvertised} = true and ${t.isPurchased} = false and ${t.deletedAt} is null`),
    // The admin's reported items.
    index('product_reported_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.reported} = true and ${t.deletedAt} is null`),
    // Search by brand and storage (issue 16), newest first within them.
    index('product_brand_idx')
      .on(t.brand, t.storageGb, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null`),
    // The fair-price hint (issue 16, decision 0019): live listings of one brand, model, storage and condition, with the
    // asking price in the index so the median reads no table rows.
    index('product_comparables_idx')
      .on(t.brand, t.model, t.storageGb, t.condition, t.resalePricePoisha)
      .where(sql`${t.isPurchased} = false and ${t.deletedAt} is null and ${t.hidden} = false`),
    // ... and the sold ones, whose sales of the last 90 days count too.
    index('product_sold_comparables_idx')
      .on(t.brand, t.model, t.storageGb, t.condition)
      .where(sql`${t.isPurchased} = true`),
    // My Products.
    index('product_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('product_category_id_check', sql`${t.categoryId} in (1, 2, 3)`),
    check('product_year_of_use_check', sql`${t.yearOfUse} between 1 and 4`),
    check('product_prices_check', sql`${t.originalPricePoisha} > 0 and ${t.resalePricePoisha} > 0`),
    check('product_battery_health_check', sql`${t.batteryHealth} between 1 and 100`),
    check('product_warranty_months_check', sql`${t.warrantyMonths} >= 0`),
  ],
);

/** Why a listing is hidden (issue 16): one row per reason, so lifting one reason leaves the others standing. */
export const listingHolds = pgTable(
  'listing_hold',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LISTING_HOLD_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.reason] })],
);

/** Every resale price a listing has asked, from its first (issue 16): the listing page shows its history. */
export const productPrices = pgTable(
  'product_price',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePoisha: integer('price_poisha').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('product_price_product_idx').on(t.productId, t.createdAt),
    check('product_price_positive_check', sql`${t.pricePoisha} > 0`),
  ],
);

/** A buyer's order for one product (spec §3 Order): names and price copied from our data when it is placed. */
export const orders = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    sellerName: text('seller_name').notNull(),
    device: text('device').notNull(),
    productPic: text('product_pic').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    contact: text('contact').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('order_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('order_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('order_product_idx').on(t.productId),
    // One open order per buyer and product.
    uniqueIndex('order_open_per_buyer_product_uq')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} = 'open'`),
    check('order_status_check', sql`${t.status} in ('open', 'paid', 'cancelled')`),
    check('order_price_check', sql`${t.pricePoisha} > 0`),
  ],
);

/** A confirmed card payment (spec §3 Payment record). One per order, one per gateway transaction. */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    sellerName: text('seller_name').notNull(),
    device: text('device').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    currency: text('currency').notNull().default('BDT'),
    contact: text('contact').notNull(),
    buyerLocation: text('buyer_location').notNull(),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a deal ended without a handover and the card payment went back: the phone is for sale again. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('payment_buyer_idx').on(t.buyerId),
    // One sale per phone that stands: a sale given back no longer counts.
    uniqueIndex('payment_product_live_uq')
      .on(t.productId)
      .where(sql`${t.refundedAt} is null`),
  ],
);

/**
 * A signed-in user's report of a listing to the admin, with a reason and an optional note (issue 16). Reporting twice
 * is one report; it stays open until an admin dismisses it or removes the listing (reportMachine).
 */
export const reports = pgTable(
  'report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull().default('other'),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_product_reporter_uq').on(t.productId, t.reporterId),
    // The open reports of a listing: counted for the automatic hide and the admin's queue.
    index('report_open_product_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A stored, re-encoded image: the content hash names it; the variants are the widths written to storage. */
export const images = pgTable('image', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: integer('variants').array().notNull(),
  bytes: integer('bytes').notNull(),
  uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
