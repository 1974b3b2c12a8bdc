import { TOAST } from '@phonehaat/shared';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, DrawnSignedInContext, signedOut, type AuthContextValue } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { signedInAs } from '@/testing/render';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';

function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page, from {from}</p>;
}

function renderAt(path: string, guard: React.ReactNode, auth: AuthContextValue, drawnAt?: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <LoginProbe /> },
      { path: path, element: guard, children: [{ index: true, element: <p>Protected page</p> }] },
    ],
    { initialEntries: [path] },
  );
  return render(
    <DrawnSignedInContext value={drawnAt}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </DrawnSignedInContext>,
  );
}

describe('route guards (spec §4, §6)', () => {
  it('shows a loading indicator while the auth state loads', () => {
    renderAt('/dashboard', <RequireAuth />, { ...signedOut, status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Protected page')).toBeNull();
  });

  it('keeps the page the server drew for a live session while the auth state loads, and only that page', async () => {
    const loading: AuthContextValue = { ...signedOut, status: 'loading', user: null };
    const drawn = renderAt('/category/1', <RequireAuth />, loading, '/category/1');
    expect(screen.getByText('Protected page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    drawn.unmount();
    renderAt('/category/2', <RequireAuth />, loading, '/category/1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Protected page')).toBeNull();
  });

  it('sends a visitor to /login when the drawn page turns out to have nobody signed in', async () => {
    renderAt('/category/1', <RequireAuth />, signedOut, '/category/1');
    expect(await screen.findByText('Login page, from /category/1')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, keeping the requested location', async () => {
    renderAt('/dashboard', <RequireAuth />, signedOut);
    expect(await screen.findByText('Login page, from /dashboard')).toBeInTheDocument();
  });

  it('keeps the page asked for while the way to /login is itself still loading', async () => {
    const router = createMemoryRouter(
      [
        // The sign-in page's own code takes a moment, as on a slow line.
        {
          path: '/login',
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 50)),
          element: <LoginProbe />,
        },
        { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>Protected page</p> }] },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <AuthContext value={signedOut}>
        <RouterProvider router={router} />
      </AuthContext>,
    );
    expect(await screen.findByText('Login page, from /dashboard')).toBeInTheDocument();
  });

  it("signed out while the next page's data loads (its call refused), comes back to that page, not the one left", async () => {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginProbe /> },
        {
          element: <RequireAuth />,
          children: [
            { path: '/dashboard/allbuyer', element: <p>All Buyers</p> },
            // The navigation stays under way: the page's data has not come.
            { path: '/dashboard/reported', loader: () => new Promise(() => {}), element: <p>Reported Items</p> },
          ],
        },
      ],
      { initialEntries: ['/dashboard/allbuyer'] },
    );
    const view = (auth: AuthContextValue) => (
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    );
    const { rerender } = render(view(signedInAs('Admin')));
    expect(screen.getByText('All Buyers')).toBeInTheDocument();
    act(() => void router.navigate('/dashboard/reported'));
    expect(router.state.navigation.state).toBe('loading');
    rerender(view(signedOut));
    expect(await screen.findByText('Login page, from /dashboard/reported')).toBeInTheDocument();
  });

  it('shows a spinner while the role loads, then the page for the right role', () => {
    const view = renderAt('/dashboard/allbuyer', <RequireRole role="Admin" />, {
      ...signedOut,
      status: 'loading',
      user: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Protected page')).toBeNull();
    view.unmount();
    renderAt('/dashboard/allbuyer', <RequireRole role="Admin" />, signedInAs('Admin'));
    expect(screen.getByText('Protected page')).toBeInTheDocument();
  });

  it.each([
    ['Admin', 'Buyer', TOAST.notAdmin],
    ['Seller', 'Buyer', TOAST.notSeller],
    ['Buyer', 'Seller', undefined],
  ] as const)('sends a mismatching user home from a %s route (a %s), with its toast', async (role, actual, message) => {
    const error = vi.spyOn(toast, 'error');
    renderAt('/guarded', <RequireRole role={role} />, signedInAs(actual));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    if (message) expect(error).toHaveBeenCalledWith(message, { id: message });
    else expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
