import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type Register } from '@phonehaat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
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
      setError(err instanceof Error ? err.message : 'Registration failed. Please try again.');
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
        'Full Name',
        <input {...aria('name')} autoComplete="name" className="input input-bordered w-full" {...register('name')} />,
      )}
      {field(
        'email',
        'Email Address',
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
        'Password',
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
        'Account type',
        <select {...aria('role')} className="select select-bordered w-full" {...register('role')}>
          <option value="Buyer">Buyer</option>
          <option value="Seller">Seller</option>
        </select>,
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Creating your account…' : 'Register'}
      </button>
      <FormError message={error} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login()} className="link link-primary font-semibold">
          Login
        </Link>
      </p>
    </form>
  );
}
