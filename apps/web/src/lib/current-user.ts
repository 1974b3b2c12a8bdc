import { UserSchema, type User } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';

export const currentUserQueryKey = (email: string) => ['users', email] as const;

export const currentUserQuery = (email: string) =>
  queryOptions({
    queryKey: currentUserQueryKey(email),
    queryFn: async (): Promise<User> => UserSchema.parse(await api.get('/users', { params: { email } })),
    staleTime: 5 * 60_000,
  });

/** The signed-in person's record with their role and verified flag (spec §6: the role is looked up by email). */
export function useCurrentUser() {
  const { status, user } = useAuth();
  const email = user?.email ?? '';
  return useQuery({ ...currentUserQuery(email), enabled: status === 'signed-in' && email !== '' });
}
