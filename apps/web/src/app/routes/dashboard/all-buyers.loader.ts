import { prefetchFor } from '@/app/prefetch';
import { buyersQueryOptions } from '@/features/admin/api/users-admin';

/** All Buyers. */
export const loader = prefetchFor('Admin', (queryClient) => queryClient.prefetchQuery(buyersQueryOptions()));
