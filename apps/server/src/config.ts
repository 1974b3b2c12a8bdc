import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_RELEASE_DAYS } from '@phonehaat/shared';
import { z } from 'zod';

/** The repository root, so relative paths mean the same thing whichever directory npm runs us from. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'must be a URL such as https://phonehaat.com.bd' }).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    NODE_ENV: z.string().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The key that hashes and encrypts IMEIs (issue 16, decision 0014); unset outside production: made once in DATA_DIR. */
    IMEI_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The current IMEI key's name, stored beside each row it encrypts, so the key can be rotated. */
    IMEI_KEY_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,16}$/, 'must be 1 to 16 letters, digits, - or _ (such as k2)')
      .default('k1'),
    /** Earlier IMEI keys still needed to read older rows and find their numbers: `id:key,id:key`. */
    IMEI_OLD_KEYS: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{1,16}:[^,\s]{32,}(,[A-Za-z0-9_-]{1,16}:[^,\s]{32,})*$/,
        'must be id:key pairs separated by commas, each key at least 32 characters (such as k1:…)',
      )
      .optional(),
    /** How long a sign-in (and the access token it yields) lasts. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    /** Production without Stripe keys takes test cards only when this says so (no money is taken). */
    PAYMENTS_TEST_MODE: booleanFlag.default(false),
    /** Photos a seller may upload per 10 minutes, and decoded megapixels per minute. */
    UPLOADS_PER_SELLER: z.coerce.number().int().min(1).default(60),
    UPLOAD_MEGAPIXELS_PER_MINUTE: z.coerce.number().int().min(1).default(400),
    /** Listings a person may report per hour. */
    REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    PHONE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).default(3),
    /** How long a bearer token's session (and its user) is served from memory; 0: read on every call. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000, 'must be at most 60000 (keep it short)').default(1000),
    /** How long a category page's answer is served from memory; 0: queried on every call. */
    LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000, 'must be at most 60000 (keep it short)').default(1000),
    /** Hours a seller has to answer a deal before it expires. */
    DEAL_ACCEPT_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    /**
     * Days after the agreed meeting at which a paid card deal the buyer has not confirmed completes by itself: short
     * enough that the money is taken while the card still holds it (CARD_HOLD_DAYS, packages/shared).
     */
    DEAL_RELEASE_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_RELEASE_DAYS, `must be at most ${MAX_RELEASE_DAYS}, or a card hold lapses before the money is taken`)
      .default(3),
    /** How often each instance looks for due jobs (deal expiry, release), in ms; 0: never (tests run them by hand). */
    JOBS_POLL_MS: z.coerce.number().int().min(0).default(15_000),
    /** Tests of crashes only: the server kills itself (SIGKILL) at this point of taking a held card payment. */
    FAULT_CRASH_AT: z.enum(['before-capture', 'after-capture']).optional(),
    /** Set: mail goes out through this SMTP server; unset: to a local catcher (DATA_DIR/mail, the /dev/mail page). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('PhoneHaat <no-reply@phonehaat.local>'),
    /** Password reset and verification emails one address (and one email) may ask for per hour. */
    MAIL_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    /** Set: GET /metrics answers Prometheus with `Authorization: Bearer <this>`; unset: /metrics is 404. */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{24,200}$/, 'must be 24 to 200 characters without spaces (e.g. openssl rand -hex 24)')
      .optional(),
    /** Set: images are stored in this S3 bucket (or an S3-compatible store's) instead of DATA_DIR/files. */
    S3_BUCKET: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/, 'must be a bucket name such as phonehaat-images')
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://s3.example.com' })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a region such as us-east-1')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PREFIX: z
      .string()
      .regex(
        /^(\/|([A-Za-z0-9!_.*'()-]+\/)*[A-Za-z0-9!_.*'()-]+\/?)$/,
        'must be a folder such as images/ (or / for the bucket root)',
      )
      .refine((p) => !p.split('/').some((part) => part === '.' || part === '..'), 'must not contain . or .. folders')
      .optional(),
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_PUBLISHABLE_KEY, {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.AUTH_SECRET !== undefined, {
    // A secret made up at start and kept in DATA_DIR is fine on one machine; in production every instance must sign
    // with the same one, and it comes from the environment.
    message: 'must be set (at least 32 characters) when NODE_ENV=production',
    path: ['AUTH_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.IMEI_KEY !== undefined, {
    // Every instance must read the same IMEIs, and the key must not live beside the database it protects.
    message: 'must be set (at least 32 characters) when NODE_ENV=production',
    path: ['IMEI_KEY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.FAULT_CRASH_AT === undefined, {
    message: 'is for crash tests only and must not be set when NODE_ENV=production',
    path: ['FAULT_CRASH_AT'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.STRIPE_SECRET_KEY !== undefined || env.PAYMENTS_TEST_MODE, {
    // The sandbox takes test cards and marks phones sold with no money taken: never by accident in production.
    message: 'must be set when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to take test cards, no money)',
    path: ['STRIPE_SECRET_KEY'],
  })
  .superRefine((env, ctx) => {
    // An endpoint or keys without a bucket is a half-done S3 set-up: images would quietly go to local disk.
    // (A region, prefix or path style alone is harmless, so a copied .env.example still starts.)
    const orphan = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => env[name]);
    if (!env.S3_BUCKET && orphan) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${orphan} is set` });
    }
    // The path names the missing one, so the error line never prints a secret.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
    }
  })
  .transform((env) => {
    const dataDir = resolve(REPO_ROOT, env.DATA_DIR);
    const storageDir = resolve(dataDir, 'files');
    const webDistDir = resolve(REPO_ROOT, env.WEB_DIST_DIR);
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl: publicUrl.replace(/\/$/, ''),
      /** PUBLIC_URL unset: the site's address is the one each request was sent to (localhost, 127.0.0.1, a LAN address). */
      originFromRequest: env.PUBLIC_URL === undefined,
      secureOrigin: publicUrl.startsWith('https://'),
      dataDir,
      database: env.DATABASE_URL
        ? ({ driver: 'postgres', url: env.DATABASE_URL } as const)
        : ({ driver: 'pglite', dir: resolve(dataDir, 'pglite') } as const),
      storageDir,
      /** Where images are stored: an S3 bucket when S3_BUCKET is set, else storageDir on local disk. */
      storage: env.S3_BUCKET
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            /** Unset: the AWS SDK's default credential chain (AWS_* variables, profiles, instance roles). */
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            /** Most S3-compatible stores want bucket-in-path URLs; AWS prefers virtual-hosted ones. */
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
            prefix: env.S3_PREFIX === '/' ? '' : (env.S3_PREFIX ?? 'images/').replace(/\/?$/, '/'),
          } as const)
        : ({ kind: 'local', dir: storageDir } as const),
      webDistDir: existsSync(resolve(webDistDir, 'index.html')) ? webDistDir : undefined,
      logLevel: env.LOG_LEVEL,
      seedDemoData: env.SEED_DEMO_DATA,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      production: env.NODE_ENV === 'production',
      auth: {
        /** Unset: a random secret is made once and kept in DATA_DIR, so sessions survive restarts. */
        secret: env.AUTH_SECRET,
        sessionTtlSeconds: env.SESSION_TTL_HOURS * 3600,
        google:
          env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
            ? ({ mode: 'google', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } as const)
            : ({ mode: 'development', port: env.DEV_OIDC_PORT ?? env.PORT + 1 } as const),
        admin:
          env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
        loginRateLimit: { perIp: env.LOGIN_RATE_LIMIT_PER_IP, perAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT },
      },
      /** IMEI keys (decision 0014): the current one (unset: made once in DATA_DIR) and older ones by id. */
      imeiKeys: {
        current: { id: env.IMEI_KEY_ID, secret: env.IMEI_KEY },
        old: (env.IMEI_OLD_KEYS?.split(',') ?? []).map((pair) => {
          const at = pair.indexOf(':');
          return { id: pair.slice(0, at), secret: pair.slice(at + 1) };
        }),
      },
      payments:
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
          ? ({
              gateway: 'stripe',
              secretKey: env.STRIPE_SECRET_KEY,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            } as const)
          : ({ gateway: 'sandbox' } as const),
      redisUrl: env.REDIS_URL,
      /** The bearer token Prometheus sends for /metrics; undefined: /metrics is not served (404). */
      metricsToken: env.METRICS_TOKEN,
      mail: {
        /** Undefined: the server starts a local catcher that keeps each message in `catcherDir`. */
        url: env.SMTP_URL,
        from: env.MAIL_FROM,
        catcherDir: resolve(dataDir, 'mail'),
        requestsPerHour: env.MAIL_REQUESTS_PER_HOUR,
      },
      deals: { acceptHours: env.DEAL_ACCEPT_HOURS, releaseDays: env.DEAL_RELEASE_DAYS },
      jobs: { pollMs: env.JOBS_POLL_MS },
      /** Where a crash test makes the server die (FAULT_CRASH_AT); never set in production. */
      faults: { crashAt: env.FAULT_CRASH_AT },
      /** Different people whose open reports hide a listing until an admin reviews it (issue 16). */
      moderation: { autoHideReports: env.AUTO_HIDE_REPORTS },
      limits: {
        uploadsPerSeller: env.UPLOADS_PER_SELLER,
        uploadMegapixelsPerMinute: env.UPLOAD_MEGAPIXELS_PER_MINUTE,
        reportsPerHour: env.REPORTS_PER_HOUR,
        phoneChecksPerHour: env.PHONE_CHECKS_PER_HOUR,
      },
      /** Short in-memory caches, emptied by every change (docs/decisions/0005-short-caches.md). 0 turns one off. */
      cache: { sessionMs: env.SESSION_CACHE_MS, listingMs: env.LISTING_CACHE_MS },
    };
  });

export type Config = z.output<typeof ConfigSchema>;
export type DatabaseConfig = Config['database'];
export type StorageConfig = Config['storage'];

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set(['SMTP_URL', 'IMEI_KEY', 'IMEI_OLD_KEYS', 'METRICS_TOKEN']);

/** Reads and validates the environment. The only place in the server that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(relevant);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // An SMTP URL carries its password, the IMEI settings their keys, the metrics token is one: never printed.
      const shown = SECRET_SETTINGS.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
      return `${name}=${shown} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return result.data;
}
