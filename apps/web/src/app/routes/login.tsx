import { COMPANY } from '@phonehaat/shared';
import { Navigate, useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth-context';
import { m } from '@/paraglide/messages.js';

const GOOGLE_ERRORS: Record<string, () => string> = {
  account_not_linked: m.auth_google_not_linked,
  ACCOUNT_SUSPENDED: m.auth_account_suspended,
};

/** Where to go after signing in: the page the guard sent us from (spec §4), else home. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname && from.pathname !== paths.login())
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return paths.home();
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { status } = useAuth();
  const to = returnPath(location);
  const googleError = search.get('error');

  if (status === 'signed-in') return <Navigate to={to} replace />;
  return (
    <>
      <title>{`${m.auth_login_title()} · ${COMPANY.name}`}</title>
      <AuthCard title={m.auth_login_title()} subtitle={m.auth_login_subtitle()}>
        <LoginForm
          returnTo={to}
          onSuccess={() => navigate(to, { replace: true })}
          initialError={googleError ? (GOOGLE_ERRORS[googleError] ?? m.auth_google_incomplete)() : undefined}
        />
      </AuthCard>
    </>
  );
}
