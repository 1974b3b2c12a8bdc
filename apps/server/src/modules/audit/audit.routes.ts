import { AUDIT_RANGE_BACKWARDS, AuditFiltersSchema, AuditListSchema, auditRangeOk } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CursorQuery, decodeCursor, linkNext } from '../../lib/cursor.js';
import { apiErrors } from '../../plugins/errors.js';
import { toAuditEntry } from './audit.service.js';

const errors = apiErrors(400, 401, 403);

/** The admins' audit log: read only. No route changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        querystring: AuditFiltersSchema.extend({ cursor: CursorQuery }).refine(auditRangeOk, {
          message: AUDIT_RANGE_BACKWARDS,
        }),
        response: { 200: AuditListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { cursor, ...query } = request.query;
      const { page, next } = await app.audit.list(query, decodeCursor(cursor));
      linkNext(reply, '/api/audit', request.query, next);
      return page.map(toAuditEntry);
    },
  );
};
