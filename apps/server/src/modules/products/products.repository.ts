import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
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
const unsold = eq(products.isPurchased, false);

const keyset = (after: KeysetCursor | undefined) =>
  after
    ? or(
        lt(products.createdAt, after.createdAt),
        and(eq(products.createdAt, after.createdAt), lt(products.id, after.id)),
      )
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
  const newestFirst = [desc(products.createdAt), desc(products.id)];

  return {
    /** Unsold, present, advertised products, most recently advertised first. */
    listAdvertised(limit: number) {
      return select(
        and(eq(products.isAdvertised, true), unsold, present),
        [desc(products.advertisedAt), desc(products.id)],
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
