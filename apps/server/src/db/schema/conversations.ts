import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './marketplace.js';

/**
 * One conversation per (listing, buyer) between the buyer and the listing's seller (modules/conversations). What the
 * inbox shows of the listing and the two people is copied here when it starts, like a deal; each side's last read
 * message (`seq`) and unread count are kept here, so an unread total is a sum over a person's conversations.
 */
export const conversations = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    sellerName: text('seller_name').notNull(),
    device: text('device').notNull(),
    productPic: text('product_pic').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    buyerReadSeq: bigint('buyer_read_seq', { mode: 'number' }).notNull().default(0),
    sellerReadSeq: bigint('seller_read_seq', { mode: 'number' }).notNull().default(0),
    /** Each side's unread messages here (the other side's, after its last read), kept with every send and read. */
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    /** The newest message's time; null until the first message (such a conversation is in nobody's inbox). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }),
    /** A party reported it to the admins; cleared when an admin dismisses the report. */
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, precision: 3 }),
    reportReason: text('report_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_listing_buyer_uq').on(t.productId, t.buyerId),
    index('conversation_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversation_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversation_reported_idx')
      .on(t.reportedAt.desc())
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/** A message: never edited; `seq` orders them and is the polling cursor. */
export const messages = pgTable(
  'message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Asks for advance payment or carries a phone number or link (packages/shared message-safety). */
    safety: boolean('safety').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('message_conversation_seq_idx').on(t.conversationId, t.seq),
    check('message_text_length_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/** One person blocks another: no messages either way in any of their conversations. */
export const userBlocks = pgTable(
  'user_block',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_block_blocked_idx').on(t.blockedId)],
);
