import { poishaToTaka, type CreateOrder, type MyBuyerRow, type Order } from '@phonehaat/shared';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

export const ORDERS_LIMIT = 200;

export const toOrder = (row: OrderRow): Order => ({
  _id: row.id,
  productId: row.productId,
  buyer: row.buyerName,
  email: row.buyerEmail,
  device: row.device,
  price: poishaToTaka(row.pricePoisha),
  Seller: row.sellerName,
  productPic: row.productPic,
  meetingLocation: row.meetingLocation,
  contact: row.contact,
  paid: row.status === 'paid',
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function createOrdersService(repository: OrdersRepository) {
  return {
    /** The buyer names the product and how to meet; everything else is copied from our own records. */
    async place(buyer: AuthUser, input: CreateOrder): Promise<string> {
      const found = await repository.productForOrder(input.productId);
      if (!found) throw new HttpError(404, 'No such product.');
      const { product, sellerName } = found;
      if (product.sellerId === buyer.id) throw new HttpError(403, 'You cannot order your own listing.');
      if (product.isPurchased) throw new HttpError(409, 'This phone has already been sold.');
      try {
        return await repository.insert({
          productId: product.id,
          buyerId: buyer.id,
          sellerId: product.sellerId,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          sellerName,
          device: product.name,
          productPic: product.picture,
          pricePoisha: product.resalePricePoisha,
          meetingLocation: input.meetingLocation,
          contact: input.contact,
        });
      } catch (err) {
        if (isUniqueViolation(err, 'order_open_per_buyer_product_uq')) {
          throw new HttpError(409, 'You have already ordered this phone. Pay for it from My Orders.');
        }
        throw err;
      }
    },

    async mine(buyer: AuthUser): Promise<Order[]> {
      return (await repository.listByBuyer(buyer.id, ORDERS_LIMIT)).map(toOrder);
    },

    /** Someone else's order is a 404, not a 403: its existence is not the caller's business. */
    async one(buyer: AuthUser, id: string): Promise<Order> {
      const row = await repository.findForBuyer(id, buyer.id);
      if (!row) throw new HttpError(404, 'No such order.');
      return toOrder(row);
    },

    cancelOpenOrders: (productId: string) => repository.cancelOpen(productId),

    async buyersOf(seller: AuthUser): Promise<MyBuyerRow[]> {
      const rows = await repository.salesOf(seller.id, ORDERS_LIMIT);
      return rows.map((p) => ({
        _id: p.id,
        device: p.device,
        buyer: p.buyerName,
        email: p.buyerEmail,
        buyerLocation: p.buyerLocation,
        contact: p.contact,
      }));
    },
  };
}
