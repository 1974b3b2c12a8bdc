import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditRepository } from './audit.repository.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService, type AuditService } from './audit.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** The audit log (issue 16, decision 0018): its service built once (app.audit), which other domains append to. */
export const auditDomain = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', createAuditService(createAuditRepository(app.db)));
    await app.register(auditRoutes, { prefix: '/api' });
  },
  { name: 'audit', dependencies: ['auth'] },
);
