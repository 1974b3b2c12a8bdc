import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasToken, writeToken } from './api-client';
import { AuthProvider } from './auth';
import { useAuth, type AuthContextValue } from './auth-context';

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
  signOut: deferred<unknown>(),
  googleStart: deferred<{ url: string }>(),
};

vi.mock('./auth-api', () => ({
  authApi: {
    getSession: () => pending.getSession.promise,
    signIn: () => pending.signIn.promise,
    signUp: () => pending.signIn.promise,
    accessToken: () => pending.accessToken.promise,
    saveUser: async () => ({}),
    signOut: () => pending.signOut.promise,
    googleStart: () => pending.googleStart.promise,
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
    <p data-testid="state">{value.status === 'signed-in' ? `signed in as ${value.user.displayName}` : value.status}</p>
  );
}
const auth = () => seen.auth!;

function renderProvider() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const farhana = { id: 'u1', name: 'Farhana Akter', email: 'farhana@example.com' };

describe('AuthProvider (spec §4: sign-in, sign-up, Google and log-out hold the loading state until done)', () => {
  beforeEach(() => {
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = deferred() as never;
    writeToken(null);
  });

  async function startSignedOut() {
    renderProvider();
    expect(state()).toBe('loading');
    await act(async () => pending.getSession.resolve(null));
    expect(state()).toBe('signed-out');
  }

  it('is loading until the session at start is known', async () => {
    renderProvider();
    expect(state()).toBe('loading');
    await act(async () => pending.getSession.resolve({ user: farhana }));
    expect(state()).toBe('loading');
    await act(async () => pending.accessToken.resolve('token-1'));
    expect(state()).toBe('signed in as Farhana Akter');
    expect(hasToken()).toBe(true);
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
    expect(state()).toBe('signed in as Farhana Akter');
    expect(done).toBe(true);
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
    expect(state()).toBe('signed in as Farhana Akter');

    act(() => void auth().signOut());
    expect(state()).toBe('loading');
    expect(hasToken()).toBe(true);
    await act(async () => pending.signOut.reject(new Error('offline')));
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(hasToken()).toBe(false);
  });
});
