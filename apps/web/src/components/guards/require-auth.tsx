import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, useDrawnSignedIn } from '@/lib/auth-context';

/**
 * Spec §4: a loading indicator while the auth state loads, then /login for the signed-out, keeping the location. A
 * page the server drew for a live session (DrawnSignedInContext) stays as drawn while the auth state loads.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const drawnSignedIn = useDrawnSignedIn();
  const location = useLocation();
  if (status === 'loading' && !drawnSignedIn) return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
