import { DEAL_PAYMENTS, DEAL_STATUSES } from '@phonehaat/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { orders, products } from './marketplace.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A deal: the handover of one order's phone (modules/deals). What both sides see is copied here when it is made, so
 * the deal page needs no other domain's tables; the status changes only through the deal machine.
 */
export const deals = pgTable(
  'deal',
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
    sellerName: text('seller_name').notNull(),
    device: text('device').notNull(),
    productPic: text('product_pic').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    payment: text('payment', { enum: DEAL_PAYMENTS }).notNull().default('card'),
    status: text('status', { enum: DEAL_STATUSES }).notNull().default('requested'),
    /** The meeting as last proposed (by `proposedBy`), agreed once the deal is accepted. */
    meetingPlace: text('meeting_place').notNull(),
    meetingAt: timestamp('meeting_at', { withTimezone: true, precision: 3 }).notNull(),
    proposedBy: text('proposed_by', { enum: ['buyer', 'seller'] })
      .notNull()
      .default('buyer'),
    buyerContact: text('buyer_contact').notNull(),
    /** Shown to the buyer only once the seller has accepted. */
    sellerContact: text('seller_contact').notNull(),
    /** When an unanswered deal expires. */
    answerBy: timestamp('answer_by', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('deal_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('deal_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('deal_product_idx').on(t.productId),
    index('deal_problem_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'problem'`),
    // One phone is held for one deal at a time, whatever races to accept it.
    uniqueIndex('deal_reserving_per_product_uq')
      .on(t.productId)
      .where(sql`${t.status} in ('accepted', 'handedOver', 'cashPaid', 'problem')`),
    check('deal_status_check', sql`${t.status} in (${inList(DEAL_STATUSES)})`),
    check('deal_payment_check', sql`${t.payment} in (${inList(DEAL_PAYMENTS)})`),
  ],
);

/** Every move of a deal: what happened, from which state to which, who did it, when and why. Never updated. */
export const dealEvents = pgTable(
  'deal_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of moves made in the same millisecond. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    /** A machine event, or 'request' for the deal's making. */
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    by: text('by', { enum: ['buyer', 'seller', 'admin', 'system'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    meetingPlace: text('meeting_place'),
    meetingAt: timestamp('meeting_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('deal_event_deal_idx').on(t.dealId, t.createdAt)],
);

/**
 * Work that happens without a request (deal expiry, automatic release): one row per job, found by any instance when
 * due and claimed with `for update skip locked`, so it runs once; the row survives restarts (decision 0008).
 */
export const jobs = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One job per key: scheduling the same key again moves it. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull(),
    /** A claim: until then no other instance takes the job; a crashed instance's claim simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('job_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * A rating one side of a completed deal gives the other: the buyer rates the seller, the seller the buyer; once per
 * side per deal, 1 to 5 stars and an optional comment, changeable for RATING_EDIT_DAYS after it was first given.
 */
export const ratings = pgTable(
  'rating',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    /** Who gives it: 'buyer' rates the seller, 'seller' rates the buyer. */
    side: text('side', { enum: ['buyer', 'seller'] }).notNull(),
    raterId: text('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rateeId: text('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('rating_deal_side_uq').on(t.dealId, t.side),
    // A person's reviews and average, as the other side gave them.
    index('rating_ratee_idx').on(t.rateeId, t.side, t.createdAt.desc()),
    check('rating_stars_check', sql`${t.stars} between 1 and 5`),
    check('rating_comment_check', sql`char_length(${t.comment}) <= 500`),
  ],
);
