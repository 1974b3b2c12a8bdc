import {
  ConversationParamsSchema,
  ConversationSchema,
  ConversationStartedSchema,
  ConversationSummarySchema,
  DeletedSchema,
  MessageSchema,
  MessagesQuerySchema,
  ModifiedSchema,
  ReportConversationSchema,
  ReportedConversationSchema,
  SendMessageSchema,
  StartConversationSchema,
  UnreadSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';

const errors = apiErrors(400, 401, 403, 404, 410, 429);

/** Messages one person may send per minute, all conversations together. */
export const MESSAGES_PER_MINUTE = 20;

/** The chat's HTTP routes: start, inbox, read, send, poll, block, report, and the admin's reported conversations. */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.conversations;
  const signedIn = app.requireRole('Buyer', 'Seller', 'Admin');
  const admin = app.requireRole('Admin');
  const sendLimit = app.perUserLimit({
    name: 'message',
    max: MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    message: 'You are sending messages very fast. Please wait a minute and try again.',
  });
  const byId = { params: ConversationParamsSchema };

  app.post(
    '/conversations',
    {
      preHandler: app.requireRole('Buyer', 'Seller'),
      schema: {
        body: StartConversationSchema,
        response: { 200: ConversationStartedSchema, ...errors, ...apiErrors(409) },
      },
    },
    async (request) => ({ _id: (await service.start(request.user!, request.body.productId)).id }),
  );

  app.get(
    '/conversations',
    { preHandler: signedIn, schema: { response: { 200: z.array(ConversationSummarySchema), ...errors } } },
    async (request) => service.inbox(request.user!),
  );

  app.get(
    '/conversations/unread',
    { preHandler: signedIn, schema: { response: { 200: UnreadSchema, ...errors } } },
    async (request) => ({ count: await service.unread(request.user!) }),
  );

  app.get(
    '/conversations/:id',
    { preHandler: signedIn, schema: { ...byId, response: { 200: ConversationSchema, ...errors } } },
    async (request) => service.one(request.user!, request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      preHandler: signedIn,
      schema: { ...byId, querystring: MessagesQuerySchema, response: { 200: z.array(MessageSchema), ...errors } },
    },
    async (request) => service.after(request.user!, request.params.id, request.query.after),
  );

  app.post(
    '/conversations/:id/messages',
    {
      preHandler: [signedIn, sendLimit],
      // 2,000 characters of text, escaped as JSON at worst: a few tens of KB.
      bodyLimit: 64 * 1024,
      schema: { ...byId, body: SendMessageSchema, response: { 201: MessageSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.send(request.user!, request.params.id, request.body.text)),
  );

  app.post(
    '/conversations/:id/read',
    { preHandler: signedIn, schema: { ...byId, response: { 200: UnreadSchema, ...errors } } },
    async (request) => ({ count: await service.markRead(request.user!, request.params.id) }),
  );

  app.put(
    '/conversations/:id/block',
    { preHandler: signedIn, schema: { ...byId, response: { 200: ConversationSchema, ...errors } } },
    async (request) => service.block(request.user!, request.params.id, true),
  );

  app.delete(
    '/conversations/:id/block',
    { preHandler: signedIn, schema: { ...byId, response: { 200: ConversationSchema, ...errors } } },
    async (request) => service.block(request.user!, request.params.id, false),
  );

  app.put(
    '/conversations/:id/report',
    {
      preHandler: signedIn,
      schema: { ...byId, body: ReportConversationSchema, response: { 200: ModifiedSchema, ...errors } },
    },
    async (request) => {
      await service.report(request.user!, request.params.id, request.body.reason);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.get(
    '/reportedconversations',
    { preHandler: admin, schema: { response: { 200: z.array(ReportedConversationSchema), ...errors } } },
    async () => service.reported(),
  );

  app.delete(
    '/reportedconversations/:id',
    { preHandler: admin, schema: { ...byId, response: { 200: DeletedSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await service.dismissReport(request.user!, request.params.id),
    }),
  );
};
