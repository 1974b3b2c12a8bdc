import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY, LoginSchema, type Login } from '@phonehaat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { fieldMessage } from '@/i18n/field-message';
import { m } from '@/paraglide/messages.js';
import { FieldError, FormError } from './auth-card';
import { GoogleButton } from './google-button';

/** Spec §2 Login: email, password, Login, an OR divider, 'Sign in With Google', a link to /register. */
export function LoginForm({
  returnTo,
  onSuccess,
  initialError,
}: {
  returnTo: string;
  onSuccess: () => void;
  initialError?: string;
}) {
  const { signIn } = useAuth();
  const [error, setError] = useState<string | undefined>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema) });
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(undefined);
    try {
      await signIn(email, password);
      onSuccess();
    } catch (err) {
      setError(err instanceof Error ? fieldMessage(err.message) : m.auth_sign_in_failed());
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} method="post" noValidate className="space-y-4">
        <div>
          <label htmlFor="login-email" className="mb-1 block font-medium">
            {m.auth_email()}
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            className="input input-bordered w-full"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="login-email-error" message={errors.email?.message} />
        </div>
        <div>
          <label htmlFor="login-password" className="mb-1 block font-medium">
            {m.auth_password()}
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="login-password-error" message={errors.password?.message} />
          <p className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword()} className="link link-primary">
              {m.auth_forgot_link()}
            </Link>
          </p>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? m.auth_signing_in() : m.auth_login_button()}
        </button>
        <FormError message={error} />
      </form>
      <div className="divider my-6 text-sm text-muted">{m.auth_or()}</div>
      <GoogleButton returnTo={returnTo} onError={setError} />
      <p className="mt-6 text-center text-sm">
        {m.auth_new_here({ company: COMPANY.name })}{' '}
        <Link to={paths.register()} className="link link-primary font-semibold">
          {m.auth_create_account()}
        </Link>
      </p>
    </>
  );
}
