import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@phonehaat/shared';
import { ApiError, hasToken, writeToken } from './api-client';
import { AuthProvider } from './auth';
import { useAuth, type AuthContextValue } from './auth-context';
import { currentUserKey, fetchCurrentUser } from './current-user';
import { readRememberedUser, rememberUser, takeHandedInSession } from './remembered-user';

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
const seen: { auth?: AuthContextValue; commits: number } = { commits: 0 };
function Probe() {
  const value = useAuth();
  useEffect(() => {
    seen.auth = value;
    seen.commits += 1;
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

  it('signing in remembers the person beside the token; signing out forgets both', async () => {
    await startSignedOut();
    act(() => void auth().signIn('farhana@example.com', 'correct horse'));
    await act(async () => pending.signIn.resolve({ user: farhana }));
    await act(async () => pending.accessToken.resolve('token-7'));
    await act(async () => pending.user.resolve(farhanasRecord));
    expect(readRememberedUser()).toEqual(farhanasRecord);

    act(() => void auth().signOut());
    await act(async () => pending.signOut.resolve({}));
    expect(state()).toBe('signed-out');
    expect(readRememberedUser()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('AuthProvider on a return visit (issue 22: signed in at once, the server asked in the background)', () => {
  beforeEach(() => {
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = deferred() as never;
    calls.length = 0;
    writeToken('token-r');
    rememberUser(farhanasRecord);
  });

  it('is signed in from the first frame; the session and the record are still asked, and a change is taken', async () => {
    renderProvider();
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.user.resolve({ ...farhanasRecord, role: 'Seller', verified: true }));
    expect(state()).toBe('signed in as Farhana Akter, Seller');
    expect(readRememberedUser()).toMatchObject({ role: 'Seller', verified: true });
    // The token was stored: no new one is asked for.
    expect(calls).toEqual(['get-session', 'GET /users']);
  });

  it('forgets the person, their token and every cached query when the server has no session for them', async () => {
    renderProvider();
    queryClient.setQueryData(['orders', 'list', farhana.email], [{ _id: 'o1' }]);
    await act(async () => pending.getSession.resolve(null));
    expect(state()).toBe('signed-out');
    expect(hasToken()).toBe(false);
    expect(readRememberedUser()).toBeNull();
    expect(queryClient.getQueryData(['orders', 'list', farhana.email])).toBeUndefined();
  });

  it('forgets the person when the API refuses their token', async () => {
    renderProvider();
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.user.reject(new ApiError(401, 'Unauthorized', 'Please sign in again.')));
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(hasToken()).toBe(false);
    expect(readRememberedUser()).toBeNull();
  });

  it("signs in whoever the session is now, with a token of their own, never with the remembered person's data", async () => {
    const arif = { id: 'u2', name: 'Arif Hossain', email: 'arif@example.com' };
    renderProvider();
    queryClient.setQueryData(['orders', 'list', farhana.email], [{ _id: 'o1' }]);
    await act(async () => pending.getSession.resolve({ user: arif }));
    expect(hasToken()).toBe(false);
    expect(queryClient.getQueryData(['orders', 'list', farhana.email])).toBeUndefined();
    await act(async () => pending.accessToken.resolve('token-arif'));
    await act(async () => pending.user.resolve({ ...farhanasRecord, _id: 'u2', name: arif.name, email: arif.email }));
    expect(state()).toBe('signed in as Arif Hossain, Buyer');
    expect(readRememberedUser()?.email).toBe(arif.email);
    expect(calls).toEqual(['get-session', 'GET /jwt', 'GET /users']);
  });

  it('does not draw the page again when the server confirms the person remembered', async () => {
    renderProvider();
    const before = seen.commits;
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.user.resolve({ ...farhanasRecord }));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    expect(seen.commits).toBe(before);
  });

  it('stays signed in as remembered when the server cannot be reached', async () => {
    renderProvider();
    await act(async () => pending.getSession.reject(new TypeError('Failed to fetch')));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    expect(hasToken()).toBe(true);
  });

  it('does not use a record remembered with another token (a sign-in elsewhere replaced it)', async () => {
    writeToken('token-other');
    renderProvider();
    expect(state()).toBe('loading');
    expect(readRememberedUser()).toBeNull();
  });
});

describe('AuthProvider on a page the server sent with the person in it (issue 22: no get-session → jwt → users first)', () => {
  beforeEach(() => {
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = deferred() as never;
    calls.length = 0;
    writeToken(null);
    rememberUser(null);
  });

  function handIn(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'signed-in';
    block.textContent = text;
    document.body.append(block);
  }

  it('is signed in as the person handed in from the first frame, asks no token, and still checks the session', async () => {
    handIn(JSON.stringify({ accessToken: 'token-h', user: farhanasRecord }));
    takeHandedInSession();
    expect(document.getElementById('signed-in')).toBeNull();
    renderProvider();
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.user.resolve(farhanasRecord));
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    expect(calls).toEqual(['get-session', 'GET /users']);
  });

  it('replaces a person remembered from before with the one handed in', async () => {
    writeToken('token-old');
    rememberUser({ ...farhanasRecord, _id: 'u9', name: 'Someone Else', email: 'else@example.com' });
    handIn(JSON.stringify({ accessToken: 'token-h', user: farhanasRecord }));
    takeHandedInSession();
    renderProvider();
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    expect(readRememberedUser()?.email).toBe(farhana.email);
  });

  it('leaves a block that is not a person and a token alone: the check asks as on a first visit', async () => {
    handIn('{"accessToken": 42, "user": {"name": "x"}}');
    takeHandedInSession();
    handIn('not json');
    takeHandedInSession();
    renderProvider();
    expect(state()).toBe('loading');
    expect(hasToken()).toBe(false);
  });

  it('takes a page drawn for a person over signed in as them only with their token', async () => {
    const drawn = (token: string | null) => {
      writeToken(token);
      queryClient = new QueryClient();
      return render(
        <QueryClientProvider client={queryClient}>
          <AuthProvider drawnAs={farhanasRecord}>
            <Probe />
          </AuthProvider>
        </QueryClientProvider>,
      );
    };
    const withToken = drawn('token-d');
    expect(state()).toBe('signed in as Farhana Akter, Buyer');
    // The check at start confirming them draws nothing again.
    const before = seen.commits;
    await act(async () => pending.getSession.resolve({ user: farhana }));
    await act(async () => pending.user.resolve({ ...farhanasRecord }));
    expect(seen.commits).toBe(before);
    withToken.unmount();
    drawn(null);
    expect(state()).toBe('loading');
  });
});
