import type { Transaction } from '../../db/client.js';

/** A present listing as an order copies it: the seller's current name, the price and the cover photo. */
export interface ListingForOrder {
  id: string;
  sellerId: string;
  sellerName: string;
  name: string;
  picture: string;
  resalePricePoisha: number;
  sold: boolean;
  /** Hidden from buyers by a hold (issue 16: reported stolen, reported by many, a suspended seller). */
  hidden: boolean;
}

/** A listing locked for the rest of a transaction, with what the 'listing.changed' event of its sale says. */
export interface LockedListing {
  id: string;
  categoryId: number;
  advertised: boolean;
  sold: boolean;
  hidden: boolean;
  removed: boolean;
}

/** All that checkout needs of the catalogue (the products service provides it). Checkout reaches listings only through this. */
export interface ListingsPort {
  /** The listing, when it is present (not removed). */
  forOrder(id: string): Promise<ListingForOrder | undefined>;
  /** Whether it can still be bought; a listing that does not exist counts as removed. */
  availability(id: string): Promise<'available' | 'sold' | 'removed' | 'hidden'>;
  /** Locks the listing's row until `tx` ends: every sale of one phone queues here. */
  lockForSale(tx: Transaction, id: string): Promise<LockedListing | undefined>;
  markSold(tx: Transaction, id: string): Promise<void>;
  /** Puts a sold phone on sale again (its sale was given back). */
  markUnsold(tx: Transaction, id: string): Promise<void>;
}

/** What checkout asks of the deals domain (which provides it). */
export interface ReservationsPort {
  /**
   * Whom a phone is held for while a deal is accepted: nobody else may order or pay for it. Asked under the listing's
   * lock when a payment settles.
   */
  reservedFor(productId: string, tx?: Transaction): Promise<string | undefined>;
  /**
   * The deals the orders carry, by order id. An order with a deal has its card payment held until the handover (manual
   * capture), and My Orders links it to the deal.
   */
  dealsOfOrders(orderIds: string[]): Promise<Map<string, string>>;
}
