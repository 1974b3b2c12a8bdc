import { z } from 'zod';
import { EmailSchema } from './user.js';
import { LOCALES } from '../domain/locale.js';

/** GET /api/account: what the account page and the verification banner show about the signed-in person. */
export const AccountSchema = z.object({
  email: z.string(),
  /** The address was proved by opening an emailed link (or came from Google). */
  emailVerified: z.boolean(),
  /** The account signs in with a password (a Google-only account has none to change). */
  hasPassword: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/** DELETE /api/account: the password again, so a phone left signed in cannot delete its owner. */
export const DeleteAccountSchema = z.object({
  password: z.string().max(128, 'Use at most 128 characters.').optional(),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

const PasswordSchema = z.string().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.');

/** The 'Forgot password?' form. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** The page an emailed reset link opens: the new password twice. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] });

/** The account page's 'Change password'. */
export const ChangePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128, 'Use at most 128 characters.'),
  newPassword: PasswordSchema,
});

/** The account page's 'Change email'. */
export const ChangeEmailFormSchema = z.object({ newEmail: EmailSchema });

/** The kinds of notification, and which of them can also come by email (the preferences). */
export const NOTIFICATION_KINDS = [
  'deal.requested',
  'deal.countered',
  'deal.reproposed',
  'deal.accepted',
  'deal.declined',
  'deal.cancelled',
  'deal.expired',
  'deal.handedOver',
  'deal.cashPaid',
  'deal.paid',
  'deal.completed',
  'deal.problem',
  'deal.refunded',
  'rating.received',
  'message.received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of the bell. */
export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The sentence, in plain words ('Sadia asked to buy Pixel 7.'), in English. */
  text: z.string(),
  /** The listing it is about: the client writes the sentence of its `kind` with it in the person's language. */
  title: z.string(),
  /** Where it leads in the web client. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: the latest entries, newest first, and how many are unread in all. */
export const NotificationListSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(NotificationSchema),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** POST /api/notifications/read: these entries, or all of them when `ids` is left out. */
export const MarkNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'ids: each must be a notification id.' }))
    .max(100, 'ids: at most 100 at once.')
    .optional(),
});

/** GET and PUT /api/notifications/preferences: which notifications also come by email. */
export const NotificationPreferencesSchema = z.object({
  emailDealRequested: z.boolean(),
  emailDealAccepted: z.boolean(),
  emailDealCompleted: z.boolean(),
  /** The language of the emails about deals (the links a person asks for come in the language they asked in). */
  language: z.enum(LOCALES, { message: 'Choose English (en) or Bengali (bn) for your emails.' }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
/** PUT /api/notifications/preferences: the preferences to change; those left out stay as they are. */
export const NotificationPreferencesUpdateSchema = NotificationPreferencesSchema.partial();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

// The bodies of better-auth's recovery endpoints as the web client sends them (the OpenAPI document lists them).
/** POST /api/auth/request-password-reset and /api/auth/send-verification-email. */
export const EmailOnlySchema = z.object({ email: EmailSchema });
/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'The link has no token. Open the link from the email again.').max(512),
  newPassword: PasswordSchema,
});
/** POST /api/auth/change-password. */
export const ChangePasswordSchema = ChangePasswordFormSchema.extend({ revokeOtherSessions: z.boolean().optional() });
