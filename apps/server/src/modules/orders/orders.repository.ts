import { orderMachine } from '@phonehaat/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, payments, products, users } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

export function createOrdersRepository(db: Database) {
  return {
    /** A present, listed product with its seller's current name, for copying into an order. */
    async productForOrder(productId: string) {
      const [row] = await db
        .select({ product: products, sellerName: users.name })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.id, productId), isNull(products.deletedAt)))
        .limit(1);
      return row;
    },

    async insert(values: typeof orders.$inferInsert): Promise<string> {
      const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    listByBuyer(buyerId: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.buyerId, buyerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async findForBuyer(id: string, buyerId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)))
        .limit(1);
      return row;
    },

    /** Ends every open order of a product: none of them can be paid any more. */
    async cancelOpen(productId: string): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: orderMachine.next('open', 'cancel', 'system') })
        .where(and(eq(orders.productId, productId), eq(orders.status, 'open')))
        .returning({ id: orders.id });
      return rows.length;
    },

    salesOf(sellerId: string, limit: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.sellerId, sellerId))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
