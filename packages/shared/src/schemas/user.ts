import { z } from 'zod';
import { ROLES, SELF_SERVICE_ROLES } from '../constants/roles.js';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }).max(254));

/** A user record as the API shows it (spec §3 User). */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Whether an admin's suspension stands (issue 16), and why: the admin tables show it and offer to lift it. */
const Suspension = {
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
};
/** Rows of the admin's All Buyers and All Sellers tables. */
export const BuyerRowSchema = UserSchema.pick({ _id: true, name: true, email: true }).extend(Suspension);
export const SellerRowSchema = UserSchema.pick({ _id: true, name: true, email: true, verified: true }).extend(
  Suspension,
);
export type BuyerRow = z.infer<typeof BuyerRowSchema>;
export type SellerRow = z.infer<typeof SellerRowSchema>;

export const MAX_SUSPENSION_REASON = 500;
/** An admin suspends an account (issue 16): the reason goes to the audit log and stays beside the account. */
export const SuspendUserSchema = z.object({
  reason: z
    .string({ error: 'reason: say why this account is suspended.' })
    .trim()
    .min(1, 'reason: say why this account is suspended.')
    .max(MAX_SUSPENSION_REASON, `reason: use at most ${MAX_SUSPENSION_REASON} characters.`),
});
export type SuspendUser = z.infer<typeof SuspendUserSchema>;

/** POST /users (spec §7): the caller's own record, as Buyer or Seller only. */
export const CreateUserSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(80),
  email: EmailSchema,
  role: z.enum(ROLES).default('Buyer'),
});
export type CreateUser = z.infer<typeof CreateUserSchema>;

/** The Register form (spec §2): Full Name, Email Address, Password, Account type. */
export const RegisterSchema = z.object({
  name: z.string().trim().min(1, 'Enter your full name.').max(80, 'Use at most 80 characters.'),
  email: EmailSchema,
  password: z.string().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
  role: z.enum(SELF_SERVICE_ROLES),
});
export type Register = z.infer<typeof RegisterSchema>;

const ProfileName = z
  .string({ message: 'The name must be text.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(80, 'Use at most 80 characters.');
/** A profile picture is a web page's picture: an http(s) address, never a script. */
const ProfileImage = z
  .string({ message: 'The picture must be a web address.' })
  .max(2048, 'The picture address is too long.')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'The picture must be an http:// or https:// address.')
  .nullable()
  .optional();

/** better-auth's update-user (the caller's own profile): a name of 1–80 characters, a picture address or none. */
export const UpdateProfileSchema = z.object({ name: ProfileName.optional(), image: ProfileImage });

/** better-auth's sign-up: the same bounds on the name and picture as a profile update. */
export const SignUpProfileSchema = z.object({ name: ProfileName, image: ProfileImage });

const CallbackURL = z
  .string({ message: 'The return address must be text.' })
  .max(2048, 'The return address is too long.');
/** better-auth's start of Google sign-in: only these fields are kept. */
export const SocialSignInSchema = z.object({
  provider: z.literal('google', { message: 'Only Google sign-in is offered.' }),
  callbackURL: CallbackURL.optional(),
  errorCallbackURL: CallbackURL.optional(),
  newUserCallbackURL: CallbackURL.optional(),
  disableRedirect: z.boolean().optional(),
});

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password.').max(128),
});
export type Login = z.infer<typeof LoginSchema>;

export const AccessTokenSchema = z.object({ accessToken: z.string() });

/** PUT /sellers (spec §7): verify a seller. */
export const VerifySellerSchema = z.object({ verification: z.literal(true) });

/** Select a seller by id (PhoneHaat's way) or by display name (the spec's way; ambiguous names are refused). */
export const SellerSelectorSchema = z
  .object({ id: z.string().min(1).max(64).optional(), name: z.string().trim().min(1).max(80).optional() })
  .refine((q) => Boolean(q.id) !== Boolean(q.name), { message: 'Give either id or name of the seller.' });

export const DeletedSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type Deleted = z.infer<typeof DeletedSchema>;
export const ModifiedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });
export type Modified = z.infer<typeof ModifiedSchema>;
