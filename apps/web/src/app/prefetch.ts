import type { Role, User } from '@phonehaat/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { signedInUser } from '@/lib/session';

/** The app's query client, handed to the routes' loaders by createAppRouter (there is none when prerendering). */
export const queryClientContext = createContext<QueryClient | null>(null);

export function queryClientOf({ context }: Pick<LoaderFunctionArgs, 'context'>): QueryClient | null {
  const provider: unknown = context;
  return provider instanceof RouterContextProvider ? provider.get(queryClientContext) : null;
}

/**
 * A route loader that starts the page's data while the page's code is still on its way (issue 22), with the query
 * options the page's hooks read, and returns at once: the page draws its skeleton and never waits here. It is given
 * the signed-in person (the one remembered with the token at once; after a fresh sign-in, once the check at start has
 * answered), or null for nobody. Each route's loader is a module of its own, which the router loads beside the page's
 * code (a `lazy` object), so the request goes out as soon as that small module and the data's code are here.
 */
export function prefetch(
  start: (queryClient: QueryClient, user: User | null, args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return (args: LoaderFunctionArgs) => {
    const queryClient = queryClientOf(args);
    if (queryClient)
      void signedInUser(queryClient)
        .then((user) => start(queryClient, user, args))
        .catch(() => undefined);
    return null;
  };
}

/** The same for a page of one role's own data: nothing is asked for anyone else. */
export const prefetchFor = (role: Role, start: (queryClient: QueryClient, user: User) => Promise<unknown>) =>
  prefetch(async (queryClient, user) => {
    if (user?.role === role) await start(queryClient, user);
  });
