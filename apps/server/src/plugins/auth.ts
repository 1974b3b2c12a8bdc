import { SocialSignInSchema, type ApiErrorCode, type Role } from '@phonehaat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSessionCookie } from 'better-auth/cookies';
import { eq, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sessions, users, verifications } from '../db/schema/index.js';
import type { Config } from '../config.js';
import {
  createAuth,
  googleClient,
  nameOfVerifiedSeller,
  SESSION_UPDATE_AGE_MS,
  type Auth,
} from '../modules/auth/auth.js';
import { authRefusal } from '../modules/auth/auth-errors.js';
import { loginLimits } from '../modules/auth/login-limits.js';
import { mailTemplates } from '../modules/mail/templates.js';
// app.mail's type (its declaration), for programs that load this plugin without app.ts (the bench).
import type {} from '../modules/mail/index.js';
import { DatabaseUnavailableError, HttpError } from './errors.js';
import type { Freshness } from './freshness.js';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  /** The person proved their email address (an emailed link, or Google). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: the caller must send a valid bearer token; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
    /** preHandler after authenticate: the caller's email address must be verified (listing, paying). */
    requireVerifiedEmail: (request: FastifyRequest) => Promise<void>;
    /** preHandler: authenticate, then the caller's role must be one of these. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a request by its bearer token or session cookie, or undefined. */
    sessionOf: (
      request: FastifyRequest,
      via: 'bearer' | 'cookie',
    ) => Promise<{ user: AuthUser; token: string } | undefined>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** A session found by its token: its user, and when it expires (ms since the epoch). */
interface CachedSession {
  user: Readonly<AuthUser>;
  expiresAt: number;
}

/** A session better-auth found for a signed token or session cookie, with the token it stands for. */
interface SignedSession extends CachedSession {
  token: string;
}

/** A plain session token (what /api/jwt hands out) in the authorization header. */
const PLAIN_BEARER = /^bearer\s+([A-Za-z0-9_-]{16,128})$/i;

/** Auth calls that change no session or user anybody holds: a new sign-in or account, Google's start. */
const CHANGES_NOTHING_CACHED = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/social',
]);

/** How often expired verification rows (unfinished Google sign-ins) are deleted. */
const VERIFICATION_SWEEP_MS = 15 * 60 * 1000;

/** The largest body an auth endpoint takes (sign-up's four fields, Google's start): a few KB. */
const AUTH_BODY_LIMIT = 16 * 1024;

/** At most this many sessions are kept in memory (a few MB); the oldest makes room. */
const SESSION_CACHE_ENTRIES = 10_000;

/** The emailed links' endpoints, and what a dead link (unknown, used, expired) says on each. */
const LINK_PAGES: Record<string, string> = {
  '/api/auth/verify-email':
    'This verification link is not valid or has expired. Send a new one from the banner or your account page.',
  '/api/auth/reset-password':
    "This password reset link is not valid or has expired. Ask for a new one with 'Forgot password?' on the Login page.",
};
const LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND', 'INVALID_USER']);

/** Listing a phone and paying for one wait until the person has proved their email address (issue 17). */
const VERIFIED_EMAIL_ROUTES = new Set(['POST /api/products/add', 'POST /api/create-payment-intent']);
export const UNVERIFIED_EMAIL =
  'Verify your email address first: open the link we emailed you, or send a new one from your account page.';

const ROLE_REFUSALS: Record<Role, { message: string; code: ApiErrorCode }> = {
  Admin: { message: 'You are not Admin', code: 'not_admin' },
  Seller: { message: 'You are not a Seller', code: 'not_seller' },
  Buyer: { message: 'Only buyers can do this.', code: 'buyers_only' },
};

/** Headers for better-auth's Web Request: the client's IP is ours to say (from Fastify), never the client's. */
function webHeaders(request: FastifyRequest, only?: 'authorization' | 'cookie'): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue;
    if (only && name !== only) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; devOidcIssuer?: string | undefined }) => {
    const { config } = opts;
    const auth = createAuth({
      config,
      db: app.db,
      google: googleClient(config, opts.devOidcIssuer),
      // Links go out by mail from the job table (app.mail, registered after this plugin; read when a link is sent).
      mail: {
        verification: (to, link, change, locale) =>
          app.mail.send(to, mailTemplates.link(change ? 'changeEmail' : 'verify', link, locale)),
        reset: (to, link, locale) => app.mail.send(to, mailTemplates.link('reset', link, locale)),
        verified: (userId) => app.events.emit('user.changed', { userId, change: 'verified' }),
        signedOut: (userId) => app.events.emit('user.changed', { userId, change: 'signed-out' }),
      },
      registered: (userId, locale) => app.events.emit('user.registered', { userId, locale }),
      log: {
        debug: (message, ...args) => app.log.debug(args.length ? { args } : {}, message),
        info: (message, ...args) => app.log.info(args.length ? { args } : {}, message),
        warn: (message, ...args) => app.log.warn(args.length ? { args } : {}, message),
        error: (message, ...args) => app.log.error(args.length ? { args } : {}, message),
      },
    });
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    const ttlMs = config.auth.sessionTtlSeconds * 1000;
    /** A bearer token's session and user in one indexed query, as better-auth's getSession reads them (sliding daily). */
    async function readSession(token: string): Promise<CachedSession | undefined> {
      const [row] = await app.db
        .select({
          expiresAt: sessions.expiresAt,
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          verified: users.verified,
          emailVerified: users.emailVerified,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, token))
        .limit(1);
      const now = Date.now();
      if (!row || row.expiresAt.getTime() <= now) return undefined;
      let expiresAt = row.expiresAt.getTime();
      if (expiresAt - ttlMs + SESSION_UPDATE_AGE_MS <= now) {
        expiresAt = now + ttlMs;
        await app.db
          .update(sessions)
          .set({ expiresAt: new Date(expiresAt) })
          .where(eq(sessions.token, token));
      }
      const { expiresAt: _expiresAt, ...user } = row;
      return { user: Object.freeze({ ...user, role: user.role ?? 'Buyer' }), expiresAt };
    }

    /**
     * Sessions found are kept for SESSION_CACHE_MS at most; a user's are dropped when that user changes (signed out,
     * deleted, renamed: decision 0005). Unknown tokens are not kept.
     */
    const freshness: Freshness = app.freshness;
    const sessionCache = freshness.cache<CachedSession | undefined>({
      name: 'sessions',
      ttlMs: config.cache.sessionMs,
      maxEntries: SESSION_CACHE_ENTRIES,
      drops: (scope) => (scope.kind === 'user' ? (_token, session) => session?.user.id === scope.id : undefined),
    });
    async function bearerSession(token: string) {
      const session = await sessionCache.load(token, () => readSession(token));
      if (!session || session.expiresAt <= Date.now()) return undefined;
      return { user: session.user, token };
    }

    /**
     * Sessions of signed session cookies (the pages drawn for a signed-in visitor), kept as the bearer ones are, under
     * the cookie's whole signed value: better-auth checked that value's signature and session once, and any other
     * value (another signature on the same token) is checked by better-auth afresh.
     */
    const cookieSessionCache = freshness.cache<SignedSession | undefined>({
      name: 'cookie-sessions',
      ttlMs: config.cache.sessionMs,
      maxEntries: SESSION_CACHE_ENTRIES,
      drops: (scope) => (scope.kind === 'user' ? (_cookie, session) => session?.user.id === scope.id : undefined),
    });

    /** The session better-auth finds for the request's header (a signed bearer token or the session cookie). */
    async function signedSession(
      request: FastifyRequest,
      via: 'bearer' | 'cookie',
    ): Promise<SignedSession | undefined> {
      const result = await auth.api.getSession({
        headers: webHeaders(request, via === 'bearer' ? 'authorization' : 'cookie'),
      });
      if (!result) return undefined;
      const u = result.user as typeof result.user & { role?: Role; verified?: boolean };
      const user: AuthUser = {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role ?? 'Buyer',
        verified: u.verified ?? false,
        emailVerified: u.emailVerified,
      };
      return { user: Object.freeze(user), token: result.session.token, expiresAt: result.session.expiresAt.getTime() };
    }

    app.decorate('sessionOf', async (request: FastifyRequest, via: 'bearer' | 'cookie') => {
      const header = via === 'bearer' ? request.headers.authorization : request.headers.cookie;
      if (!header || (via === 'bearer' && !/^bearer\s+\S+/i.test(header))) return undefined;
      // A plain session token (what /api/jwt hands out) is looked up directly; a signed one goes through better-auth.
      const plain = via === 'bearer' ? PLAIN_BEARER.exec(header)?.[1] : undefined;
      if (plain) return bearerSession(plain);
      let session: SignedSession | undefined;
      if (via === 'cookie') {
        const signed = getSessionCookie(new Headers({ cookie: header }));
        if (!signed) return undefined;
        session = await cookieSessionCache.load(signed, () => signedSession(request, 'cookie'));
      } else session = await signedSession(request, 'bearer');
      return session && session.expiresAt > Date.now() ? { user: session.user, token: session.token } : undefined;
    });

    /** The user of a fresh cached session for the request's plain bearer token, if there is one (no read, no await). */
    function cachedUser(request: FastifyRequest): AuthUser | undefined {
      const header = request.headers.authorization;
      const token = header ? PLAIN_BEARER.exec(header)?.[1] : undefined;
      const session = token ? sessionCache.get(token) : undefined;
      return session && session.expiresAt > Date.now() ? session.user : undefined;
    }

    // Our API is authenticated by the bearer token only (never by cookie), so it cannot be driven cross-site (CSRF).
    async function authenticate(request: FastifyRequest) {
      const user = cachedUser(request) ?? (await app.sessionOf(request, 'bearer'))?.user;
      if (!user) {
        // No token at all: sign in first; a token the server no longer knows: the session has expired.
        const code = request.headers.authorization ? 'session_expired' : 'sign_in_required';
        throw new HttpError(401, 'Your session has expired. Please sign in again.', code);
      }
      request.user = user;
    }
    // A callback hook: a cached session goes on at once, with no promise made (promise hooks are on: better-auth).
    app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      const user = cachedUser(request);
      if (user) {
        request.user = user;
        done();
        return;
      }
      authenticate(request).then(() => done(), done);
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      const role = request.user?.role;
      if (!role || !roles.includes(role)) {
        const refusal = ROLE_REFUSALS[roles[0] ?? 'Admin'];
        throw new HttpError(403, refusal.message, refusal.code);
      }
    });

    app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
      if (request.user && !request.user.emailVerified) throw new HttpError(403, UNVERIFIED_EMAIL, 'email_unverified');
    });
    // What needs a proved address, in one place: routes other domains own get the check after their own guard.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((m) => VERIFIED_EMAIL_ROUTES.has(`${m} ${route.url}`))) return;
      const before = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [...before, app.requireVerifiedEmail];
    });

    const limits = loginLimits(app, config);

    /** The signed-in caller of an auth endpoint, by bearer token or session cookie. */
    const callerOf = async (request: FastifyRequest) =>
      ((await app.sessionOf(request, 'bearer')) ?? (await app.sessionOf(request, 'cookie')))?.user.id;

    /** A name next to the Verified badge identifies its seller: nobody else may take it. */
    async function refuseVerifiedSellersName(request: FastifyRequest, self: string | undefined) {
      const name = (request.body as { name?: unknown } | undefined)?.name;
      if (typeof name !== 'string' || !name.trim()) return;
      if (await nameOfVerifiedSeller(app.db, name, self)) {
        throw new HttpError(409, 'A verified seller already uses that name. Please choose another name.');
      }
    }

    // What is answered to a signed-in caller is theirs alone: no shared cache may keep it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });

    // Google's start leaves a state row that its callback consumes; unfinished ones are swept once they expire.
    const sweep = () =>
      app.db
        .delete(verifications)
        .where(lt(verifications.expiresAt, new Date()))
        .then(
          () => undefined,
          (err: unknown) => app.log.warn({ err }, 'could not sweep expired verification rows'),
        );
    const sweeper = setInterval(sweep, VERIFICATION_SWEEP_MS);
    sweeper.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => clearInterval(sweeper));

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // Sign-in, sign-up and Google's start take a few short fields: a larger body is refused before it is read.
      bodyLimit: AUTH_BODY_LIMIT,
      async handler(request, reply) {
        const rawPath = request.url.split('?')[0] ?? '';
        // better-auth runs the endpoint of the normalised URL; a path spelled any other way ('/./', '%2e', '//') is
        // refused, so every limit below applies to the endpoint that actually runs.
        const url = new URL(request.url, siteOrigin(request, config));
        if (url.pathname !== rawPath || rawPath.includes('//') || /%2f|%5c/i.test(rawPath)) {
          throw new HttpError(404, 'There is no such address. Check the link and try again.');
        }
        const endpoint = request.method === 'POST' ? url.pathname.replace(/\/+$/, '') : '';
        const signIn = endpoint === '/api/auth/sign-in/email';
        if (endpoint) await limits.before(request, reply, endpoint);
        // Signing out, renaming, revoking: whose sessions and pages the change touches (said once it is done).
        const changer = endpoint && !CHANGES_NOTHING_CACHED.has(endpoint) ? await callerOf(request) : undefined;
        if (endpoint === '/api/auth/sign-up/email' || endpoint === '/api/auth/update-user') {
          await refuseVerifiedSellersName(request, changer);
        }
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: webHeaders(request),
            body: request.method === 'POST' ? forwardedBody(endpoint, request.body) : undefined,
          }),
        );
        // better-auth answers a failed query with a bare 500: when the database is what failed, say so (503).
        if (
          response.status >= 500 &&
          !(await app.database.ping().then(
            () => true,
            () => false,
          ))
        ) {
          throw new DatabaseUnavailableError();
        }
        if (signIn) await limits.after(request, response.status < 400);
        if (changer && response.status < 400) {
          const change = endpoint === '/api/auth/update-user' ? 'profile' : 'signed-out';
          await app.events.emit('user.changed', { userId: changer, change });
        }
        reply.code(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
            reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const text = await response.text();
        // better-auth's refusals in our error shape, {error: its code, message: our sentence}.
        if (response.status >= 400) {
          const refusal = authRefusal(response.status, safeJson(text));
          // An emailed link that is unknown, used or too old says so, and where to get a new one.
          const link = LINK_PAGES[url.pathname];
          if (link && LINK_CODES.has(refusal.error)) refusal.message = link;
          return reply.type('application/json').send(refusal);
        }
        return reply.send(text);
      },
    });
  },
  { name: 'auth', dependencies: ['freshness'] },
);

/**
 * The origin better-auth is told a request was sent to: PUBLIC_URL, or without it the request's own scheme and host
 * (its Host header; X-Forwarded-* only with TRUST_PROXY), so same-origin pages work at any address.
 */
function siteOrigin(request: FastifyRequest, config: Config): string {
  if (!config.originFromRequest) return config.publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new HttpError(
      400,
      'The address this request was sent to is not valid. Open PhoneHaat by its address and try again.',
    );
  }
}

/**
 * The parsed JSON body, as text again for better-auth. Google's start keeps only the fields it needs (its state row
 * would store anything else); nesting too deep to write back (thousands of levels) is a 400.
 */
function forwardedBody(endpoint: string, body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (endpoint === '/api/auth/sign-in/social') {
    const parsed = SocialSignInSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Choose a sign-in provider.');
    return JSON.stringify(parsed.data);
  }
  try {
    return JSON.stringify(body);
  } catch {
    throw new HttpError(400, 'The request body is nested too deeply.');
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
