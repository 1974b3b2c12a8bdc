import { prefetchFor } from '@/app/prefetch';
import { sellersQueryOptions } from '@/features/admin/api/users-admin';

/** All Sellers. */
export const loader = prefetchFor('Admin', (queryClient) => queryClient.prefetchQuery(sellersQueryOptions()));
