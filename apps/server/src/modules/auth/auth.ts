import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import {
  EmailSchema,
  SELF_SERVICE_ROLES,
  SignUpProfileSchema,
  UpdateProfileSchema,
  type Locale,
} from '@phonehaat/shared';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import { headersLocale } from '../../lib/locale.js';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OWN_AUTH_CODES,
  ownAuthRefusal,
} from './auth-errors.js';
import { passwordHasher } from './password.js';

export const GOOGLE_PROVIDER_ID = 'google';
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

export interface OidcClient {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The development provider: reached at the host the person is on, like our callback (see followCallbackHost). */
  development: boolean;
}

/** Real Google when configured; else the development provider at `devIssuer`, if it runs; else none. */
export function googleClient(config: Config, devIssuer?: string): OidcClient | undefined {
  const google = config.auth.google;
  if (google.mode === 'google') {
    return {
      discoveryUrl: GOOGLE_DISCOVERY_URL,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      development: false,
    };
  }
  if (!devIssuer) return undefined;
  return {
    discoveryUrl: `${devIssuer}/.well-known/openid-configuration`,
    clientId: 'phonehaat-development',
    clientSecret: 'phonehaat-development-secret',
    development: true,
  };
}

/**
 * The addresses the site answers at: PUBLIC_URL; without it, this port on localhost, 127.0.0.1, ::1 and each LAN
 * address of the machine (an IPv6 link-local one needs a zone, so not those).
 */
export function siteOrigins(
  config: Config,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  if (!config.originFromRequest) return [config.publicUrl];
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const address of Object.values(interfaces).flat()) {
    if (!address || address.internal) continue;
    if (address.family === 'IPv4') hosts.add(address.address);
    else if (!/^fe80:/i.test(address.address)) hosts.add(`[${address.address}]`);
  }
  return [...hosts].map((host) => `http://${host}:${config.port}`);
}

/** The callback addresses the development provider accepts: our callback at each of the site's addresses. */
export function developmentRedirectUris(
  config: Config,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  return siteOrigins(config, interfaces).map((origin) => `${origin}/api/auth/callback/${GOOGLE_PROVIDER_ID}`);
}

/** A session's expiry moves forward when it is used at least this long after it last moved (sliding, daily). */
export const SESSION_UPDATE_AGE_MS = 24 * 3600 * 1000;

/** AUTH_SECRET, or a random one made once and kept in DATA_DIR so sessions survive restarts. */
export function authSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const normalisedEmail = <T extends Record<string, unknown>>(body: T): T =>
  typeof body.email === 'string' ? { ...body, email: normaliseEmail(body.email) } : body;

/** Whether another account that shows the Verified badge has this display name (case and spaces aside). */
export async function nameOfVerifiedSeller(db: Database, name: string, exceptId: string | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.verified, true),
        sql`lower(regexp_replace(trim(${users.name}), '[[:space:]]+', ' ', 'g')) = ${name.trim().replace(/\s+/g, ' ').toLowerCase()}`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The fields of these endpoints that are checked before better-auth sees them, so a refusal says which and why. */
const CHECKED_BODIES: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/update-user': UpdateProfileSchema,
  '/sign-up/email': SignUpProfileSchema.extend({
    email: z.string({ message: 'Enter a valid email address.' }).pipe(EmailSchema),
    role: z.enum(SELF_SERVICE_ROLES, { message: 'Account type must be Buyer or Seller.' }).optional(),
  }),
};

/** How long an emailed verification link works, and a reset link (better-auth's own tokens). */
export const VERIFY_LINK_SECONDS = 24 * 3600;
export const RESET_LINK_SECONDS = 3600;

/** What the auth flows hand to mail: links to the web client's pages, never sent from inside the request. */
export interface AuthMail {
  /** A verification link for `to`: a new account's address, or (change) the new address of a changed email. */
  verification(to: string, link: string, change: boolean, locale: Locale): Promise<void>;
  /** `locale`: the language of the request that asked for the link (its `lang` cookie, else Accept-Language). */
  reset(to: string, link: string, locale: Locale): Promise<void>;
  /** An address was proved: the user's sessions carry the old flag. */
  verified(userId: string): Promise<void>;
  /** A password was reset: every session of the user was revoked. */
  signedOut(userId: string): Promise<void>;
}

/** The language of a request from its headers (the `lang` cookie, else Accept-Language); English without any. */
function localeOf(headers: Headers | undefined): Locale {
  return headersLocale({
    cookie: headers?.get('cookie') ?? undefined,
    'accept-language': headers?.get('accept-language') ?? undefined,
  });
}

/** The web client's page for an emailed token, at the site address better-auth answered at (PUBLIC_URL or the request's). */
export function pageLink(endpointUrl: string, page: '/verify-email' | '/reset-password', token: string): string {
  return `${new URL(endpointUrl).origin}${page}?token=${encodeURIComponent(token)}`;
}

/** A verification token (a JWT better-auth signed) is for a changed email when it names the address to change to. */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

/** Where better-auth logs: the server's logger (pino), or the console. */
export interface AuthLog {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

/**
 * The identity provider: better-auth on our own database. Email and password (scrypt-hashed), sessions stored in
 * the `session` table (revocable), bearer tokens, and "Sign in With Google" through OpenID Connect. Nobody chooses
 * Admin for themselves: the role field takes only Buyer or Seller and cannot be changed through the auth API.
 */
export function createAuth(options: {
  config: Config;
  db: Database;
  google?: OidcClient | undefined;
  log?: AuthLog | undefined;
  mail?: AuthMail | undefined;
  /** A new account was made, in the language of the request that made it. */
  registered?: ((userId: string, locale: Locale) => Promise<void>) | undefined;
}) {
  const { config, db, google, log = console, mail, registered } = options;
  return betterAuth({
    appName: 'PhoneHaat',
    // Without PUBLIC_URL, better-auth takes the base URL from each request (the address it was sent to, which
    // plugins/auth.ts puts in the Request's URL) and trusts that origin: the site works at whatever address serves it.
    baseURL: config.originFromRequest ? undefined : config.publicUrl,
    basePath: '/api/auth',
    // (No `level` here: with one set, better-auth also prints every refusal it answers to the console.)
    logger: {
      log(level, message, ...args) {
        // Warned at every start without PUBLIC_URL: a base URL from each request is what we ask for there.
        if (config.originFromRequest && message.includes('Base URL is not set')) return;
        log[level](`better-auth: ${message}`, ...args);
      },
    },
    // Errors of a redirect (a Google sign-in that failed) go to our sign-in page as ?error=<code>, never to
    // better-auth's own error page.
    onAPIError: { errorURL: '/login' },
    secret: authSecret(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: passwordHasher,
      // 'Forgot password?': a link by email to the web client's page; using it signs the account out everywhere.
      ...(mail
        ? {
            sendResetPassword: async ({ user, url, token }, request) =>
              mail.reset(user.email, pageLink(url, '/reset-password', token), localeOf(request?.headers)),
            resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
            revokeSessionsOnPasswordReset: true,
            onPasswordReset: async ({ user }: { user: { id: string } }) => mail.signedOut(user.id),
          }
        : {}),
    },
    // Every new password account is sent a link to prove its address; listing and paying wait for it (plugins/auth.ts).
    ...(mail
      ? {
          emailVerification: {
            sendOnSignUp: true,
            expiresIn: VERIFY_LINK_SECONDS,
            sendVerificationEmail: async (
              {
                user,
                url,
                token,
              }: {
                user: { email: string };
                url: string;
                token: string;
              },
              request?: Request,
            ) =>
              mail.verification(
                user.email,
                pageLink(url, '/verify-email', token),
                isEmailChange(token),
                localeOf(request?.headers),
              ),
            afterEmailVerification: async (user: { id: string }) => mail.verified(user.id),
          },
        }
      : {}),
    user: {
      // A new address is used once its emailed link is opened; an address never proved is simply replaced (and sent a
      // link of its own), since nothing rests on it yet.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      additionalFields: {
        role: {
          type: 'string',
          required: false,
          defaultValue: 'Buyer',
          input: true,
          validator: { input: z.enum(SELF_SERVICE_ROLES, { message: 'Account type must be Buyer or Seller.' }) },
        },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: config.auth.sessionTtlSeconds, updateAge: SESSION_UPDATE_AGE_MS / 1000 },
    // A Google sign-in with the email of an existing password account is refused (account_not_linked) rather than
    // silently merged: linking by email alone would let whoever controls that Google identity take the account over.
    account: { accountLinking: { enabled: false } },
    // Sign-in and sign-up are limited per IP and per account by our own limiter (plugins/auth.ts).
    rateLimit: { enabled: false },
    // PUBLIC_URL (or the default address) is trusted; without PUBLIC_URL so is the origin each request was sent to
    // (better-auth adds its base URL's), so a same-origin page works at any address and a foreign one is refused.
    // Vite's development server (npm run dev) is another origin; it is trusted only outside production.
    trustedOrigins: [
      config.publicUrl,
      ...(config.production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173']),
    ],
    advanced: {
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.secureOrigin,
      // better-auth turns its origin and callback-URL checks off when NODE_ENV is 'test'; we keep them on everywhere,
      // so the tests exercise what production runs (no open redirect through callbackURL, no cross-site cookie POST).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, email: normaliseEmail(user.email) } }),
          after: async (user, context) => {
            await registered?.(user.id, localeOf(context?.request?.headers ?? context?.headers));
          },
        },
      },
      // A suspended account gets no session, whichever way it signs in (issue 16).
      session: {
        create: {
          before: async (session) => {
            const [user] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (user?.suspendedAt) {
              throw ownAuthRefusal('FORBIDDEN', OWN_AUTH_CODES.accountSuspended, ACCOUNT_SUSPENDED_MESSAGE);
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A JSON body can be any value (a string, an array, null): only an object has fields to look at.
        const body =
          typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
            ? (ctx.body as Record<string, unknown>)
            : undefined;
        if (ctx.path === '/update-user' && body && ('role' in body || 'verified' in body)) {
          throw ownAuthRefusal(
            'FORBIDDEN',
            OWN_AUTH_CODES.accountTypeLocked,
            'The account type cannot be changed here.',
          );
        }
        // better-auth writes what it is given: names and pictures are checked (and bounded) first.
        const checked = CHECKED_BODIES[ctx.path];
        if (checked) {
          const parsed = checked.safeParse(body ?? {});
          if (!parsed.success || !body) {
            throw ownAuthRefusal(
              'BAD_REQUEST',
              OWN_AUTH_CODES.invalidField,
              parsed.error?.issues[0]?.message ?? 'Send the fields as a JSON object.',
            );
          }
          return { context: { ...ctx, body: normalisedEmail({ ...body, ...parsed.data }) } };
        }
        if (ctx.path === '/sign-in/email' && body) {
          return { context: { ...ctx, body: normalisedEmail(body) } };
        }
        return undefined;
      }),
    },
    plugins: [
      bearer(),
      ...(google ? [googleSignIn(google)] : []),
      ...(google?.development ? [followCallbackHost()] : []),
    ],
  });
}

/**
 * The development provider answers on every address of this machine, and a phone on the Wi-Fi can reach it only at
 * the LAN address it opened PhoneHaat at: the sign-in page's address takes the host of our callback, which is the
 * host the person started from (its issuer, and the server-to-server calls, stay as discovered).
 */
function followCallbackHost(): BetterAuthPlugin {
  return {
    id: 'phonehaat-development-google-host',
    init: (ctx) => ({
      context: {
        socialProviders: ctx.socialProviders.map((provider) =>
          provider.id !== GOOGLE_PROVIDER_ID
            ? provider
            : {
                ...provider,
                async createAuthorizationURL(data) {
                  const url = await provider.createAuthorizationURL(data);
                  url.hostname = new URL(data.redirectURI).hostname;
                  return url;
                },
              },
        ),
      },
    }),
  };
}

function googleSignIn(google: OidcClient) {
  return genericOAuth({
    config: [
      {
        providerId: GOOGLE_PROVIDER_ID,
        discoveryUrl: google.discoveryUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        requireIdTokenVerification: true,
        disableProviderLogout: true,
        mapProfileToUser: (profile) => ({
          name: typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : String(profile.email),
          email: normaliseEmail(String(profile.email)),
          // Google proved the address: it counts as verified (issue 17).
          emailVerified: true,
          role: 'Buyer',
        }),
      },
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
