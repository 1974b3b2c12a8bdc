import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Spec §4: a loading indicator while the auth state loads, then /login for the signed-out, keeping the location. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
