import { COMPANY } from '@phonehaat/shared';
import { useSearchParams } from 'react-router';
import { VerifyEmailStatus } from '@/features/account/components/verify-email-status';
import { ACCOUNT_TEXT as T } from '@/features/account/strings';
import { AuthCard } from '@/features/auth/components/auth-card';

/** The page an emailed verification link opens (?token=). */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  return (
    <>
      <title>{`${T.verifyTitle()} · ${COMPANY.name}`}</title>
      <AuthCard title={T.verifyTitle()} subtitle={COMPANY.name}>
        <VerifyEmailStatus token={search.get('token')} />
      </AuthCard>
    </>
  );
}
