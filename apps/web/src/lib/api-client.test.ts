import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, nextCursorFromLink, setUnauthorizedHandler } from './api-client';

describe('nextCursorFromLink', () => {
  it('reads the cursor of the rel="next" link', () => {
    expect(nextCursorFromLink('</api/products/1?cursor=MjAyNi0xMS0yMnxhYmM>; rel="next"')).toBe('MjAyNi0xMS0yMnxhYmM');
    expect(nextCursorFromLink('</api/products?name=Rahim+Uddin&cursor=abc>; rel="next"')).toBe('abc');
  });

  it('answers null on the last page', () => {
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('</api/products/1?cursor=abc>; rel="prev"')).toBeNull();
  });
});

describe('the API client and the access token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setUnauthorizedHandler(undefined);
  });

  const answer = (status: number, body: unknown) =>
    vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it("sends 'bearer {token}' from local storage key accessToken, and no header without one", async () => {
    const fetchMock = answer(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/orders', { params: { email: 'f@x.com' } });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();

    localStorage.setItem('accessToken', 'tok-123');
    await api.get('/orders', { params: { email: 'f@x.com' } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/orders?email=f%40x.com');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('bearer tok-123');
  });

  it('signs out on a 401 to a stored token, wherever it happens, and throws the server message', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', answer(401, { error: 'Unauthorized', message: 'Your session has ended.' }));
    localStorage.setItem('accessToken', 'expired');
    await expect(api.get('/mybuyer')).rejects.toMatchObject({ status: 401, message: 'Your session has ended.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // A wrong password at sign-in is a 401 too, but not an expired session.
    await expect(api.post('/auth/sign-in/email', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
