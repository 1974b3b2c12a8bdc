/**
 * The orders' query keys, each with every input it depends on. `all` is the prefix a payment invalidates (the order,
 * the buyer's list and a seller's sales all change); placing an order changes only the buyer's lists.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (email: string) => [...orderKeys.lists(), email] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  sales: (sellerName: string) => [...orderKeys.all, 'sales', sellerName] as const,
};
