import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  type Account,
  type NotificationPreferences,
} from '@phonehaat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirm } from '@/components/ui/use-confirm';
import type { z } from 'zod';
import { accountApi, accountKeys, accountQuery, preferencesQuery } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';
import { FieldError, FormMessage } from '@/components/ui/form-bits';
import { fieldMessage } from '@/i18n/field-message';

/** A form's note, as a message read at render (so it follows a change of language). */
type Note = { kind: 'error' | 'success'; text: () => string };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-5 md:p-6">
      <h2 id={id} className="text-lg font-bold text-secondary">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function EmailSection({ account }: { account: Account }) {
  const [message, setMessage] = useState<Note>();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ChangeEmailFormSchema>>({ resolver: zodResolver(ChangeEmailFormSchema) });
  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setMessage(undefined);
    try {
      await accountApi.changeEmail(newEmail);
      reset();
      setMessage({ kind: 'success', text: T.changeEmailSent });
    } catch (err) {
      setMessage({ kind: 'error', text: () => failureMessage(err) });
    }
  });
  const sendAgain = async () => {
    setBusy(true);
    try {
      await accountApi.sendVerification(account.email);
      setMessage({ kind: 'success', text: T.sentAgain });
    } catch (err) {
      setMessage({ kind: 'error', text: () => failureMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-email-address" title={T.emailSection()}>
      <p className="flex flex-wrap items-center gap-2 break-all">
        <span className="font-medium">{account.email}</span>
        <span className={`badge ${account.emailVerified ? 'badge-success' : 'badge-warning'}`}>
          {account.emailVerified ? T.verified() : T.notVerified()}
        </span>
      </p>
      {!account.emailVerified && (
        <button type="button" className="btn btn-sm btn-outline mt-3" disabled={busy} onClick={() => void sendAgain()}>
          {T.sendAgain()}
        </button>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="account-new-email" className="mb-1 block font-medium">
            {T.newEmail()}
          </label>
          <input
            id="account-new-email"
            type="email"
            autoComplete="email"
            className="input input-bordered w-full"
            aria-invalid={errors.newEmail ? true : undefined}
            aria-describedby={errors.newEmail ? 'account-new-email-error' : undefined}
            {...register('newEmail')}
          />
          <FieldError id="account-new-email-error" message={fieldMessage(errors.newEmail?.message)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {T.changeEmail()}
        </button>
      </form>
      <FormMessage kind={message?.kind ?? 'success'} message={message?.text()} />
    </Section>
  );
}

function PasswordSection({ account }: { account: Account }) {
  const [message, setMessage] = useState<Note>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ChangePasswordFormSchema>>({ resolver: zodResolver(ChangePasswordFormSchema) });
  if (!account.hasPassword)
    return (
      <Section id="account-change-password" title={T.passwordSection()}>
        <p>{T.noPassword()}</p>
      </Section>
    );
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setMessage(undefined);
    try {
      await accountApi.changePassword(currentPassword, newPassword);
      reset();
      setMessage({ kind: 'success', text: T.passwordChanged });
    } catch (err) {
      setMessage({ kind: 'error', text: () => failureMessage(err) });
    }
  });
  return (
    <Section id="account-change-password" title={T.passwordSection()}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="account-current-password" className="mb-1 block font-medium">
            {T.currentPassword()}
          </label>
          <input
            id="account-current-password"
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={errors.currentPassword ? 'account-current-password-error' : undefined}
            {...register('currentPassword')}
          />
          <FieldError id="account-current-password-error" message={fieldMessage(errors.currentPassword?.message)} />
        </div>
        <div>
          <label htmlFor="account-new-password" className="mb-1 block font-medium">
            {T.newPassword()}
          </label>
          <input
            id="account-new-password"
            type="password"
            autoComplete="new-password"
            className="input input-bordered w-full"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={errors.newPassword ? 'account-new-password-error' : undefined}
            {...register('newPassword')}
          />
          <FieldError id="account-new-password-error" message={fieldMessage(errors.newPassword?.message)} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {T.changePassword()}
          </button>
        </div>
      </form>
      <FormMessage kind={message?.kind ?? 'success'} message={message?.text()} />
    </Section>
  );
}

const PREFERENCE_LABELS: [Exclude<keyof NotificationPreferences, 'language'>, () => string][] = [
  ['emailDealRequested', T.emailDealRequested],
  ['emailDealAccepted', T.emailDealAccepted],
  ['emailDealCompleted', T.emailDealCompleted],
];

/** Each language by its own name, so a person who reads only one of them finds it. */
const EMAIL_LANGUAGES: [NotificationPreferences['language'], string][] = [
  ['en', 'English'],
  ['bn', 'বাংলা'],
];

function PreferencesSection({ value }: { value: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [flags, setFlags] = useState(value);
  // A language chosen here and not saved yet; else the stored one, which the language switch also sets (app/index.tsx).
  const [languageChoice, setLanguageChoice] = useState<NotificationPreferences['language']>();
  const draft = { ...flags, language: languageChoice ?? value.language };
  const [message, setMessage] = useState<Note>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      await accountApi.savePreferences(draft);
      queryClient.setQueryData(accountKeys.preferences, draft);
      setLanguageChoice(undefined);
      setMessage({ kind: 'success', text: T.preferencesSaved });
    } catch (err) {
      setMessage({ kind: 'error', text: () => failureMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-emails-about-your-deals" title={T.emailsSection()}>
      <fieldset className="space-y-2">
        <legend className="sr-only">{T.emailsSection()}</legend>
        {PREFERENCE_LABELS.map(([key, label]) => (
          <label key={key} className="flex items-center gap-3">
            <input
              type="checkbox"
              className="checkbox checkbox-primary"
              checked={draft[key]}
              onChange={(event) => setFlags({ ...flags, [key]: event.target.checked })}
            />
            <span>{label()}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="mt-4 space-y-2" aria-describedby="account-emails-language-help">
        <legend className="font-medium">{T.emailsLanguage()}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {EMAIL_LANGUAGES.map(([language, name]) => (
            <label key={language} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                className="radio radio-primary"
                name="account-emails-language"
                checked={draft.language === language}
                onChange={() => setLanguageChoice(language)}
              />
              <span lang={language}>{name}</span>
            </label>
          ))}
        </div>
        <p id="account-emails-language-help" className="text-muted text-sm">
          {T.emailsLanguageHelp()}
        </p>
      </fieldset>
      <button
        type="button"
        className="btn btn-primary mt-4 w-full sm:w-auto"
        disabled={busy}
        onClick={() => void save()}
      >
        {T.savePreferences()}
      </button>
      <FormMessage kind={message?.kind ?? 'success'} message={message?.text()} />
    </Section>
  );
}

function DeleteSection({ account, onDeleted }: { account: Account; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const remove = async () => {
    if (!(await confirm({ message: T.deleteConfirm(), confirmLabel: T.deleteConfirmLabel(), tone: 'danger' }))) return;
    setBusy(true);
    setError(undefined);
    try {
      await accountApi.deleteAccount(account.hasPassword ? password : undefined);
      onDeleted();
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  };
  return (
    <Section id="account-delete-my-account" title={T.deleteSection()}>
      <p className="text-sm">{T.deleteHelp()}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        {account.hasPassword && (
          <div className="flex-1">
            <label htmlFor="account-delete-password" className="mb-1 block font-medium">
              {T.deletePassword()}
            </label>
            <input
              id="account-delete-password"
              type="password"
              autoComplete="current-password"
              className="input input-bordered w-full"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        )}
        <button type="button" className="btn btn-error" disabled={busy} onClick={() => void remove()}>
          {T.deleteButton()}
        </button>
      </div>
      <FormMessage kind="error" message={error} />
      {dialog}
    </Section>
  );
}

/** The account page: email (verified or not, change), password, which emails come, delete. */
export function AccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const account = useQuery(accountQuery());
  const preferences = useQuery(preferencesQuery());
  if (account.error || preferences.error)
    return <FormMessage kind="error" message={failureMessage(account.error ?? preferences.error)} />;
  if (!account.data || !preferences.data)
    return (
      // Holds the page's place and keeps the footer back until the account is here.
      <p role="status" data-page-pending="" className="min-h-[60dvh] text-muted">
        {T.loading()}
      </p>
    );
  return (
    <div className="grid gap-5">
      <EmailSection account={account.data} />
      <PasswordSection account={account.data} />
      <PreferencesSection value={preferences.data} />
      <DeleteSection account={account.data} onDeleted={onDeleted} />
    </div>
  );
}
