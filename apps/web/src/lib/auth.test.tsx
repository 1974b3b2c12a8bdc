import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@phonehaat/shared';
import { ApiError, hasToken, writeToken } from './api-client';
import { AuthProvider } from './auth';
import { useAuth, type AuthContextValue } from './auth-context';
import { currentUserKey, fetchCurrentUser } from './current-user';

/** A promise the test settles when it chooses: the identity provider still answering. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pending = {
  getSession: deferred<{ user: { id: string; name: string; email: string } } | null>(),
  signIn: deferred<{ user: { id: string; name: string; email: string } }>(),
  accessToken: deferred<string>(),
  user: deferred<User>(),
  saveUser: deferred<User>(),
  signOut: deferred<unknown>(),
  googleStart: deferred<{ url: string }>(),
};
/** The calls the provider made, in order. */
const calls: string[] = [];
function called<T>(name: string, answer: Promise<T>): Promise<T> {
  calls.push(name);
  return answer;
}

vi.mock('./auth-api', () => ({
  authApi: {
    getSession: () => called('get-session', pending.getSession.promise),
    signIn: () => called('sign-in', pending.signIn.promise),
    signUp: () => called('sign-up', pending.signIn.promise),
    accessToken: () => called('GET /jwt', pending.accessToken.promise),
    user: () => called('GET /users', pending.user.promise),
    saveUser: () => called('POST /users', pending.saveUser.promise),
    signOut: () => called('sign-out', pending.signOut.promise),
    googleStart: () => called('google', pending.googleStart.promise),
  },
}));

/** What the provider gives its children, as of the last render. */
const seen: { auth?: AuthContextValue } = {};
function Probe() {
  const value = useAuth();
  useEffect(() => {
    seen.auth = value;
  });
  return (
    <p data-testid="state">
      {value.status === 'signed-in' ? `signed in as ${value.user.name}, ${value.user.role}` : value.status}
    </p>
  );
}
const auth = () => seen.auth!;

let queryClient = new QueryClient();
function renderProvider() {
  queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const farhana = { id: 'u1', name: 'Farhana Akter', email: 'farhana@example.com' };
const farhanasRecord: User = {
  _id: 'u1',
  name: 'Farhana Akter',
  email: 'farhana@example.com',
  role: 'Buyer',
  verified: false,
};

describe('AuthProvider (spec §4: sign-in, sign-up, Google and log-out hold the loading state until done)', () => {
  beforeEach(() => {
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = deferred() as never;
    calls.length = 0;
    writeToken(null);
  });

  async function startSignedOut() {
    renderProvider();
    expect(state()).toBe('loading');
    await act(async () => pending.getSession.resolve(null));
    expect(state()).toBe('signed-out');
  }

  it('is loading until the session at start and its role are known', async () => {
    renderProvider();
    expect(state()).toBe('loading');
    await act(async () => pending.getSession.resolve({ user: farhana }));
    expect(state()).toBe('loading');
    await act(async () => pending.accessToken.resolve('token-1'));
    expect(state()).toBe('loading');
    expect(hasToken()).toBe(true);
    await act(async () => pending.user.resolve(farhanasRecord));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    expect(auth().user).toEqual(farhanasRecord);
  });

  it('stays loading through the whole sign-in, token included, then is signed in', async () => {
    await startSignedOut();
    let done = false;
    act(
      () =>
        void auth()
          .signIn(' Farhana@Example.com ', 'correct horse')
          .then(() => (done = true)),
    );
    expect(state()).toBe('loading');
    await act(async () => pending.signIn.resolve({ user: farhana }));
    expect(state()).toBe('loading');
    expect(done).toBe(false);
    await act(async () => pending.accessToken.resolve('token-2'));
    expect(state()).toBe('loading');
    expect(done).toBe(false);
    await act(async () => pending.user.resolve({ ...farhanasRecord, role: 'Seller', verified: true }));
    expect(state()).toBe('signed in as Farhana Akter, Seller');
    expect(auth().user).toMatchObject({ role: 'Seller', verified: true });
    expect(done).toBe(true);
    // The spec's calls, in its order.
    expect(calls).toEqual(['get-session', 'sign-in', 'GET /jwt', 'GET /users']);
  });

  it('reads the record once per sign-in and shares it from the query cache; signing out forgets it', async () => {
    await startSignedOut();
    act(() => void auth().signIn('farhana@example.com', 'correct horse'));
    await act(async () => pending.signIn.resolve({ user: farhana }));
    await act(async () => pending.accessToken.resolve('token-4'));
    await act(async () => pending.user.resolve(farhanasRecord));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');

    expect(queryClient.getQueryData(currentUserKey(farhana.email))).toEqual(farhanasRecord);
    expect(await fetchCurrentUser(queryClient, farhana.email)).toEqual(farhanasRecord);
    expect(calls.filter((c) => c === 'GET /users')).toHaveLength(1);

    act(() => void auth().signOut());
    await act(async () => pending.signOut.resolve({}));
    expect(state()).toBe('signed-out');
    expect(queryClient.getQueryData(currentUserKey(farhana.email))).toBeUndefined();
  });

  it('sign-up keeps the record POST /users answered, without reading it again', async () => {
    await startSignedOut();
    let done = false;
    act(
      () =>
        void auth()
          .signUp({ name: 'Farhana Akter', email: 'farhana@example.com', password: 'correct horse', role: 'Seller' })
          .then(() => (done = true)),
    );
    await act(async () => pending.signIn.resolve({ user: farhana }));
    await act(async () => pending.accessToken.resolve('token-5'));
    expect(state()).toBe('loading');
    await act(async () => pending.saveUser.resolve({ ...farhanasRecord, role: 'Seller' }));
    expect(state()).toBe('signed in as Farhana Akter, Seller');
    expect(done).toBe(true);
    expect(calls).toEqual(['get-session', 'sign-up', 'GET /jwt', 'POST /users']);
  });

  it('a sign-in whose record cannot be read ends signed out, without the token, and hands the message back', async () => {
    await startSignedOut();
    let error: unknown;
    act(
      () =>
        void auth()
          .signIn('farhana@example.com', 'correct horse')
          .catch((err: unknown) => (error = err)),
    );
    await act(async () => pending.signIn.resolve({ user: farhana }));
    await act(async () => pending.accessToken.resolve('token-6'));
    expect(hasToken()).toBe(true);
    await act(async () => pending.user.reject(new ApiError(404, 'Not Found', 'There is no account with this email.')));
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect((error as Error).message).toBe('There is no account with this email.');
    expect(hasToken()).toBe(false);
  });

  it('a refused sign-in ends loading, signed out, and hands the message back', async () => {
    await startSignedOut();
    let error: unknown;
    act(
      () =>
        void auth()
          .signIn('farhana@example.com', 'wrong')
          .catch((err: unknown) => (error = err)),
    );
    expect(state()).toBe('loading');
    await act(async () => pending.signIn.reject(new Error('Invalid email or password')));
    expect(state()).toBe('signed-out');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Invalid email or password');
    expect(hasToken()).toBe(false);
  });

  it('Google sign-in is loading until it leaves for the provider, and signed out again if it cannot', async () => {
    await startSignedOut();
    let error: unknown;
    act(
      () =>
        void auth()
          .signInWithGoogle('/dashboard')
          .catch((err: unknown) => (error = err)),
    );
    expect(state()).toBe('loading');
    await act(async () => pending.googleStart.reject(new Error('Network error')));
    expect(state()).toBe('signed-out');
    expect((error as Error).message).toBe('Network error');
  });

  it('log-out is loading until the provider answers, then forgets the token', async () => {
    renderProvider();
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.accessToken.resolve('token-3'));
    await act(async () => pending.user.resolve(farhanasRecord));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');

    act(() => void auth().signOut());
    expect(state()).toBe('loading');
    expect(hasToken()).toBe(true);
    await act(async () => pending.signOut.reject(new Error('offline')));
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(hasToken()).toBe(false);
  });
});
