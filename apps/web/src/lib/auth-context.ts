import { createContext, useContext } from 'react';

/** The signed-in person as the identity provider knows them (spec §3). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
}

export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: AuthUser };

export type AuthContextValue = AuthState & { signOut: () => Promise<void> };

export const signedOut: AuthContextValue = { status: 'signed-out', user: null, signOut: async () => {} };

export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
