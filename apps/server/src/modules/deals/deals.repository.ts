import { DEAL_FINAL, DEAL_RESERVING, type DealStatus } from '@phonehaat/shared';
import { and, asc, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { dealEvents, deals } from '../../db/schema/index.js';

export type DealRow = typeof deals.$inferSelect;
export type DealEventRow = typeof dealEvents.$inferSelect;

// The table's status column holds exactly the machine's states (packages/shared/src/domain/deal.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesMatch: Same<DealRow['status'], DealStatus> = true;
void statusesMatch;

/** Every query of deals and their timelines; nothing else in the server reads or writes them. */
function queries(db: Database | Transaction) {
  return {
    async insertDeal(values: typeof deals.$inferInsert): Promise<DealRow> {
      const [row] = await db.insert(deals).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertEvent(values: typeof dealEvents.$inferInsert): Promise<void> {
      await db.insert(dealEvents).values(values);
    },

    async deal(id: string): Promise<DealRow | undefined> {
      const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
      return row;
    },

    async lockDeal(id: string): Promise<DealRow | undefined> {
      const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
      return row;
    },

    async updateDeal(id: string, values: Partial<typeof deals.$inferInsert>): Promise<DealRow> {
      const [row] = await db.update(deals).set(values).where(eq(deals.id, id)).returning();
      if (!row) throw new Error(`deal ${id} vanished`);
      return row;
    },

    timeline(dealId: string): Promise<DealEventRow[]> {
      return db
        .select()
        .from(dealEvents)
        .where(eq(dealEvents.dealId, dealId))
        .orderBy(asc(dealEvents.createdAt), asc(dealEvents.seq));
    },

    /** A party's deals, newest first: as the buyer, the seller, or (admin) those with a problem. */
    list(who: { buyerId: string } | { sellerId: string } | 'problems', limit: number): Promise<DealRow[]> {
      const where =
        who === 'problems'
          ? eq(deals.status, 'problem')
          : 'buyerId' in who
            ? eq(deals.buyerId, who.buyerId)
            : eq(deals.sellerId, who.sellerId);
      return db.select().from(deals).where(where).orderBy(desc(deals.createdAt), desc(deals.id)).limit(limit);
    },

    /** The deals still going on of one person, as either party. */
    openOf(userId: string, limit: number): Promise<DealRow[]> {
      return db
        .select()
        .from(deals)
        .where(
          and(or(eq(deals.buyerId, userId), eq(deals.sellerId, userId)), notInArray(deals.status, [...DEAL_FINAL])),
        )
        .limit(limit);
    },

    /** The buyer a phone is held for, if a deal holds it. */
    async reservedFor(productId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ buyerId: deals.buyerId })
        .from(deals)
        .where(and(eq(deals.productId, productId), inArray(deals.status, [...DEAL_RESERVING])))
        .limit(1);
      return row?.buyerId;
    },

    openDealsOfProduct(productId: string): Promise<{ id: string }[]> {
      return db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.productId, productId), notInArray(deals.status, [...DEAL_FINAL])));
    },
  };
}

export type DealsQueries = ReturnType<typeof queries>;

export function createDealsRepository(db: Database) {
  return {
    ...queries(db),
    in: (tx: Transaction) => queries(tx),
    /** Runs `work` in one transaction: `repo` queries inside it, `tx` is handed to other domains' services. */
    transaction<T>(work: (repo: DealsQueries, tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type DealsRepository = ReturnType<typeof createDealsRepository>;
