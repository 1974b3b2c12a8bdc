import { COMPANY } from '@phonehaat/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AccountSettings } from '@/features/account/components/account-settings';
import { ACCOUNT_TEXT as T } from '@/features/account/strings';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';

/** My Account (issue 17): email and its verification, password, which emails come, delete the account. */
export function AccountPage() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  return (
    <>
      <title>{`${T.accountTitle()} · ${COMPANY.name}`}</title>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-secondary">{T.accountTitle()}</h1>
      <AccountSettings
        onDeleted={() => {
          void signOut();
          toast.success(T.deleted());
          void navigate(paths.home(), { replace: true });
        }}
      />
    </>
  );
}
