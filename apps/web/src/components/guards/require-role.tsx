import { TOAST, type Role } from '@phonehaat/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';

/** What a mismatching user is told (spec §6); a non-Buyer on a buyer route is sent home silently. */
const REFUSAL: Partial<Record<Role, string>> = { Admin: TOAST.notAdmin, Seller: TOAST.notSeller };

/** Spec §4/§6: the role is looked up by email; a spinner while it loads; a mismatch goes to / (with its toast). */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const mismatch = user !== undefined && user.role !== role;

  useEffect(() => {
    const message = REFUSAL[role];
    // One toast however often this renders (the id de-duplicates).
    if (mismatch && message) toast.error(message, { id: message });
  }, [mismatch, role]);

  if (isError) {
    return (
      <div role="alert" className="alert alert-error m-4">
        <span>We could not check your account. Please check your connection.</span>
        <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (isPending) return <PageSpinner />;
  if (mismatch) return <Navigate to={paths.home()} replace />;
  return children ?? <Outlet />;
}
