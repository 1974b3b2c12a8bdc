import { COMPANY } from '@phonehaat/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { ACCOUNT_TEXT as T } from '@/features/account/strings';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';

/** The page an emailed reset link opens (?token=): a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { status, signOut } = useAuth();
  const token = search.get('token');
  return (
    <>
      <title>{`${T.resetTitle()} · ${COMPANY.name}`}</title>
      <AuthCard title={T.resetTitle()} subtitle={T.resetSubtitle()}>
        {token ? (
          <ResetPasswordForm
            token={token}
            onDone={() => {
              // Every session was revoked: this browser's too.
              if (status === 'signed-in') void signOut();
              toast.success(T.resetDone());
              void navigate(paths.login(), { replace: true });
            }}
          />
        ) : (
          <p role="alert" className="rounded-field bg-error/10 px-3 py-2 font-medium text-error">
            {T.resetNoToken()}
          </p>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.forgotPassword()} className="link link-primary font-semibold">
            {T.askNewLink()}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
