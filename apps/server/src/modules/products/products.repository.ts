import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, users } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductWithSeller = ProductRow & { sellerName: string; sellerVerified: boolean };

const withSeller = {
  product: products,
  sellerName: users.name,
  sellerVerified: users.verified,
};

export function createProductsRepository(db: Database) {
  return {
    /** Unsold, present, advertised products, most recently advertised first. */
    async listAdvertised(limit: number): Promise<ProductWithSeller[]> {
      const rows = await db
        .select(withSeller)
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.isAdvertised, true), eq(products.isPurchased, false), isNull(products.deletedAt)))
        .orderBy(desc(products.advertisedAt), desc(products.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.product, sellerName: r.sellerName, sellerVerified: r.sellerVerified }));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
