import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ApiErrorSchema,
  ChangeEmailFormSchema,
  ChangePasswordSchema,
  EmailOnlySchema,
  ResetPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ROLES,
  SocialSignInSchema,
  UpdateProfileSchema,
} from '@phonehaat/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import serverPackage from '../../package.json' with { type: 'json' };
import { z } from 'zod';
import type { Config } from '../config.js';

/** Where the generated document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const VERSION = z.object({ version: z.string() }).parse(serverPackage).version;

/** The API's domains, as tags: each path under /api/ belongs to the domain of its first segment. */
const DOMAINS = [
  { name: 'Identity', segments: ['auth', 'jwt'], description: 'Sign-up, sign-in and sessions, and the API token.' },
  {
    name: 'Users',
    segments: ['users', 'buyers', 'sellers', 'account'],
    description: "Users' records; the admin's lists; one's own account (its verification, deleting it).",
  },
  {
    name: 'Notifications',
    segments: ['notifications'],
    description: 'What happened to your deals (the bell), and which of it also comes by email.',
  },
  {
    name: 'Listings',
    segments: ['images', 'products', 'product', 'search', 'advertisedproduct', 'price-hint'],
    description: 'Photos, listings, the catalogue and its search.',
  },
  {
    name: 'Reports',
    segments: ['reports', 'reportedproduct', 'audit'],
    description:
      'Reported listings with their reasons, the admins’ decisions on them, and the audit log of admin actions.',
  },
  {
    name: 'Trust',
    segments: ['phone-check', 'stolen'],
    description: 'Checking a phone’s IMEI, and the stolen-phone register.',
  },
  { name: 'Orders', segments: ['orders', 'mybuyer'], description: "Buyers' orders and sellers' sales." },
  {
    name: 'Payments',
    segments: ['create-payment-intent', 'payment', 'sandbox', 'stripe'],
    description: 'Card payments through the configured gateway (the test-mode sandbox or Stripe).',
  },
  {
    name: 'Deals',
    segments: ['deals', 'seller'],
    description:
      'The handover of an order: meeting, acceptance, confirmations, problems and ratings; sellers’ public profiles.',
  },
  {
    name: 'Conversations',
    segments: ['conversations', 'reportedconversations', 'socket'],
    description:
      'Chat between a buyer and a listing’s seller: the inbox, messages, blocks, reports (the admin’s queue) and the socket.',
  },
  { name: 'Health', segments: ['health'], description: 'Whether the service and its database are up.' },
] as const;

function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? '';
  return DOMAINS.find((d) => (d.segments as readonly string[]).includes(segment))?.name ?? segment;
}

/** Methods whose requests carry a body that Fastify parses before the route runs. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers the server gives on a route whatever the route's own code does: 400 (a NUL character anywhere, or input
 * that fails validation), 500 and 503 (the database lost, or the server closing), and for methods with a body 413
 * (over the body limit) and 415 (a content type nobody parses); 429 where a route is rate limited. The route's own
 * `schema.response` adds the rest, and wins where both name a status.
 */
function serverAnswers(route: RouteOptions): Record<number, typeof ApiErrorSchema> {
  const methods = [route.method].flat();
  const answers: Record<number, typeof ApiErrorSchema> = {
    400: ApiErrorSchema,
    500: ApiErrorSchema,
    503: ApiErrorSchema,
  };
  if (methods.some((m) => BODY_METHODS.has(m))) Object.assign(answers, { 413: ApiErrorSchema, 415: ApiErrorSchema });
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) answers[429] = ApiErrorSchema;
  return answers;
}

/** What better-auth answers for a user: our fields (role, verified) beside its own. */
const AuthUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const AuthSessionSchema = z.looseObject({ token: z.string(), userId: z.string(), expiresAt: z.string() });
const SignedInSchema = z.looseObject({ token: z.string(), user: AuthUserSchema });

interface AuthEndpoint {
  method: 'get' | 'post';
  path: string;
  summary: string;
  /** Signed in by the session cookie or its token as a bearer token. */
  signedIn?: boolean;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

/**
 * better-auth answers every path under /api/auth/ through one catch-all route; these are the endpoints of it that
 * PhoneHaat's clients use, described here because no route schema exists for them. Its other endpoints are
 * better-auth's own and not part of this API. The refusals come in the API's `{error, message}` shape.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account (Buyer or Seller) and sign in; sets the session cookie.',
    body: RegisterSchema,
    responses: {
      200: SignedInSchema,
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      422: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with email and password; sets the session cookie. Limited per address and per account.',
    body: LoginSchema,
    responses: {
      200: SignedInSchema,
      400: ApiErrorSchema,
      401: ApiErrorSchema,
      403: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    summary: "Start 'Sign in With Google': answers the address to send the browser to.",
    body: SocialSignInSchema,
    responses: {
      200: z.looseObject({ url: z.string(), redirect: z.boolean() }),
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The session and user of the cookie or bearer token sent, or null.',
    signedIn: true,
    responses: { 200: z.looseObject({ session: AuthSessionSchema, user: AuthUserSchema }).nullable() },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Revoke the session (and so its API token).',
    signedIn: true,
    body: z.object({}),
    responses: { 200: z.looseObject({ success: z.boolean() }), 400: ApiErrorSchema, 403: ApiErrorSchema },
  },
  {
    method: 'post',
    path: '/api/auth/update-user',
    summary: "Change the caller's own name or picture (never the role).",
    signedIn: true,
    body: UpdateProfileSchema,
    responses: {
      200: z.looseObject({ status: z.boolean() }),
      400: ApiErrorSchema,
      401: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
    },
  },
  // Account recovery (issue 17): the same answer whether or not an email has an account; limited per email and address.
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary:
      "'Forgot password?': emails a link to /reset-password if the email has an account (the answer never says).",
    body: EmailOnlySchema,
    responses: {
      200: z.looseObject({ status: z.boolean() }),
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary:
      "Set a new password with the emailed link's token (once, within an hour); signs the account out everywhere.",
    body: ResetPasswordSchema,
    responses: { 200: z.looseObject({ status: z.boolean() }), 400: ApiErrorSchema, 403: ApiErrorSchema },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary: "'Send again': emails a new verification link to an unverified account's address.",
    body: EmailOnlySchema,
    responses: {
      200: z.looseObject({ status: z.boolean() }),
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Open a verification link (?token=): the address is verified, or a changed email is used from now on.',
    responses: { 200: z.looseObject({ status: z.boolean() }), 401: ApiErrorSchema, 403: ApiErrorSchema },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the password with the current one; revokeOtherSessions signs out every other device.',
    signedIn: true,
    body: ChangePasswordSchema,
    responses: {
      200: z.looseObject({ token: z.string().nullable() }),
      400: ApiErrorSchema,
      401: ApiErrorSchema,
      403: ApiErrorSchema,
    },
  },
  {
    method: 'post',
    path: '/api/auth/change-email',
    summary: 'Change the email: a link goes to the new address, which is used once that link is opened.',
    signedIn: true,
    body: ChangeEmailFormSchema,
    responses: {
      200: z.looseObject({ status: z.boolean() }),
      400: ApiErrorSchema,
      401: ApiErrorSchema,
      403: ApiErrorSchema,
    },
  },
];

/** Schemas named once in the document's components and referred to by `$ref` wherever they are used. */
const components = z.registry<{ id: string }>();
components.add(ApiErrorSchema, { id: 'ApiError' });
const transformRoute = createJsonSchemaTransform({ schemaRegistry: components });
const addComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

type JsonSchema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const id = components.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}` };
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return json as JsonSchema;
};

function authOperation(endpoint: AuthEndpoint): OpenAPIV3_1.OperationObject {
  const server = serverAnswers({ method: endpoint.method.toUpperCase() } as RouteOptions);
  const responses: Record<number, z.ZodType> = { ...server, ...endpoint.responses };
  return {
    tags: ['Identity'],
    summary: endpoint.summary,
    ...(endpoint.signedIn ? { security: [{ sessionCookie: [] }, { bearerAuth: [] }] } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, schema]) => [
        status,
        {
          description: STATUS_CODES[Number(status)] ?? status,
          content: { 'application/json': { schema: toJsonSchema(schema, 'output') } },
        },
      ]),
    ),
  };
}

const isOperation = (value: unknown): value is OpenAPIV3_1.OperationObject =>
  typeof value === 'object' && value !== null && 'responses' in value;

/**
 * The API's OpenAPI 3.1 document, generated from the routes' zod schemas (`@fastify/swagger` with the zod type
 * provider's transform) at GET /api/openapi.json, and its reference page (Swagger UI, served from our own origin under
 * the site's CSP) at /api/docs. Register it before any route: it documents the routes registered after it.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const cookie = `${config.secureOrigin ? '__Secure-' : ''}better-auth.session_token`;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PhoneHaat API',
        version: VERSION,
        description:
          'The marketplace API. Every error is JSON `{error, message}`; `message` is written for a person. ' +
          'Generated from the route schemas; see docs/api.md for the rules behind each call.',
      },
      tags: DOMAINS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token from GET /api/jwt (the session token), as `authorization: bearer <token>`.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: cookie,
            description: 'The session cookie set by sign-in; only /api/jwt and /api/auth/* read it.',
          },
        },
      },
    },
    transform(input) {
      const { url, route } = input;
      // Only the API is documented; better-auth's catch-all is described by AUTH_ENDPOINTS instead.
      if (!url.startsWith('/api/') || url === '/api/auth/*') return { schema: { hide: true }, url };
      const schema: FastifySchema = input.schema ?? {};
      // Every preHandler of this API begins with a guard (authenticate or requireRole): such a route takes the token.
      const guarded = route.preHandler !== undefined && [route.preHandler].flat().length > 0;
      return transformRoute({
        ...input,
        schema: {
          ...schema,
          tags: schema.tags ?? [tagOf(url)],
          ...(guarded && !schema.security ? { security: [{ bearerAuth: [] }] } : {}),
          response: { ...serverAnswers(route), ...(schema.response as Record<number, unknown> | undefined) },
        },
      });
    },
    transformObject(input) {
      const document = addComponents(input) as OpenAPIV3_1.Document;
      const paths = { ...document.paths };
      for (const endpoint of AUTH_ENDPOINTS) {
        paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: authOperation(endpoint) };
      }
      // Each answer described by its status's name rather than @fastify/swagger's 'Default Response'.
      for (const item of Object.values(paths)) {
        for (const operation of Object.values(item ?? {})) {
          if (!isOperation(operation)) continue;
          for (const [status, response] of Object.entries(operation.responses ?? {})) {
            if ('description' in response && response.description === 'Default Response') {
              response.description = STATUS_CODES[Number(status)] ?? status;
            }
          }
        }
      }
      // The components some operation refers to (the transform names the input and the output form of each).
      const used = JSON.stringify(paths);
      const schemas = Object.fromEntries(
        Object.entries(document.components?.schemas ?? {}).filter(([id]) =>
          used.includes(`"#/components/schemas/${id}"`),
        ),
      );
      return { ...document, paths, components: { ...document.components, schemas } };
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  // Swagger UI's own files (script, styles, its start-up script as a file): nothing inline, nothing from elsewhere.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: 'PhoneHaat API' },
  });
});
