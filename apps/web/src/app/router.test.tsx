import type { User } from '@phonehaat/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';
import { writeToken } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { rememberUser } from '@/lib/remembered-user';
import type { AppRouterInstance } from './router';

const farhana: User = {
  _id: 'u1',
  name: 'Farhana Akter',
  email: 'farhana@example.com',
  role: 'Buyer',
  verified: false,
};

/** The API as the browser would reach it, noting the paths asked for, in order. */
function stubApi() {
  const asked: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url.replace(/\?.*/, ''));
    if (url.startsWith('/api/auth/get-session')) return json({ user: { id: 'u1', ...farhana } });
    if (url.startsWith('/api/jwt')) return json({ accessToken: 'token-new' });
    if (url.startsWith('/api/users')) return json(farhana);
    if (url.startsWith('/api/orders')) return json([]);
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

let router: AppRouterInstance | undefined;
/** A router as a page load makes it: its own copy of the routes (React Router marks lazy parts of them as loaded). */
async function openAt(path: string) {
  vi.resetModules();
  const { createAppRouter } = await import('./router');
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  router = createAppRouter(queryClient);
  return queryClient;
}

describe("the routes' loaders (issue 22: the page's data asked while its code is on its way)", () => {
  afterEach(() => {
    router?.dispose();
    router = undefined;
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it(
    "asks for a returning buyer's orders at once, with the page's query options, without waiting on the session",
    {
      timeout: 40_000,
    },
    async () => {
      writeToken('token-1');
      rememberUser(farhana);
      const asked = stubApi();
      const queryClient = await openAt('/dashboard/myorders');
      // The page's code is transformed on first import here (a few hundred message modules): allow for a busy machine.
      await waitFor(() => expect(queryClient.getQueryData(myOrdersQueryOptions(farhana.email).queryKey)).toEqual([]), {
        timeout: 30_000,
      });
      // Nothing else was waited for (the session is checked again beside the page, by the auth provider).
      expect(asked).toEqual(['/api/orders']);
    },
  );

  it(
    'after a fresh sign-in (nobody remembered), asks once the session, token and record are known',
    {
      timeout: 40_000,
    },
    async () => {
      const asked = stubApi();
      const queryClient = await openAt('/dashboard/myorders');
      // The page's code is transformed on first import here (a few hundred message modules): allow for a busy machine.
      await waitFor(() => expect(queryClient.getQueryData(myOrdersQueryOptions(farhana.email).queryKey)).toEqual([]), {
        timeout: 30_000,
      });
      expect(asked).toEqual(['/api/auth/get-session', '/api/jwt', '/api/users', '/api/orders']);
    },
  );

  it('asks nothing for a role that cannot open the page', async () => {
    writeToken('token-2');
    rememberUser({ ...farhana, role: 'Seller' });
    const asked = stubApi();
    await openAt('/dashboard/myorders');
    await waitFor(() => expect(router?.state.initialized).toBe(true));
    expect(asked).not.toContain('/api/orders');
  });
});
