import { BASE_LOCALE } from '@phonehaat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/**
 * Notifications: listens to the domains' events (a deal moved), stores what each person should hear of, queues the
 * important ones by email (their preferences allowing), and serves the bell's routes under /api.
 */
export const notificationsDomain = fp(
  async (app: FastifyInstance) => {
    const service = createNotificationsService(createNotificationsRepository(app.db), {
      listingTitle: async (productId) => {
        try {
          return (await app.products.detail(productId)).product.name;
        } catch {
          return undefined;
        }
      },
      person: (userId) => app.users.contact(userId),
      mail: app.mail,
      siteUrl: app.config.publicUrl,
      now: app.now,
      log: app.log,
      wake: () => app.jobs.wake(),
    });
    app.decorate('notifications', service);
    // A person who signed up in Bengali gets their emails in Bengali until they choose otherwise (decision 0023).
    app.events.on('user.registered', async ({ userId, locale }) => {
      if (locale !== BASE_LOCALE) await service.setPreferences(userId, { language: locale });
    });
    // A suspended person, and one whose suspension was lifted, is told why by email (issue 16).
    app.events.on('user.changed', async ({ userId, change, reason }) => {
      if (change === 'suspended' || change === 'reinstated') await service.accountChanged(userId, change, reason);
    });
    // A notification that could not be stored must not undo or fail the deal's move (it has committed already).
    app.events.on('deal.changed', async (event) => {
      try {
        await service.dealChanged(event);
      } catch (err) {
        app.log.error({ err, dealId: event.dealId }, 'could not store the notifications of a deal');
      }
    });
    app.events.on('rating.received', async (event) => {
      try {
        await service.ratingReceived(event);
      } catch (err) {
        app.log.error({ err, dealId: event.dealId }, 'could not store the notification of a rating');
      }
    });
    app.events.on('message.sent', async (event) => {
      try {
        await service.messageReceived(event);
      } catch (err) {
        app.log.error(
          { err, conversationId: event.message.conversationId },
          'could not store the notification of a message',
        );
      }
    });
    await app.register(notificationsRoutes, { prefix: '/api' });
  },
  { name: 'notifications', dependencies: ['auth', 'jobs', 'mail', 'users', 'products'] },
);
