import type { Account, NotificationPreferences, NotificationPreferencesUpdate } from '@phonehaat/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of this feature: the account summary and the email preferences. */
export const accountKeys = {
  account: ['account'] as const,
  preferences: ['notification-preferences'] as const,
};

/** GET /api/account: the email, whether it is verified, whether there is a password. */
export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.account,
    queryFn: () => api.get<Account>('/account'),
    staleTime: 5 * 60_000,
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.preferences,
    queryFn: () => api.get<NotificationPreferences>('/notifications/preferences'),
  });

/** better-auth's recovery flows (under /api/auth) and the account's own calls. */
export const accountApi = {
  requestReset: (email: string) => api.post<unknown>('/auth/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    api.post<unknown>('/auth/reset-password', { token, newPassword }),
  sendVerification: (email: string) => api.post<unknown>('/auth/send-verification-email', { email }),
  verifyEmail: (token: string) => api.get<unknown>('/auth/verify-email', { params: { token } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<unknown>('/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
  changeEmail: (newEmail: string) => api.post<unknown>('/auth/change-email', { newEmail }),
  deleteAccount: (password: string | undefined) =>
    api.delete<unknown>('/account', { body: password === undefined ? {} : { password } }),
  savePreferences: (value: NotificationPreferencesUpdate) => api.put<unknown>('/notifications/preferences', value),
};
