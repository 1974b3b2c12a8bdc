import type { Role, User } from '@phonehaat/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, signedOut, type AuthContextValue } from '@/lib/auth-context';
import { createQueryClient } from '@/lib/query-client';

/** Signed in as a person of `role` (the server's record, as GET /users?email answers it), with no-op actions. */
export function signedInAs(role: Role, user: Partial<User> = {}): AuthContextValue {
  return {
    ...signedOut,
    status: 'signed-in',
    user: { _id: 'u1', name: 'Farhana Akter', email: 'farhana@phonehaat.test', role, verified: false, ...user },
  };
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  auth?: AuthContextValue;
  route?: string;
}

/** Renders with a router at `route`, a fresh query client and the given auth state (signed out by default). */
export function renderWithProviders(ui: ReactElement, { auth = signedOut, route = '/', ...options }: Options = {}) {
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AuthContext>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
