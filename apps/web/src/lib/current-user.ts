import type { User } from '@phonehaat/shared';
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from './auth-api';
import { queryConfig } from './query-client';

/** Where the signed-in person's record is kept; signing out clears it with every other query. */
export const currentUserKey = (email: string) => ['current-user', email] as const;

/**
 * The signed-in person's record with their role and verified flag (spec §6: the role is looked up by email), read
 * once per sign-in: asked again for the same email, it answers from the cache.
 */
export function fetchCurrentUser(queryClient: QueryClient, email: string): Promise<User> {
  return queryClient.fetchQuery({
    queryKey: currentUserKey(email),
    queryFn: () => authApi.user(email),
    staleTime: Infinity,
    retry: queryConfig.queries.retry,
  });
}

/** After sign-up the record POST /users answered is the one kept (it is what GET /users would answer). */
export function keepCurrentUser(queryClient: QueryClient, user: User): User {
  queryClient.setQueryData(currentUserKey(user.email), user);
  return user;
}
