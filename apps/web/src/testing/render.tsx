import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, signedOut, type AuthContextValue } from '@/lib/auth-context';
import { createQueryClient } from '@/lib/query-client';

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
