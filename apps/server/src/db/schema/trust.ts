import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
