import { COMPANY } from '@phonehaat/shared';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

export function RegisterPage() {
  const navigate = useNavigate();
  const { status } = useAuth();
  // After a successful sign-up this also takes the new user home.
  if (status === 'signed-in') return <Navigate to={paths.home()} replace />;
  return (
    <>
      <title>{`${m.auth_register_title()} · ${COMPANY.name}`}</title>
      <AuthCard title={m.auth_register_title()} subtitle={m.auth_register_subtitle()}>
        <RegisterForm
          onSuccess={() => {
            toast.success(m.toast_account_created());
            navigate(paths.home(), { replace: true });
          }}
        />
      </AuthCard>
    </>
  );
}
