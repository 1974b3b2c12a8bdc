import type { Role } from '@phonehaat/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/** What a mismatching user is told (spec §6); a non-Buyer on a buyer route is sent home silently. */
const REFUSAL: Partial<Record<Role, () => string>> = { Admin: m.error_not_admin, Seller: m.error_not_seller };

/**
 * Spec §4/§6: the role (looked up by email with the sign-in) decides; a spinner while it loads; a mismatch goes to /
 * (with its toast). Used inside RequireAuth, which handles the signed-out.
 */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { user } = useAuth();
  const mismatch = user !== null && user.role !== role;

  useEffect(() => {
    const message = REFUSAL[role]?.();
    // One toast however often this renders (the id de-duplicates).
    if (mismatch && message) toast.error(message, { id: message });
  }, [mismatch, role]);

  if (!user) return <PageSpinner />;
  if (mismatch) return <Navigate to={paths.home()} replace />;
  return children ?? <Outlet />;
}
