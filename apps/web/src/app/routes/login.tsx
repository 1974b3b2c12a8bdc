import { COMPANY } from '@phonehaat/shared';
import { Navigate, useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth-context';

const GOOGLE_ERRORS: Record<string, string> = {
  account_not_linked:
    'This email already has a PhoneHaat account with a password. Sign in with your email and password instead.',
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
      <title>{`Login · ${COMPANY.name}`}</title>
      <AuthCard title="Login" subtitle="Welcome back. Sign in to buy, sell and manage your phones.">
        <LoginForm
          returnTo={to}
          onSuccess={() => navigate(to, { replace: true })}
          initialError={
            googleError
              ? (GOOGLE_ERRORS[googleError] ?? 'Google sign-in did not complete. Please try again.')
              : undefined
          }
        />
      </AuthCard>
    </>
  );
}
