import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@phonehaat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountApi } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';
import { FieldError, FormMessage } from '@/components/ui/form-bits';
import { fieldMessage } from '@/i18n/field-message';

/** 'Forgot password?': the email, then the same sentence whether or not it has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ForgotPasswordSchema>>({ resolver: zodResolver(ForgotPasswordSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      await accountApi.requestReset(email);
      setSent(true);
    } catch (err) {
      setError(failureMessage(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="forgot-email" className="mb-1 block font-medium">
          {T.emailLabel()}
        </label>
        <input
          id="forgot-email"
          type="email"
          autoComplete="email"
          className="input input-bordered w-full"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'forgot-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="forgot-email-error" message={fieldMessage(errors.email?.message)} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? T.sending() : T.sendLink()}
      </button>
      <FormMessage kind="success" message={sent ? T.forgotSent() : undefined} />
      <FormMessage kind="error" message={error} />
    </form>
  );
}
