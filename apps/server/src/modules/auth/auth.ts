import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SELF_SERVICE_ROLES, SignUpProfileSchema, UpdateProfileSchema } from '@phonehaat/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';

export const GOOGLE_PROVIDER_ID = 'google';
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

export interface OidcClient {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Real Google when configured; else the development provider at `devIssuer`, if it runs; else none. */
export function googleClient(config: Config, devIssuer?: string): OidcClient | undefined {
  const google = config.auth.google;
  if (google.mode === 'google') {
    return { discoveryUrl: GOOGLE_DISCOVERY_URL, clientId: google.clientId, clientSecret: google.clientSecret };
  }
  if (!devIssuer) return undefined;
  return {
    discoveryUrl: `${devIssuer}/.well-known/openid-configuration`,
    clientId: 'phonehaat-development',
    clientSecret: 'phonehaat-development-secret',
  };
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

/** The fields of these endpoints that are checked before better-auth sees them. */
const CHECKED_BODIES: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/update-user': UpdateProfileSchema,
  '/sign-up/email': SignUpProfileSchema,
};

/**
 * The identity provider: better-auth on our own database. Email and password (scrypt-hashed), sessions stored in
 * the `session` table (revocable), bearer tokens, and "Sign in With Google" through OpenID Connect. Nobody chooses
 * Admin for themselves: the role field takes only Buyer or Seller and cannot be changed through the auth API.
 */
export function createAuth(options: { config: Config; db: Database; google?: OidcClient | undefined }) {
  const { config, db, google } = options;
  return betterAuth({
    appName: 'PhoneHaat',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: authSecret(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    user: {
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
          throw new APIError('FORBIDDEN', { message: 'The account type cannot be changed here.' });
        }
        // better-auth writes what it is given: names and pictures are checked (and bounded) first.
        const checked = CHECKED_BODIES[ctx.path];
        if (checked) {
          const parsed = checked.safeParse(body ?? {});
          if (!parsed.success || !body) {
            throw new APIError('BAD_REQUEST', {
              message: parsed.error?.issues[0]?.message ?? 'Send the fields as a JSON object.',
            });
          }
          return { context: { ...ctx, body: normalisedEmail({ ...body, ...parsed.data }) } };
        }
        if (ctx.path === '/sign-in/email' && body) {
          return { context: { ...ctx, body: normalisedEmail(body) } };
        }
        return undefined;
      }),
    },
    plugins: [bearer(), ...(google ? [googleSignIn(google)] : [])],
  });
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
          role: 'Buyer',
        }),
      },
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
