import type { OrderStatus, PaymentAttemptStatus } from '@phonehaat/shared';
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orders, paymentAttempts, payments } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

// The tables' status columns hold exactly the machines' states (packages/shared/src/domain/order.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesMatch: [Same<OrderRow['status'], OrderStatus>, Same<AttemptRow['status'], PaymentAttemptStatus>] = [
  true,
  true,
];
void statusesMatch;

/** Every query of orders, payment attempts and payments; nothing else in the server reads or writes them. */
function queries(db: Database) {
  return {
    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    ordersOfBuyer(buyerId: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.buyerId, buyerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async orderOfBuyer(id: string, buyerId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)))
        .limit(1);
      return row;
    },

    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async statusesOf(ids: string[]): Promise<Map<string, OrderStatus>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, ids));
      return new Map(rows.map((r) => [r.id, r.status]));
    },

    async lockOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async setOrderStatus(id: string, status: OrderStatus, paidAt?: Date): Promise<void> {
      await db
        .update(orders)
        .set({ status, ...(paidAt ? { paidAt } : {}) })
        .where(eq(orders.id, id));
    },

    /** Moves every order of a product that is in `from` (but `except`) to `to`; how many moved. */
    async setStatusOfProductOrders(
      productId: string,
      from: OrderStatus,
      to: OrderStatus,
      except?: string,
    ): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: to })
        .where(
          and(eq(orders.productId, productId), eq(orders.status, from), except ? ne(orders.id, except) : undefined),
        )
        .returning({ id: orders.id });
      return rows.length;
    },

    async paymentIdOfTransaction(transactionId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      return row?.id;
    },

    async insertPayment(values: typeof payments.$inferInsert): Promise<string> {
      const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
      if (!row) throw new Error('payment insert returned no row');
      return row.id;
    },

    /** A seller's sales that stand (a sale given back is not one). */
    salesOf(sellerId: string, limit: number) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.sellerId, sellerId), isNull(payments.refundedAt)))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },

    /** Marks an order's sale given back; answers it (with the gateway transaction that paid it), if it had one. */
    async markPaymentRefunded(orderId: string, at: Date) {
      const [row] = await db
        .update(payments)
        .set({ refundedAt: at })
        .where(and(eq(payments.orderId, orderId), isNull(payments.refundedAt)))
        .returning({ id: payments.id, transactionId: payments.transactionId });
      return row;
    },

    /** The states of each order's payment attempts. */
    async attemptStatusesOf(orderIds: string[]): Promise<Map<string, PaymentAttemptStatus[]>> {
      const states = new Map<string, PaymentAttemptStatus[]>();
      if (orderIds.length === 0) return states;
      const rows = await db
        .select({ orderId: paymentAttempts.orderId, status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, orderIds));
      for (const row of rows) states.set(row.orderId, [...(states.get(row.orderId) ?? []), row.status]);
      return states;
    },

    attemptsOfOrder(orderId: string): Promise<AttemptRow[]> {
      return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    },

    async countAttemptsOfOrder(orderId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
      return row?.n ?? 0;
    },

    /** Records an intent; the same intent twice is one attempt. */
    async insertAttempt(values: typeof paymentAttempts.$inferInsert): Promise<void> {
      await db.insert(paymentAttempts).values(values).onConflictDoNothing();
    },

    async attemptOfBuyer(intentId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.intentId, intentId), eq(paymentAttempts.buyerId, buyerId)))
        .limit(1);
      return Boolean(row);
    },

    async attemptOfIntent(intentId: string, orderId?: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.intentId, intentId), orderId ? eq(paymentAttempts.orderId, orderId) : undefined));
      return row;
    },

    async attempt(id: string, options: { lock?: boolean } = {}): Promise<AttemptRow | undefined> {
      const query = db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    attemptsIn(status: PaymentAttemptStatus): Promise<AttemptRow[]> {
      return db.select().from(paymentAttempts).where(eq(paymentAttempts.status, status));
    },

    /** Moves an attempt from `from` to `to`; false when it was no longer in `from`. */
    async setAttemptStatus(
      where: { id: string } | { intentId: string },
      from: PaymentAttemptStatus,
      to: PaymentAttemptStatus,
    ): Promise<boolean> {
      const which = 'id' in where ? eq(paymentAttempts.id, where.id) : eq(paymentAttempts.intentId, where.intentId);
      const rows = await db
        .update(paymentAttempts)
        .set({ status: to })
        .where(and(which, eq(paymentAttempts.status, from)))
        .returning({ id: paymentAttempts.id });
      return rows.length > 0;
    },
  };
}

export type CheckoutQueries = ReturnType<typeof queries>;

export function createCheckoutRepository(db: Database) {
  return {
    ...queries(db),
    /** The same queries inside another domain's transaction (a deal that places or settles its order). */
    in: (tx: Transaction) => queries(tx),
    /** Runs `work` in one transaction: `repo` queries inside it, `tx` is handed to other domains' ports. */
    transaction<T>(work: (repo: CheckoutQueries, tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
