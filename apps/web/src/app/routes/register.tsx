import { COMPANY, TOAST } from '@phonehaat/shared';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';

export function RegisterPage() {
  const navigate = useNavigate();
  const { status } = useAuth();
  // After a successful sign-up this also takes the new user home.
  if (status === 'signed-in') return <Navigate to={paths.home()} replace />;
  return (
    <>
      <title>{`Register · ${COMPANY.name}`}</title>
      <AuthCard title="Register" subtitle="Create your account to buy or sell used phones across Bangladesh.">
        <RegisterForm
          onSuccess={() => {
            toast.success(TOAST.accountCreated);
            navigate(paths.home(), { replace: true });
          }}
        />
      </AuthCard>
    </>
  );
}
