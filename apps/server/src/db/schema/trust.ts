import { STOLEN_STATUSES } from '@phonehaat/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './marketplace.js';

/**
 * The trust domain's record of a listed phone's IMEIs (modules/trust, decision 0014): never the number in plain text.
 * `imei_hash` is a keyed hash (HMAC-SHA-256) for indexed equality lookups; `imei_sealed` the number encrypted
 * (AES-256-GCM) for the one person who may read it (the buyer of an accepted deal); `key_id` names the key of both.
 */
export const phoneIdentities = pgTable(
  'phone_identity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 1: the (first) IMEI; 2: a dual-SIM phone's second. */
    slot: smallint('slot').notNull(),
    imeiHash: text('imei_hash').notNull(),
    imeiSealed: text('imei_sealed').notNull(),
    keyId: text('key_id').notNull(),
    /** The last four digits, which the listing shows anyway. */
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_identity_hash_idx').on(t.imeiHash),
    uniqueIndex('phone_identity_product_slot_uq').on(t.productId, t.slot),
  ],
);

/**
 * The stolen-phone register (issue 16): a report stands (status 'stolen') until the person who filed it marks the phone
 * recovered. The IMEI is kept as phone_identity keeps it: a keyed hash to find it, the number sealed for its reporter.
 */
export const stolenReports = pgTable(
  'stolen_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imeiHash: text('imei_hash').notNull(),
    imeiSealed: text('imei_sealed').notNull(),
    keyId: text('key_id').notNull(),
    last4: text('last4').notNull(),
    gdNumber: text('gd_number').notNull(),
    stolenOn: date('stolen_on').notNull(),
    area: text('area').notNull(),
    status: text('status', { enum: STOLEN_STATUSES }).notNull().default('stolen'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    recoveredAt: timestamp('recovered_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // One standing report per phone: the check and a new listing look it up by hash.
    uniqueIndex('stolen_report_standing_uq')
      .on(t.imeiHash)
      .where(sql`${t.status} = 'stolen'`),
    index('stolen_report_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);
