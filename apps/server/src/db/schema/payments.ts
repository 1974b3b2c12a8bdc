import { PAYMENT_ATTEMPT_STATUSES } from '@phonehaat/shared';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { orders } from './marketplace.js';

/**
 * Every payment intent we asked the gateway for, so a payment the browser never reported (closed tab, crash)
 * is still found and settled at the next start, and the same intent is reused instead of a second one made.
 */
export const paymentAttempts = pgTable(
  'payment_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gateway: text('gateway').notNull(),
    intentId: text('intent_id').notNull().unique(),
    amountPoisha: integer('amount_poisha').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('payment_attempt_order_idx').on(t.orderId), index('payment_attempt_status_idx').on(t.status)],
);

/**
 * The sandbox gateway's own records (test mode, in-process). Like a real gateway it never keeps a card number:
 * a payment method holds the brand, the last four digits, the expiry, and the outcome its test number stands for.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_method', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  outcome: text('outcome').notNull(),
  /** The buyer who entered the card: only they can pay with it (as Stripe binds a method to its customer). */
  ownerId: text('owner_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentIntents = pgTable('sandbox_payment_intent', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  lastErrorCode: text('last_error_code'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  /** 'manual': a confirmed card is only held (requires_capture) until captured or canceled, as Stripe's manual capture. */
  captureMethod: text('capture_method', { enum: ['automatic', 'manual'] })
    .notNull()
    .default('automatic'),
  /** What was taken from the card: the amount once captured (at once when automatic), 0 while held or canceled. */
  amountReceived: integer('amount_received').notNull().default(0),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Every capture, cancel and refund the sandbox carried out, by the caller's idempotency key (as Stripe keeps them): a
 * request repeated with its key is answered without acting again, and the rows say how often money really moved.
 */
export const sandboxOperations = pgTable(
  'sandbox_operation',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    intentId: text('intent_id').notNull(),
    kind: text('kind', { enum: ['capture', 'cancel', 'refund'] }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_operation_intent_idx').on(t.intentId)],
);
