import { sharedKeys } from '@/lib/query-keys';

/** The deals' query keys, each with the signed-in person it belongs to; `all` is what any move invalidates. */
export const dealKeys = {
  all: sharedKeys.deals,
  list: (userId: string) => [...dealKeys.all, 'list', userId] as const,
  waiting: (userId: string) => [...dealKeys.all, 'waiting', userId] as const,
  detail: (dealId: string) => [...dealKeys.all, 'detail', dealId] as const,
  seller: (sellerId: string) => ['seller', sellerId] as const,
};
