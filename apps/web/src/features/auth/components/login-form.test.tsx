import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// Typing and the first render take seconds on a busy machine.
describe('Login and Register forms', { timeout: 20_000 }, () => {
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it("shows the schema's messages as the spec writes them in English", async () => {
    renderWithProviders(<LoginForm returnTo="/" onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('asks for the email and password in Bengali', async () => {
    setLocale('bn', { reload: false });
    renderWithProviders(<LoginForm returnTo="/" onSuccess={vi.fn()} />);
    expect(screen.getByLabelText('পাসওয়ার্ড')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('একটি সঠিক ইমেইল ঠিকানা লিখুন।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('আপনার পাসওয়ার্ড দিন।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google দিয়ে সাইন ইন করুন' })).toBeInTheDocument();
  });

  it('says in Bengali, with Bengali digits, how long a password must be', async () => {
    setLocale('bn', { reload: false });
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('পুরো নাম'), 'Farhana Akter');
    await userEvent.type(screen.getByLabelText('ইমেইল ঠিকানা'), 'farhana@phonehaat.test');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await screen.findByText('কমপক্ষে ৮টি অক্ষর দিন।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ক্রেতা' })).toBeInTheDocument();
  });
});
