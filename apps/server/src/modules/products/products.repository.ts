import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.js';
import {
  deals,
  listingHolds,
  payments,
  phoneIdentities,
  productPrices,
  products,
  ratings,
  reports,
  users,
} from '../../db/schema/index.js';
import {
  DEAL_RESERVING,
  PRICE_HINT_SALE_DAYS,
  reportMachine,
  type ListingHoldReason,
  type ProductCondition,
  type ReportReason,
  type SearchQuery,
} from '@phonehaat/shared';
import type { KeysetCursor, SortCursor } from '../../lib/cursor.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductWithSeller = ProductRow & {
  sellerName: string;
  sellerVerified: boolean;
  /** Held for a buyer's accepted deal (issue 15). */
  reserved: boolean;
  /** The buyers' ratings of the seller: average (null with none) and count. */
  sellerRatingAverage: number | null;
  sellerRatingCount: number;
  /** The last four digits of the phone's first IMEI (the trust domain's table); null for a Wi-Fi-only tablet. */
  imeiLast4: string | null;
  /** Why it is hidden (its holds), null when it is shown. */
  hiddenBecause: ListingHoldReason[] | null;
};
/** The phone a fair-price hint is about (decision 0019): the same brand, model and storage in the same condition. */
export interface ComparableKey {
  brand: string;
  model: string;
  storageGb: number;
  condition: ProductCondition;
  /** A listing left out of its own comparables. */
  except?: string;
}
/** The comparables' counts and medians, in poisha (medians null when none). */
export interface ComparableStats {
  comparables: number;
  usualPricePoisha: number | null;
  listedCount: number;
  listedMedianPoisha: number | null;
  soldCount: number;
  soldMedianPoisha: number | null;
}
export interface RemovedProduct {
  id: string;
  categoryId: number;
  advertised: boolean;
}
/** A listing in the admins' queue: how many people's reports are open on it and since when. */
export type QueuedProduct = ProductWithSeller & { reporters: number; since: Date };
/** A page boundary of the admins' queue: its order is (reporters desc, since asc, id asc). */
export interface QueueCursor {
  reporters: number;
  since: Date;
  id: string;
}
/** Done inside a moderation transaction, so that what records it commits with it (the audit log). */
export type InTransaction = (tx: Transaction) => Promise<void>;

/**
 * The read-model joins of a listing (decision 0007): the seller's name and badge from `user`, and from the deals
 * domain's tables whether a deal holds the phone and the buyers' ratings of its seller (deal_product_idx and
 * rating_ratee_idx answer each per row).
 */
const withSeller = {
  product: products,
  sellerName: users.name,
  sellerVerified: users.verified,
  reserved:
    sql<boolean>`exists (select 1 from ${deals} where ${deals.productId} = ${products.id} and ${deals.status} in (${sql.join(
      DEAL_RESERVING.map((s) => sql`${s}`),
      sql`, `,
    )}))`.mapWith(Boolean),
  sellerRatingAverage: sql<
    number | null
  >`(select round(avg(${ratings.stars}), 1) from ${ratings} where ${ratings.rateeId} = ${products.sellerId} and ${ratings.side} = 'buyer')`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  ),
  sellerRatingCount:
    sql<number>`(select count(*) from ${ratings} where ${ratings.rateeId} = ${products.sellerId} and ${ratings.side} = 'buyer')`.mapWith(
      Number,
    ),
  imeiLast4: sql<
    string | null
  >`(select ${phoneIdentities.last4} from ${phoneIdentities} where ${phoneIdentities.productId} = ${products.id} and ${phoneIdentities.slot} = 1)`,
  // Asked only of a hidden listing: a shown one has no holds.
  hiddenBecause: sql<
    ListingHoldReason[] | null
  >`case when ${products.hidden} then (select array_agg(${listingHolds.reason} order by ${listingHolds.reason}) from ${listingHolds} where ${listingHolds.productId} = ${products.id}) end`,
};
const present = isNull(products.deletedAt);
/** Not hidden by any hold (stolen, reports, a suspended seller): what buyers may see. */
const shown = eq(products.hidden, false);
// Newest first as `desc nulls last`, the listing indexes' order: PostgreSQL walks an index for an ORDER BY only when
// the nulls order matches too (these columns are never null, so the order is the same).
const newest = (column: AnyPgColumn) => sql`${column} desc nulls last`;
/** On sale: sold neither through PhoneHaat nor, as its seller says, elsewhere. */
const unsold = and(eq(products.isPurchased, false), isNull(products.soldElsewhereAt))!;
/** Sold through PhoneHaat or, as its seller says, elsewhere: what checkout and deals must not sell again. */
const soldAnywhere = sql<boolean>`(${products.isPurchased} or ${products.soldElsewhereAt} is not null)`.mapWith(
  Boolean,
);

// The page after a cursor as a row comparison: one range bound on the (…, created_at desc, id desc) indexes.
const keyset = (after: KeysetCursor | undefined) =>
  after
    ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;

/** `%`, `_` and `\\` match literally inside an `ilike` pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The words of a search, at most 8 of them (a longer query narrows nothing more in practice). */
export const searchWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * A word of the search matches a name that contains it, or a name with a word similar to it (pg_trgm's `<%`, word
 * similarity ≥ 0.5: 'samsng' finds 'Samsung'); both served by product_name_trgm_idx.
 */
const nameMatches = (word: string) =>
  or(ilike(products.name, `%${likeEscaped(word)}%`), sql`${word} <% ${products.name}`);

export type SearchFilters = Omit<SearchQuery, 'sort' | 'minPrice' | 'maxPrice'> & {
  minPricePoisha?: number;
  maxPricePoisha?: number;
  sort: SearchQuery['sort'];
};

function searchConditions(f: SearchFilters): SQL[] {
  const where: SQL[] = [unsold, present, shown];
  if (f.category !== undefined) where.push(eq(products.categoryId, f.category));
  for (const word of f.q ? searchWords(f.q) : []) where.push(nameMatches(word)!);
  if (f.minPricePoisha !== undefined) where.push(gte(products.resalePricePoisha, f.minPricePoisha));
  if (f.maxPricePoisha !== undefined) where.push(lte(products.resalePricePoisha, f.maxPricePoisha));
  if (f.condition?.length) where.push(inArray(products.condition, f.condition));
  if (f.maxYears !== undefined) where.push(lte(products.yearOfUse, f.maxYears));
  if (f.verified) where.push(eq(users.verified, true));
  if (f.location) where.push(ilike(products.location, `%${likeEscaped(f.location)}%`));
  if (f.brand) where.push(eq(products.brand, f.brand));
  if (f.storage !== undefined) where.push(eq(products.storageGb, f.storage));
  return where;
}

/** The order of a search and the keyset condition of the page after `after`, matching the listing indexes. */
function searchOrder(sort: SearchQuery['sort'], after: SortCursor | undefined): { order: SQL[]; keyset?: SQL } {
  if (sort === 'newest') {
    return {
      order: [newest(products.createdAt), newest(products.id)],
      keyset: after && keyset({ createdAt: after.value as Date, id: after.id }),
    };
  }
  const asc = sort === 'price-asc';
  return {
    // The price indexes are ascending (nulls last); walked backwards they give `desc nulls first`, which for these
    // not-null columns is the same order.
    order: asc
      ? [sql`${products.resalePricePoisha} asc`, sql`${products.id} asc`]
      : [sql`${products.resalePricePoisha} desc nulls first`, sql`${products.id} desc nulls first`],
    keyset: after
      ? asc
        ? sql`(${products.resalePricePoisha}, ${products.id}) > (${after.value as number}, ${after.id}::uuid)`
        : sql`(${products.resalePricePoisha}, ${products.id}) < (${after.value as number}, ${after.id}::uuid)`
      : undefined,
  };
}

/** How many people's reports on a listing wait for an admin (report_open_product_idx). */
const queueReporters =
  sql<number>`(select count(*) from ${reports} where ${reports.productId} = ${products.id} and ${reports.status} = 'open')`.mapWith(
    Number,
  );
/** Since when the listing waits: its oldest open report, else when it was posted (flagged by PhoneHaat). */
const queueSince =
  sql<Date>`date_trunc('milliseconds', coalesce((select min(${reports.createdAt}) from ${reports} where ${reports.productId} = ${products.id} and ${reports.status} = 'open'), ${products.createdAt}))`.mapWith(
    (v: unknown) => new Date(v as string | Date),
  );

export function createProductsRepository(db: Database) {
  async function select(where: SQL | undefined, order: SQL[], limit: number): Promise<ProductWithSeller[]> {
    const rows = await db
      .select(withSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    return rows.map(({ product, ...joined }) => ({ ...product, ...joined }));
  }
  const newestFirst = [newest(products.createdAt), newest(products.id)];

  return {
    /** Unsold, present, advertised products, most recently advertised first. */
    listAdvertised(limit: number) {
      return select(
        and(eq(products.isAdvertised, true), unsold, present, shown),
        [newest(products.advertisedAt), newest(products.id)],
        limit,
      );
    },

    /** One page of a category: unsold and present, newest first (served by product_category_listing_idx). */
    listCategory(categoryId: number, limit: number, after?: KeysetCursor) {
      return select(
        and(eq(products.categoryId, categoryId), unsold, present, shown, keyset(after)),
        newestFirst,
        limit,
      );
    },

    /** One page of a search (issue 9): unsold and present listings matching every filter, in the asked order. */
    search(filters: SearchFilters, limit: number, after?: SortCursor) {
      const { order, keyset: page } = searchOrder(filters.sort, after);
      return select(and(...searchConditions(filters), page), order, limit);
    },

    /** A listing for its own page: sold ones too (shown as sold), removed ones not. */
    async findWithSeller(id: string): Promise<ProductWithSeller | undefined> {
      const [row] = await select(and(eq(products.id, id), present), [], 1);
      return row;
    },

    /** The seller's other unsold listings, newest first (served by product_seller_idx). */
    listOthersBySeller(sellerId: string, exceptId: string, limit: number) {
      return select(
        and(eq(products.sellerId, sellerId), ne(products.id, exceptId), unsold, present, shown),
        newestFirst,
        limit,
      );
    },

    /** A seller's live listings (unsold, present), newest first, for their public profile. */
    listLiveBySeller(sellerId: string, limit: number, after?: KeysetCursor) {
      return select(and(eq(products.sellerId, sellerId), unsold, present, shown, keyset(after)), newestFirst, limit);
    },

    /** A seller's own listings, sold ones included and those the admins removed (with why), newest first. */
    listBySeller(sellerId: string, limit: number, after?: KeysetCursor) {
      return select(
        and(eq(products.sellerId, sellerId), or(present, eq(products.removedByAdmin, true)), keyset(after)),
        newestFirst,
        limit,
      );
    },

    /**
     * The admins' queue: present, flagged listings, the most reported first, then the longest waiting (the oldest open
     * report, or the listing's time when only PhoneHaat flagged it).
     */
    async listReported(limit: number, after?: QueueCursor): Promise<QueuedProduct[]> {
      const rows = await db
        .select({ ...withSeller, reporters: queueReporters, since: queueSince })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(
          and(
            eq(products.reported, true),
            present,
            after
              ? sql`(${queueReporters} < ${after.reporters} or (${queueReporters} = ${after.reporters} and (${queueSince}, ${products.id}) > (${after.since.toISOString()}::timestamptz, ${after.id}::uuid)))`
              : undefined,
          ),
        )
        .orderBy(sql`${queueReporters} desc`, sql`${queueSince} asc`, sql`${products.id} asc`)
        .limit(limit);
      return rows.map(({ product, ...joined }) => ({ ...product, ...joined }));
    },

    /** The open reports' reasons (counted) and notes of these listings. */
    async reportSummaries(ids: string[]) {
      if (ids.length === 0) return { reasons: [], notes: [] };
      const open = and(inArray(reports.productId, ids), eq(reports.status, 'open'));
      const [reasons, notes] = await Promise.all([
        db
          .select({
            productId: reports.productId,
            reason: reports.reason,
            count: sql<number>`count(*)`.mapWith(Number),
          })
          .from(reports)
          .where(open)
          .groupBy(reports.productId, reports.reason)
          .orderBy(sql`count(*) desc`, reports.reason),
        db
          .select({ productId: reports.productId, reason: reports.reason, note: reports.note, at: reports.createdAt })
          .from(reports)
          .where(and(open, isNotNull(reports.note)))
          .orderBy(reports.createdAt),
      ]);
      return { reasons, notes };
    },

    async findPresent(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), present))
        .limit(1);
      return row;
    },

    // What checkout needs of a listing (its ListingsPort).
    /** A present listing with its seller's current name, as an order copies it. */
    async forOrder(id: string) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          sellerName: users.name,
          name: products.name,
          picture: products.picture,
          resalePricePoisha: products.resalePricePoisha,
          sold: soldAnywhere,
          hidden: products.hidden,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .limit(1);
      return row;
    },

    /** Whether a listing with this id was posted and then removed (its page says so: 410, not 404). */
    async wasRemoved(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), isNotNull(products.deletedAt)));
      return row !== undefined;
    },

    /** The live listings (unsold, present), newest first, for the sitemap: their ids, sellers and when posted. */
    listLive(limit: number) {
      return db
        .select({ id: products.id, sellerId: products.sellerId, postedAt: products.createdAt })
        .from(products)
        .where(and(unsold, present, shown))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async availability(id: string): Promise<'available' | 'sold' | 'removed' | 'hidden'> {
      const [row] = await db
        .select({ sold: soldAnywhere, deletedAt: products.deletedAt, hidden: products.hidden })
        .from(products)
        .where(eq(products.id, id));
      if (!row || row.deletedAt) return 'removed';
      if (row.sold) return 'sold';
      return row.hidden ? 'hidden' : 'available';
    },

    /** Locks the listing's row until `tx` ends: every sale of one phone queues here. */
    async lockForSale(tx: Transaction, id: string) {
      const [row] = await tx
        .select({
          id: products.id,
          categoryId: products.categoryId,
          advertised: products.isAdvertised,
          sold: soldAnywhere,
          hidden: products.hidden,
          deletedAt: products.deletedAt,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) return undefined;
      const { deletedAt, ...listing } = row;
      return { ...listing, removed: deletedAt !== null };
    },

    async markSold(tx: Transaction, id: string): Promise<void> {
      await tx.update(products).set({ isPurchased: true }).where(eq(products.id, id));
    },

    async markUnsold(tx: Transaction, id: string): Promise<void> {
      await tx.update(products).set({ isPurchased: false }).where(eq(products.id, id));
    },

    /**
     * Inserts a listing and its first price in the price history, and whatever `alongside` writes for it (its IMEIs),
     * in one transaction: all of it is stored or none.
     */
    async insert(values: NewProduct, alongside?: (tx: Transaction, id: string) => Promise<void>): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        if (!row) throw new Error('insert returned no row');
        await tx.insert(productPrices).values({ productId: row.id, pricePoisha: values.resalePricePoisha });
        await alongside?.(tx, row.id);
        return row.id;
      });
    },

    /**
     * Changes a present, unsold listing; a new resale price joins the price history and, when it is a cut, the old
     * price is kept as the one it was cut from. Answers the row before the change, or undefined when none was changed.
     */
    async update(id: string, values: Partial<NewProduct> & { resalePricePoisha: number }) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(products)
          .where(and(eq(products.id, id), present, unsold))
          .for('update');
        if (!before) return undefined;
        const newPrice = values.resalePricePoisha;
        const priceChanged = newPrice !== before.resalePricePoisha;
        await tx
          .update(products)
          .set({
            ...values,
            ...(priceChanged
              ? { previousPricePoisha: newPrice < before.resalePricePoisha ? before.resalePricePoisha : null }
              : {}),
          })
          .where(eq(products.id, id));
        if (priceChanged) await tx.insert(productPrices).values({ productId: id, pricePoisha: newPrice });
        return before;
      });
    },

    /** A listing's last `limit` resale prices, newest first (served by product_price_product_idx). */
    priceHistory(productId: string, limit: number) {
      return db
        .select({ pricePoisha: productPrices.pricePoisha, at: productPrices.createdAt })
        .from(productPrices)
        .where(eq(productPrices.productId, productId))
        .orderBy(sql`${productPrices.createdAt} desc`)
        .limit(limit);
    },

    /**
     * The fair-price hint's pool (decision 0019): the asking prices of live listings (unsold, present, shown) and the
     * prices of the sales that stand (a payment not given back, card or cash) from the last 90 days, of phones with the
     * same brand, model, storage and condition; their counts and medians. The live ones are read from
     * product_comparables_idx (index only), the sold ones from product_sold_comparables_idx and payment_product_live_uq.
     * The payment table is checkout's: a read-model join named in decision 0019.
     */
    async comparables(key: ComparableKey): Promise<ComparableStats> {
      const same = and(
        eq(products.brand, key.brand),
        eq(products.model, key.model),
        eq(products.storageGb, key.storageGb),
        eq(products.condition, key.condition),
        key.except ? ne(products.id, key.except) : undefined,
      );
      const pool = unionAll(
        db
          .select({ price: products.resalePricePoisha, sold: sql<boolean>`false`.as('sold') })
          .from(products)
          .where(and(same, unsold, present, shown)),
        db
          .select({ price: payments.pricePoisha, sold: sql<boolean>`true`.as('sold') })
          .from(products)
          .innerJoin(payments, and(eq(payments.productId, products.id), isNull(payments.refundedAt)))
          .where(
            and(
              same,
              eq(products.isPurchased, true),
              sql`${payments.createdAt} > now() - make_interval(days => ${PRICE_HINT_SALE_DAYS})`,
            ),
          ),
      ).as('pool');
      const median = (filter?: SQL) =>
        sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${pool.price})${filter ? sql` filter (where ${filter})` : sql``}`.mapWith(
          Number,
        );
      const count = (filter?: SQL) =>
        sql<number>`count(*)${filter ? sql` filter (where ${filter})` : sql``}`.mapWith(Number);
      const [row] = await db
        .select({
          comparables: count(),
          usualPricePoisha: median(),
          listedCount: count(sql`not ${pool.sold}`),
          listedMedianPoisha: median(sql`not ${pool.sold}`),
          soldCount: count(sql`${pool.sold}`),
          soldMedianPoisha: median(sql`${pool.sold}`),
        })
        .from(pool);
      return (
        row ?? {
          comparables: 0,
          usualPricePoisha: null,
          listedCount: 0,
          listedMedianPoisha: null,
          soldCount: 0,
          soldMedianPoisha: null,
        }
      );
    },

    /** Whether a deal the seller accepted holds the listing now (the read model's 'reserved', decision 0007). */
    async isReserved(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.productId, id), inArray(deals.status, [...DEAL_RESERVING])))
        .limit(1);
      return row !== undefined;
    },

    /** Advertises an unsold, present product; answers how many rows changed (0 when already advertised). */
    async advertise(id: string): Promise<number> {
      const rows = await db
        .update(products)
        .set({ isAdvertised: true, advertisedAt: new Date() })
        .where(and(eq(products.id, id), unsold, present, eq(products.isAdvertised, false)))
        .returning({ id: products.id });
      return rows.length;
    },

    /**
     * A listing its seller may still change the sale of (present, or removed by the admins, which My Products shows),
     * with whether a buyer's accepted deal holds it.
     */
    async findForSale(id: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), or(present, eq(products.removedByAdmin, true))))
        .limit(1);
      return row;
    },

    /**
     * Under the listing's lock (every sale and deal acceptance of one phone queues there), `decide` is told what the
     * row is and whether an accepted deal holds it, and answers whether it is now sold elsewhere; the row is changed to
     * match. Answers the listing as the 'listing.changed' event names it, or undefined when no such row exists.
     */
    async changeSale(
      id: string,
      decide: (row: ProductRow, reserved: boolean) => boolean,
    ): Promise<RemovedProduct | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!row) return undefined;
        const [held] = await tx
          .select({ id: deals.id })
          .from(deals)
          .where(and(eq(deals.productId, id), inArray(deals.status, [...DEAL_RESERVING])))
          .limit(1);
        const soldElsewhere = decide(row, held !== undefined);
        await tx
          .update(products)
          .set({ soldElsewhereAt: soldElsewhere ? new Date() : null })
          .where(eq(products.id, id));
        return { id, categoryId: row.categoryId, advertised: row.isAdvertised };
      });
    },

    /** Removes a present product; answers what was removed. */
    async softDelete(id: string): Promise<RemovedProduct | undefined> {
      const [row] = await db
        .update(products)
        .set({ deletedAt: new Date() })
        .where(and(eq(products.id, id), present))
        .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
      return row;
    },

    /** Which of these listings are live (unsold, present), with their sellers. */
    liveListings(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: products.id, sellerId: products.sellerId })
        .from(products)
        .where(and(inArray(products.id, ids), unsold, present));
    },

    /**
     * Puts a hold for `reason` on each present listing of `ids` and hides it, and with `flag` puts it on the admins'
     * Reported Items, in one transaction; answers the listings that were shown until now (their pages are out of date)
     * and those newly flagged.
     */
    async hold(
      ids: string[],
      reason: ListingHoldReason,
      options: { flag: boolean; onHidden?: (tx: Transaction, hidden: RemovedProduct[]) => Promise<void> },
    ): Promise<{ hidden: RemovedProduct[]; flagged: RemovedProduct[] }> {
      if (ids.length === 0) return { hidden: [], flagged: [] };
      return db.transaction(async (tx) => {
        const targets = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), present));
        if (targets.length === 0) return { hidden: [], flagged: [] };
        await tx
          .insert(listingHolds)
          .values(targets.map(({ id }) => ({ productId: id, reason })))
          .onConflictDoNothing();
        const changedRow = { id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised };
        const hidden = await tx
          .update(products)
          .set({ hidden: true })
          .where(and(inArray(products.id, ids), present, shown))
          .returning(changedRow);
        const flagged = options.flag
          ? await tx
              .update(products)
              .set({ reported: true })
              .where(and(inArray(products.id, ids), present, sql`${products.reported} = false`))
              .returning(changedRow)
          : [];
        if (hidden.length > 0) await options.onHidden?.(tx, hidden);
        return { hidden, flagged };
      });
    },

    /** The present listings of a seller, sold or not. */
    async idsOfSeller(sellerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), present));
      return rows.map((r) => r.id);
    },

    /** Lifts the holds for `reason`; answers the listings that no other hold keeps hidden, which show again. */
    async release(ids: string[], reason: ListingHoldReason): Promise<RemovedProduct[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        await tx.delete(listingHolds).where(and(inArray(listingHolds.productId, ids), eq(listingHolds.reason, reason)));
        return tx
          .update(products)
          .set({ hidden: false })
          .where(
            and(
              inArray(products.id, ids),
              eq(products.hidden, true),
              sql`not exists (select 1 from ${listingHolds} where ${listingHolds.productId} = ${products.id})`,
            ),
          )
          .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
      });
    },

    /** Which of these listings are on sale and shown to buyers now (unsold, present, not hidden). */
    shownListings(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), unsold, present, shown));
    },

    /** Flags a present product for the admins; answers it when it was not flagged yet. */
    async flag(id: string): Promise<RemovedProduct | undefined> {
      const [row] = await db
        .update(products)
        .set({ reported: true })
        .where(and(eq(products.id, id), present, sql`${products.reported} = false`))
        .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
      return row;
    },

    /**
     * Records one report per reporter and product (a second one replaces the first's reason and note, and reopens it
     * when an admin had closed it) and flags the product. When `hideAt` different people's reports are open, the
     * listing is held for 'reports' and `onHidden` runs in the same transaction. The listing's row is locked first, so
     * reports arriving together are counted one after the other.
     */
    async report(input: {
      productId: string;
      reporterId: string;
      reason: ReportReason;
      note: string | null;
      hideAt: number;
      onHidden: (tx: Transaction, reporters: number) => Promise<void>;
    }): Promise<{ flagged: boolean; hidden: RemovedProduct | undefined }> {
      const { productId, reporterId, reason, note } = input;
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ reported: products.reported, hidden: products.hidden })
          .from(products)
          .where(and(eq(products.id, productId), present))
          .for('update');
        if (!product) return { flagged: false, hidden: undefined };
        await tx
          .insert(reports)
          .values({ productId, reporterId, reason, note })
          .onConflictDoUpdate({
            target: [reports.productId, reports.reporterId],
            set: {
              reason,
              note,
              status: 'open',
              decidedAt: null,
              createdAt: sql`case when ${reports.status} = 'open' then ${reports.createdAt} else now() end`,
            },
          });
        const flagged = !product.reported;
        if (flagged) await tx.update(products).set({ reported: true }).where(eq(products.id, productId));
        const [open] = await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(reports)
          .where(and(eq(reports.productId, productId), eq(reports.status, 'open')));
        const reporters = open?.count ?? 0;
        if (reporters < input.hideAt) return { flagged, hidden: undefined };
        const held = await tx
          .insert(listingHolds)
          .values({ productId, reason: 'reports' })
          .onConflictDoNothing()
          .returning({ productId: listingHolds.productId });
        if (held.length === 0) return { flagged, hidden: undefined };
        const [hidden] = await tx
          .update(products)
          .set({ hidden: true })
          .where(and(eq(products.id, productId), shown))
          .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
        await input.onHidden(tx, reporters);
        return { flagged, hidden };
      });
    },

    /**
     * Closes a flagged listing's open reports by `event` (reportMachine) in one transaction with `also` (the audit
     * log), and either removes the listing (with the reason reported most) or unflags it and lifts its 'reports'
     * hold. Answers undefined when no present, flagged listing has this id.
     */
    async decide(
      id: string,
      event: 'dismiss' | 'action',
      also: (tx: Transaction, decided: { reports: number; reason: ReportReason | null; name: string }) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ name: products.name })
          .from(products)
          .where(and(eq(products.id, id), present, eq(products.reported, true)))
          .for('update');
        if (!product) return undefined;
        const open = await tx
          .select({ id: reports.id, status: reports.status, reason: reports.reason })
          .from(reports)
          .where(and(eq(reports.productId, id), eq(reports.status, 'open')));
        // Every open report moves by the machine: it says which status a decision leaves it in.
        const to = open.map((r) => reportMachine.next(r.status, event, 'admin'))[0];
        if (to) {
          await tx
            .update(reports)
            .set({ status: to, decidedAt: new Date() })
            .where(and(eq(reports.productId, id), eq(reports.status, 'open')));
        }
        const reason = event === 'action' ? await topReason(tx, id, open) : null;
        let changed: RemovedProduct | undefined;
        if (event === 'action') {
          [changed] = await tx
            .update(products)
            .set({ deletedAt: new Date(), removedByAdmin: true, removalReason: reason })
            .where(eq(products.id, id))
            .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
        } else {
          await tx.update(products).set({ reported: false }).where(eq(products.id, id));
          await tx.delete(listingHolds).where(and(eq(listingHolds.productId, id), eq(listingHolds.reason, 'reports')));
          [changed] = await tx
            .update(products)
            .set({ hidden: false })
            .where(
              and(
                eq(products.id, id),
                eq(products.hidden, true),
                sql`not exists (select 1 from ${listingHolds} where ${listingHolds.productId} = ${products.id})`,
              ),
            )
            .returning({ id: products.id, categoryId: products.categoryId, advertised: products.isAdvertised });
        }
        await also(tx, { reports: open.length, reason, name: product.name });
        return { reports: open.length, reason, changed };
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

/**
 * Why a listing is removed: the reason most of its open reports give (ties: none stands out), else 'stolen' when a
 * stolen-phone report holds it.
 */
async function topReason(tx: Transaction, id: string, open: { reason: ReportReason }[]): Promise<ReportReason | null> {
  const counts = new Map<ReportReason, number>();
  for (const r of open) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first && (!second || second[1] < first[1])) return first[0];
  if (first) return null;
  const [stolen] = await tx
    .select({ reason: listingHolds.reason })
    .from(listingHolds)
    .where(and(eq(listingHolds.productId, id), eq(listingHolds.reason, 'stolen')));
  return stolen ? 'stolen' : null;
}
