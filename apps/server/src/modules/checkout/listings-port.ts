import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { products, users } from '../../db/schema/index.js';

/** A present listing as an order copies it: the seller's current name, the price and the cover photo. */
export interface ListingForOrder {
  id: string;
  sellerId: string;
  sellerName: string;
  name: string;
  picture: string;
  resalePricePoisha: number;
  sold: boolean;
}

/** A listing locked for the rest of a transaction, with what the 'listing.changed' event of its sale says. */
export interface LockedListing {
  id: string;
  categoryId: number;
  advertised: boolean;
  sold: boolean;
  removed: boolean;
}

/** All that checkout needs of the catalogue. Checkout reaches listings only through this. */
export interface ListingsPort {
  /** The listing, when it is present (not removed). */
  forOrder(id: string): Promise<ListingForOrder | undefined>;
  /** Whether it can still be bought; a listing that does not exist counts as removed. */
  availability(id: string): Promise<'available' | 'sold' | 'removed'>;
  /** Locks the listing's row until `tx` ends: every sale of one phone queues here. */
  lockForSale(tx: Transaction, id: string): Promise<LockedListing | undefined>;
  markSold(tx: Transaction, id: string): Promise<void>;
}

/**
 * The port over the products table, until the products service provides it; then this file goes and checkout is
 * handed that service's implementation instead.
 */
export function createListingsPort(db: Database): ListingsPort {
  return {
    async forOrder(id) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          sellerName: users.name,
          name: products.name,
          picture: products.picture,
          resalePricePoisha: products.resalePricePoisha,
          sold: products.isPurchased,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .limit(1);
      return row;
    },

    async availability(id) {
      const [row] = await db
        .select({ sold: products.isPurchased, deletedAt: products.deletedAt })
        .from(products)
        .where(eq(products.id, id));
      if (!row || row.deletedAt) return 'removed';
      return row.sold ? 'sold' : 'available';
    },

    async lockForSale(tx, id) {
      const [row] = await tx
        .select({
          id: products.id,
          categoryId: products.categoryId,
          advertised: products.isAdvertised,
          sold: products.isPurchased,
          deletedAt: products.deletedAt,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) return undefined;
      const { deletedAt, ...listing } = row;
      return { ...listing, removed: deletedAt !== null };
    },

    async markSold(tx, id) {
      await tx.update(products).set({ isPurchased: true }).where(eq(products.id, id));
    },
  };
}
