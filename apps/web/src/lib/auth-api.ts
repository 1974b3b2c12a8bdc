import type { User } from '@phonehaat/shared';
import { api } from './api-client';

/** The identity provider's calls (better-auth under /api/auth) and the spec's token and user calls. */
interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export const authApi = {
  /** The current session from the cookie (or the stored token), or null. */
  getSession: () => api.get<{ user: SessionUser } | null>('/auth/get-session'),
  signIn: (email: string, password: string) =>
    api.post<{ user: SessionUser }>('/auth/sign-in/email', { email, password }),
  signUp: (input: { name: string; email: string; password: string; role: 'Buyer' | 'Seller' }) =>
    api.post<{ user: SessionUser }>('/auth/sign-up/email', input),
  signOut: () => api.post<unknown>('/auth/sign-out', {}),
  googleStart: (callbackURL: string, errorCallbackURL: string) =>
    api.post<{ url: string }>('/auth/sign-in/social', { provider: 'google', callbackURL, errorCallbackURL }),
  /** GET /jwt?email: the access token for the person who has just signed in (sent with the session cookie). */
  // (No zod here: this module is in every page's first load, and the answer is one string.)
  accessToken: async (email: string) => {
    const { accessToken } = await api.get<{ accessToken?: unknown }>('/jwt', { params: { email } });
    if (typeof accessToken !== 'string' || !accessToken) throw new Error('The sign-in did not return an access token.');
    return accessToken;
  },
  /** GET /users?email (spec §7): the signed-in person's record, read for the role; checked by `current-user.ts`. */
  user: (email: string) => api.get<User>('/users', { params: { email } }),
  /** POST /users (spec §7): the user record after sign-up. */
  saveUser: (user: { name: string; email: string; role: 'Buyer' | 'Seller' }) => api.post<User>('/users', user),
};
