import type { User } from '@phonehaat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authApi } from './auth-api';
import { readToken, setUnauthorizedHandler, writeToken } from './api-client';
import { AuthContext, type AuthContextValue, type AuthState, type RegisterInput } from './auth-context';
import { readRememberedUser, rememberUser, sameUser } from './remembered-user';
import { checkSession } from './session';
import { useHydrated } from './use-hydrated';

const LOADING: AuthState = { status: 'loading', user: null };
const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
/** The user record's reader (and zod) load once somebody is signed in, not with every page. */
const currentUser = () => import('./current-user');

/**
 * Who is signed in (spec §4 Auth: signed-out, loading, signed-in). At start it asks the identity provider for the
 * session (the cookie of a sign-in, including one that just came back from Google), makes sure the API's access
 * token is stored and reads the person's record with their role (spec §7: sign-in, then /jwt, then /users), once per
 * sign-in, for every component (lib/session.ts). The record is remembered beside the token, so the next visit is
 * signed in from its first frame while the server is asked again in the background; a page React takes over from its
 * HTML is drawn first as the HTML was (loading), then signed in. Sign-in, sign-up, Google sign-in and sign-out hold
 * the loading state until they are done. Signing out, the API refusing the token, or the server disagreeing with the
 * person remembered clears the token, the remembered record and every cached query, so nobody sees another's data.
 */
export function AuthProvider({ children, drawnAs }: { children: ReactNode; drawnAs?: User }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [remembered] = useState(readRememberedUser);
  // A personal page the server drew for this person (PageData.signedInAs) is signed in as them from its first frame,
  // on the server and in the browser alike; in the browser only with their token, which came with the page.
  const [drawn] = useState(() => (drawnAs && (typeof window === 'undefined' || readToken()) ? drawnAs : null));
  /** Null until the check at start has answered (or an action has begun). */
  const [answer, setState] = useState<AuthState | null>(null);
  const status = answer?.status ?? (drawn || (remembered && hydrated) ? 'signed-in' : 'loading');
  const user = answer ? answer.user : (drawn ?? (hydrated ? remembered : null));
  // One state object while it says the same: the page is drawn again when who is signed in changes, not when the
  // takeover ends or the check at start confirms the person the page was drawn for.
  const state = useMemo<AuthState>(
    () => (status === 'signed-in' && user ? { status, user } : status === 'signed-out' ? SIGNED_OUT : LOADING),
    [status, user],
  );

  const forget = useCallback(() => {
    writeToken(null);
    rememberUser(null);
    queryClient.clear();
    void import('@/pwa/caches').then(({ forgetPersonalCaches }) => forgetPersonalCaches());
    setState(SIGNED_OUT);
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(forget);
    return () => setUnauthorizedHandler(undefined);
  }, [forget]);

  useEffect(() => {
    let cancelled = false;
    const known = drawn ?? remembered;
    void checkSession(queryClient).then((user) => {
      if (cancelled) return;
      // Drawn again in slices (a transition): a page full of cards whose buttons wake up is no long task.
      startTransition(() => {
        if (user) setState({ status: 'signed-in', user: known && sameUser(user, known) ? known : user });
        else if (known) forget();
        else setState(SIGNED_OUT);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, drawn, remembered, forget]);

  const value = useMemo<AuthContextValue>(() => {
    const holdLoading = async (run: () => Promise<AuthState>) => {
      setState(LOADING);
      try {
        setState(await run());
      } catch (err) {
        writeToken(null);
        rememberUser(null);
        setState(SIGNED_OUT);
        throw err;
      }
    };
    /** Signed in as `user`: remembered beside the token just stored. */
    const signedIn = (user: User): AuthState => {
      rememberUser(user);
      return { status: 'signed-in', user };
    };
    return {
      ...state,
      signIn: (email, password) =>
        holdLoading(async () => {
          writeToken(null);
          rememberUser(null);
          queryClient.clear();
          const { user } = await authApi.signIn(email.trim().toLowerCase(), password);
          writeToken(await authApi.accessToken(user.email));
          return signedIn(await (await currentUser()).fetchCurrentUser(queryClient, user.email));
        }),
      signUp: (input: RegisterInput) =>
        holdLoading(async () => {
          writeToken(null);
          rememberUser(null);
          queryClient.clear();
          const { user } = await authApi.signUp({ ...input, email: input.email.trim().toLowerCase() });
          writeToken(await authApi.accessToken(user.email));
          const saved = await authApi.saveUser({ name: user.name, email: user.email, role: input.role });
          return signedIn((await currentUser()).keepCurrentUser(queryClient, saved));
        }),
      signInWithGoogle: async (returnTo) => {
        setState(LOADING);
        try {
          const { url } = await authApi.googleStart(returnTo, '/login');
          window.location.assign(url);
        } catch (err) {
          setState(SIGNED_OUT);
          throw err;
        }
      },
      signOut: async () => {
        setState(LOADING);
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
