import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { images, products, reports, users } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/cursor.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductWithSeller = ProductRow & { sellerName: string; sellerVerified: boolean };

const withSeller = {
  product: products,
  sellerName: users.name,
  sellerVerified: users.verified,
};
const present = isNull(products.deletedAt);
// The listing indexes are `desc nulls last` (drizzle-kit's `.desc()`), and PostgreSQL walks an index for an ORDER BY
// only when the nulls order matches too: a plain `desc` (nulls first) sorted the whole category instead, 0.4 s at a
// million listings (BENCHMARKS.md, scale). These columns are not null (advertised_at is set whenever advertised),
// so the order is the same.
const newest = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const unsold = eq(products.isPurchased, false);

// A row comparison, not `created_at < x or (created_at = x and id < y)`: PostgreSQL turns it into one range bound on
// the (…, created_at desc, id desc) indexes, so a page deep in a big catalogue starts where it is instead of walking
// the index from the top and filtering (BENCHMARKS.md, scale).
const keyset = (after: KeysetCursor | undefined) =>
  after
    ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;

export function createProductsRepository(db: Database) {
  async function select(where: SQL | undefined, order: SQL[], limit: number): Promise<ProductWithSeller[]> {
    const rows = await db
      .select(withSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    return rows.map((r) => ({ ...r.product, sellerName: r.sellerName, sellerVerified: r.sellerVerified }));
  }
  const newestFirst = [newest(products.createdAt), newest(products.id)];

  return {
    /** Unsold, present, advertised products, most recently advertised first. */
    listAdvertised(limit: number) {
      return select(
        and(eq(products.isAdvertised, true), unsold, present),
        [newest(products.advertisedAt), newest(products.id)],
        limit,
      );
    },

    /** One page of a category: unsold and present, newest first (served by product_category_listing_idx). */
    listCategory(categoryId: number, limit: number, after?: KeysetCursor) {
      return select(and(eq(products.categoryId, categoryId), unsold, present, keyset(after)), newestFirst, limit);
    },

    /** A seller's own listings, sold ones included, newest first. */
    listBySeller(sellerId: string, limit: number, after?: KeysetCursor) {
      return select(and(eq(products.sellerId, sellerId), present, keyset(after)), newestFirst, limit);
    },

    listReported(limit: number, after?: KeysetCursor) {
      return select(and(eq(products.reported, true), present, keyset(after)), newestFirst, limit);
    },

    async findPresent(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), present))
        .limit(1);
      return row;
    },

    async imageExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1);
      return Boolean(row);
    },

    async insert(values: NewProduct): Promise<string> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
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

    async softDelete(id: string, onlyReported = false): Promise<number> {
      const rows = await db
        .update(products)
        .set({ deletedAt: new Date() })
        .where(and(eq(products.id, id), present, onlyReported ? eq(products.reported, true) : undefined))
        .returning({ id: products.id });
      return rows.length;
    },

    /** Records one report per reporter and product, and flags the product. Reporting twice changes nothing. */
    async report(productId: string, reporterId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(reports).values({ productId, reporterId }).onConflictDoNothing();
        await tx
          .update(products)
          .set({ reported: true })
          .where(and(eq(products.id, productId), sql`${products.reported} = false`));
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
