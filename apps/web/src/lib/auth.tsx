import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authApi } from './auth-api';
import { hasToken, setUnauthorizedHandler, writeToken } from './api-client';
import { AuthContext, type AuthContextValue, type AuthState, type RegisterInput } from './auth-context';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
/** The user record's reader (and zod) load once somebody is signed in, not with every page. */
const currentUser = () => import('./current-user');

/**
 * Who is signed in (spec §4 Auth: signed-out, loading, signed-in). At start it asks the identity provider for the
 * session (the cookie of a sign-in, including one that just came back from Google), makes sure the API's access
 * token is stored and reads the person's record with their role (spec §7: sign-in, then /jwt, then /users), once per
 * sign-in, for every component. Sign-in, sign-up, Google sign-in and sign-out hold the loading state until they are
 * done. Signing out, or the API refusing the token, clears the token and every cached query, so nobody sees another's
 * data.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  const forget = useCallback(() => {
    writeToken(null);
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(forget);
    return () => setUnauthorizedHandler(undefined);
  }, [forget]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const session = await authApi.getSession();
        if (!session) throw new Error('no session');
        if (!hasToken()) writeToken(await authApi.accessToken(session.user.email));
        const user = await (await currentUser()).fetchCurrentUser(queryClient, session.user.email);
        if (!cancelled) setState({ status: 'signed-in', user });
      } catch {
        if (!cancelled) {
          writeToken(null);
          setState(SIGNED_OUT);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const holdLoading = async (run: () => Promise<AuthState>) => {
      setState({ status: 'loading', user: null });
      try {
        setState(await run());
      } catch (err) {
        writeToken(null);
        setState(SIGNED_OUT);
        throw err;
      }
    };
    return {
      ...state,
      signIn: (email, password) =>
        holdLoading(async () => {
          writeToken(null);
          queryClient.clear();
          const { user } = await authApi.signIn(email.trim().toLowerCase(), password);
          writeToken(await authApi.accessToken(user.email));
          return { status: 'signed-in', user: await (await currentUser()).fetchCurrentUser(queryClient, user.email) };
        }),
      signUp: (input: RegisterInput) =>
        holdLoading(async () => {
          writeToken(null);
          queryClient.clear();
          const { user } = await authApi.signUp({ ...input, email: input.email.trim().toLowerCase() });
          writeToken(await authApi.accessToken(user.email));
          const saved = await authApi.saveUser({ name: user.name, email: user.email, role: input.role });
          return { status: 'signed-in', user: (await currentUser()).keepCurrentUser(queryClient, saved) };
        }),
      signInWithGoogle: async (returnTo) => {
        setState({ status: 'loading', user: null });
        try {
          const { url } = await authApi.googleStart(returnTo, '/login');
          window.location.assign(url);
        } catch (err) {
          setState(SIGNED_OUT);
          throw err;
        }
      },
      signOut: async () => {
        setState({ status: 'loading', user: null });
        try {
          await authApi.signOut();
        } catch {
          // Signed out here either way; the server's session expires on its own.
        }
        forget();
      },
    };
  }, [state, queryClient, forget]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
