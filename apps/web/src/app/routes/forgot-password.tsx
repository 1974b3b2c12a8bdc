import { COMPANY } from '@phonehaat/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { ACCOUNT_TEXT as T } from '@/features/account/strings';
import { AuthCard } from '@/features/auth/components/auth-card';

/** 'Forgot password?' from the Login page: an email, then a link by email. */
export function ForgotPasswordPage() {
  return (
    <>
      <title>{`${T.forgotTitle()} · ${COMPANY.name}`}</title>
      <AuthCard title={T.forgotTitle()} subtitle={T.forgotSubtitle()}>
        <ForgotPasswordForm />
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login()} className="link link-primary font-semibold">
            {T.backToLogin()}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
