import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** The users domain: its service built once (app.users) and its routes under /api. */
export const usersDomain = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'users',
      createUsersService(createUsersRepository(app.db), app.events, {
        record: (entry) => app.audit.record(entry),
      }),
    );
    await app.register(usersRoutes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['auth', 'audit'] },
);
