import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, useDrawnSignedIn } from '@/lib/auth-context';

/**
 * Spec §4: a loading indicator while the auth state loads, then /login for the signed-out, keeping the location. A
 * page the server drew for a live session (DrawnSignedInContext) stays as drawn while the auth state loads. Signed out
 * while a navigation is under way (its page's data was refused), they come back to where they were going.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const drawnSignedIn = useDrawnSignedIn();
  const location = useLocation();
  const navigation = useNavigation();
  const going = navigation.location?.pathname === paths.login() ? undefined : navigation.location;
  // Taken once, when the person is found signed out: the way to /login is itself a navigation under way.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment of signing out decides
  const back = useMemo(() => ({ from: going ?? location }), [status]);
  if (status === 'loading' && !drawnSignedIn) return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={back} />;
  return children ?? <Outlet />;
}
