import { DEAL_FINAL, DEAL_RESERVING, type DealStatus } from '@phonehaat/shared';
import { and, asc, avg, count, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { dealEvents, deals, ratings } from '../../db/schema/index.js';

export type DealRow = typeof deals.$inferSelect;
export type DealEventRow = typeof dealEvents.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;

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

    async dealsOfOrders(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ id: deals.id, orderId: deals.orderId })
        .from(deals)
        .where(inArray(deals.orderId, orderIds));
      return new Map(rows.map((r) => [r.orderId, r.id]));
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

    ratingsOf(dealId: string): Promise<RatingRow[]> {
      return db.select().from(ratings).where(eq(ratings.dealId, dealId));
    },

    async lockRating(dealId: string, side: 'buyer' | 'seller'): Promise<RatingRow | undefined> {
      const [row] = await db
        .select()
        .from(ratings)
        .where(and(eq(ratings.dealId, dealId), eq(ratings.side, side)))
        .for('update');
      return row;
    },

    /** Gives the rating, or changes the one this side gave; the first one's time stays. */
    async putRating(values: typeof ratings.$inferInsert): Promise<void> {
      await db
        .insert(ratings)
        .values(values)
        .onConflictDoUpdate({
          target: [ratings.dealId, ratings.side],
          set: { stars: values.stars, comment: values.comment, updatedAt: values.updatedAt },
        });
    },

    /** What buyers said of a seller: the average, how many, and the newest reviews with the buyer's name. */
    async sellerRatings(sellerId: string, limit: number) {
      const [summary] = await db
        .select({ average: avg(ratings.stars), count: count() })
        .from(ratings)
        .where(and(eq(ratings.rateeId, sellerId), eq(ratings.side, 'buyer')));
      const reviews = await db
        .select({
          stars: ratings.stars,
          comment: ratings.comment,
          buyer: deals.buyerName,
          at: ratings.createdAt,
        })
        .from(ratings)
        .innerJoin(deals, eq(deals.id, ratings.dealId))
        .where(and(eq(ratings.rateeId, sellerId), eq(ratings.side, 'buyer')))
        .orderBy(desc(ratings.createdAt))
        .limit(limit);
      return {
        average: summary?.average == null ? null : Number(summary.average),
        count: summary?.count ?? 0,
        reviews,
      };
    },

    async completedSales(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(deals)
        .where(and(eq(deals.sellerId, sellerId), eq(deals.status, 'completed')));
      return row?.n ?? 0;
    },

    /** The name every deal of this person shows for them (as buyer and as seller). */
    async renameParty(userId: string, name: string): Promise<void> {
      await db.update(deals).set({ buyerName: name }).where(eq(deals.buyerId, userId));
      await db.update(deals).set({ sellerName: name }).where(eq(deals.sellerId, userId));
    },

    openDealsOfProduct(productId: string): Promise<{ id: string }[]> {
      return db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.productId, productId), notInArray(deals.status, [...DEAL_FINAL])));
    },
    /** The deals not yet ended in which this person is the buyer or the seller, with which side they are. */
    openDealsOfParty(userId: string): Promise<{ id: string; sellerId: string }[]> {
      return db
        .select({ id: deals.id, sellerId: deals.sellerId })
        .from(deals)
        .where(
          and(or(eq(deals.buyerId, userId), eq(deals.sellerId, userId)), notInArray(deals.status, [...DEAL_FINAL])),
        );
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
