import type { User } from '@phonehaat/shared';
import { createContext, use, useContext } from 'react';
import { useLocation } from 'react-router';

/** Signed in means the server's record of the person is known: name, email, role and verified (GET /users?email). */
export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: User };

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: 'Buyer' | 'Seller';
}

export interface AuthActions {
  /** Email and password; resolves when signed in with the token stored and the role known, else rejects with the message. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Creates the account, signs in, stores the token and the user record (spec: POST /users). */
  signUp: (input: RegisterInput) => Promise<void>;
  /** Leaves the page for the Google (or development) sign-in; comes back to `returnTo`. */
  signInWithGoogle: (returnTo: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

const notReady = async () => {
  throw new Error('AuthProvider is missing');
};
export const signedOut: AuthContextValue = {
  status: 'signed-out',
  user: null,
  signIn: notReady,
  signUp: notReady,
  signInWithGoogle: notReady,
  signOut: async () => {},
};

export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}

/**
 * The path of the signed-in page the server drew for this load (its session cookie was live), if it drew one: while
 * the check at start is still asking, that page is taken over as drawn instead of a spinner (PageData.signedInAt).
 */
export const DrawnSignedInContext = createContext<string | undefined>(undefined);

/** Whether the page shown is the one the server drew for a live session (drawn, and taken over, as signed in). */
export function useDrawnSignedIn(): boolean {
  return use(DrawnSignedInContext) === useLocation().pathname;
}
