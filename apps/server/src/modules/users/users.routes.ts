import {
  AccessTokenSchema,
  AccountSchema,
  DeleteAccountSchema,
  BuyerRowSchema,
  CreateUserSchema,
  DeletedSchema,
  EmailSchema,
  ModifiedSchema,
  SellerRowSchema,
  SellerSelectorSchema,
  SuspendUserSchema,
  UserSchema,
  VerifySellerSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CursorQuery, decodeCursor, linkNext } from '../../lib/cursor.js';
import { apiErrors, HttpError } from '../../plugins/errors.js';
import { toBuyerRow, toSellerRow, toUser } from './users.mapper.js';

const errors = apiErrors(400, 401, 403, 404, 409);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;
  const admin = app.requireRole('Admin');

  // The access token for the API, only to whoever has just signed in (the session cookie of that sign-in) and only
  // for their own email. The token is that session's: it expires with it and dies when it is revoked.
  app.get(
    '/jwt',
    {
      schema: {
        security: [{ sessionCookie: [] }],
        querystring: z.object({ email: EmailSchema }),
        response: { 200: AccessTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.sessionOf(request, 'cookie');
      if (!session) throw new HttpError(401, 'Sign in first to get an access token.', 'sign_in_required');
      if (session.user.email !== request.query.email) {
        throw new HttpError(403, 'You can only get an access token for your own account.', 'forbidden');
      }
      reply.header('cache-control', 'no-store');
      return { accessToken: session.token };
    },
  );

  app.get(
    '/users',
    {
      preHandler: app.authenticate,
      schema: { querystring: z.object({ email: EmailSchema }), response: { 200: UserSchema, ...errors } },
    },
    async (request) => toUser(await service.lookup(request.user!, request.query.email)),
  );

  app.post(
    '/users',
    { preHandler: app.authenticate, schema: { body: CreateUserSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => toUser(await service.registerSelf(request.user!, request.body)),
  );

  app.get(
    '/account',
    { preHandler: app.authenticate, schema: { response: { 200: AccountSchema, ...errors } } },
    async (request) => service.account(request.user!),
  );
  // Deleting one's own account: the password again (a Google-only account has none), then signed out everywhere.
  app.delete(
    '/account',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { body: DeleteAccountSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } },
    },
    async (request) => {
      await service.deleteOwn(request.user!, request.body?.password);
      return { deleted: true as const };
    },
  );
  app.get(
    '/buyers',
    {
      preHandler: admin,
      schema: { querystring: z.object({ cursor: CursorQuery }), response: { 200: z.array(BuyerRowSchema), ...errors } },
    },
    async (request, reply) => {
      const { page, next } = await service.list('Buyer', decodeCursor(request.query.cursor));
      linkNext(reply, '/api/buyers', request.query, next);
      return page.map(toBuyerRow);
    },
  );

  app.delete(
    '/buyers/:id',
    {
      preHandler: admin,
      schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: DeletedSchema, ...errors } },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await service.deleteBuyer(request.user!, request.params.id),
    }),
  );

  app.get(
    '/sellers',
    {
      preHandler: admin,
      schema: {
        querystring: z.object({ cursor: CursorQuery }),
        response: { 200: z.array(SellerRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, next } = await service.list('Seller', decodeCursor(request.query.cursor));
      linkNext(reply, '/api/sellers', request.query, next);
      return page.map(toSellerRow);
    },
  );

  app.put(
    '/sellers',
    {
      preHandler: admin,
      schema: {
        querystring: SellerSelectorSchema,
        body: VerifySellerSchema,
        response: { 200: ModifiedSchema, ...errors },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await service.verifySeller(request.user!, request.query),
    }),
  );

  // An admin suspends a buyer or a seller, and lifts the suspension (issue 16).
  const userId = z.object({ id: z.string().min(1).max(64) });
  app.put(
    '/users/:id/suspension',
    {
      preHandler: admin,
      schema: { params: userId, body: SuspendUserSchema, response: { 200: ModifiedSchema, ...errors } },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await service.suspend(request.user!, request.params.id, request.body.reason),
    }),
  );
  app.delete(
    '/users/:id/suspension',
    { preHandler: admin, schema: { params: userId, response: { 200: ModifiedSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await service.reinstate(request.user!, request.params.id),
    }),
  );

  app.delete(
    '/sellers',
    { preHandler: admin, schema: { querystring: SellerSelectorSchema, response: { 200: DeletedSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await service.deleteSeller(request.user!, request.query),
    }),
  );
};
