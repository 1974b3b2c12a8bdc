import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema } from '@phonehaat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountApi } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';
import { FieldError, FormMessage } from '@/components/ui/form-bits';
import { fieldMessage } from '@/i18n/field-message';

/** The page an emailed reset link opens: the new password twice; a dead link says so (the page offers a new one). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordFormSchema>>({ resolver: zodResolver(NewPasswordFormSchema) });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(undefined);
    try {
      await accountApi.resetPassword(token, password);
      onDone();
    } catch (err) {
      setError(failureMessage(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="reset-password" className="mb-1 block font-medium">
          {T.newPassword()}
        </label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          className="input input-bordered w-full"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'reset-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="reset-password-error" message={fieldMessage(errors.password?.message)} />
      </div>
      <div>
        <label htmlFor="reset-confirm" className="mb-1 block font-medium">
          {T.confirmPassword()}
        </label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          className="input input-bordered w-full"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
          {...register('confirm')}
        />
        <FieldError id="reset-confirm-error" message={fieldMessage(errors.confirm?.message)} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? T.saving() : T.savePassword()}
      </button>
      <FormMessage kind="error" message={error} />
    </form>
  );
}
