import {
  MarkNotificationsReadSchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';

const errors = apiErrors(400, 401);

/** The bell (latest notifications, unread count, mark read) and the email preferences, for the signed-in person. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.notifications;
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/notifications',
    { ...signedIn, schema: { response: { 200: NotificationListSchema, ...errors } } },
    async (request) => service.list(request.user!.id),
  );

  app.post(
    '/notifications/read',
    {
      ...signedIn,
      schema: {
        body: MarkNotificationsReadSchema,
        response: { 200: z.object({ unread: z.number().int().min(0) }), ...errors },
      },
    },
    async (request) => service.markRead(request.user!.id, request.body.ids),
  );

  app.get(
    '/notifications/preferences',
    { ...signedIn, schema: { response: { 200: NotificationPreferencesSchema, ...errors } } },
    async (request) => service.preferences(request.user!.id),
  );

  app.put(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => service.setPreferences(request.user!.id, request.body),
  );
};
