import type { Order } from '@phonehaat/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@/app/prefetch';
import { getOrder } from '@/features/orders/api/get-order';
import { ApiError } from '@/lib/api-client';
import { signedInUser } from '@/lib/session';

/** Answers after which the page has nothing to show but the guards' or its own message. */
export const NOT_SHOWN = new Set([400, 401, 403, 404]);

/**
 * Fetches the order before the page shows, never from a cache (whether it is still open decides what the page offers),
 * once the buyer's token is there. What the guards or the page explain (nobody signed in, another role, 401, 403,
 * 404, 400) resolves to null; anything else goes to the error element. Its own module, so the router loads it beside
 * the page's code and the order is asked while that code is still on its way.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<Order | null> {
  const queryClient = queryClientOf({ context });
  const user = queryClient ? await signedInUser(queryClient) : null;
  if (user?.role !== 'Buyer') return null;
  try {
    return await getOrder(params.id ?? '', request.signal);
  } catch (error) {
    if (error instanceof ApiError && NOT_SHOWN.has(error.status)) return null;
    throw error;
  }
}

export type PaymentLoaderData = Order | null;
