import { useState, type ReactNode } from 'react';
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
  // Where to come back to is taken when the person is found signed out, and kept: the way to /login is itself a
  // navigation under way.
  const [back, setBack] = useState<{ from: typeof location } | null>(null);
  if (status === 'signed-out' && !back) setBack({ from: navigation.location ?? location });
  if (status !== 'signed-out' && back) setBack(null);
  if (status === 'loading' && !drawnSignedIn) return <PageSpinner />;
  if (status === 'signed-out') return back && <Navigate to={paths.login()} replace state={back} />;
  return children ?? <Outlet />;
}
