import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type Register } from '@phonehaat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { fieldMessage } from '@/i18n/field-message';
import { m } from '@/paraglide/messages.js';
import { FieldError, FormError } from './auth-card';

/** Spec §2 Register: Full Name, Email Address, Password, Account type (Buyer by default, or Seller). */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { signUp } = useAuth();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Register>({ resolver: zodResolver(RegisterSchema), defaultValues: { role: 'Buyer' } });
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (input) => {
    setError(undefined);
    try {
      await signUp(input);
      onSuccess();
    } catch (err) {
      setError(err instanceof Error ? fieldMessage(err.message) : m.auth_register_failed());
    }
  });

  const field = (id: keyof Register, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`register-${id}`} className="mb-1 block font-medium">
        {label}
      </label>
      {input}
      <FieldError id={`register-${id}-error`} message={errors[id]?.message} />
    </div>
  );
  const aria = (id: keyof Register) => ({
    id: `register-${id}`,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': errors[id] ? `register-${id}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-4">
      {field(
        'name',
        m.auth_full_name(),
        <input {...aria('name')} autoComplete="name" className="input input-bordered w-full" {...register('name')} />,
      )}
      {field(
        'email',
        m.auth_email_address(),
        <input
          {...aria('email')}
          type="email"
          autoComplete="email"
          className="input input-bordered w-full"
          {...register('email')}
        />,
      )}
      {field(
        'password',
        m.auth_password(),
        <input
          {...aria('password')}
          type="password"
          autoComplete="new-password"
          className="input input-bordered w-full"
          {...register('password')}
        />,
      )}
      {field(
        'role',
        m.auth_account_type(),
        <select {...aria('role')} className="select select-bordered w-full" {...register('role')}>
          <option value="Buyer">{m.auth_role_buyer()}</option>
          <option value="Seller">{m.auth_role_seller()}</option>
        </select>,
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? m.auth_creating() : m.auth_register_button()}
      </button>
      <FormError message={error} />
      <p className="text-center text-sm">
        {m.auth_have_account()}{' '}
        <Link to={paths.login()} className="link link-primary font-semibold">
          {m.auth_login_link()}
        </Link>
      </p>
    </form>
  );
}
