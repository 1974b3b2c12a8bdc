import { useMemo, type ReactNode } from 'react';
import { ACCESS_TOKEN_KEY } from './api-client';
import { AuthContext, type AuthContextValue } from './auth-context';

/**
 * Who is signed in. Identity arrives in the next issue; until then everyone is signed out (no fake users).
 * Components read it with `useAuth()` from './auth-context' (kept apart so this file only exports components,
 * as Fast Refresh wants); tests render the signed-in variants by giving `<AuthContext value={...}>` directly.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      status: 'signed-out',
      user: null,
      signOut: async () => {
        localStorage.removeItem(ACCESS_TOKEN_KEY);
      },
    }),
    [],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
