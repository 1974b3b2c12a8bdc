import {
  IdSchema,
  ModifiedSchema,
  PhoneCheckResultSchema,
  PhoneCheckSchema,
  RecoverStolenSchema,
  ReportStolenSchema,
  STOLEN_TEXT,
  StolenFiledSchema,
  StolenReportListSchema,
} from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';

/** The stolen-phone register and 'Check a phone' (issue 16). */
export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.trust;

  // Public: anyone may check a phone before buying it, but not walk the register (a visitor, else an address).
  const checkLimit = app.perUserLimit({
    name: 'phone-check',
    max: app.config.limits.phoneChecksPerHour,
    timeWindow: '1 hour',
    message: STOLEN_TEXT.rateLimited,
  });
  // A POST, so the number stays out of addresses and access logs.
  app.post(
    '/phone-check',
    {
      preHandler: [
        (request, reply, done) =>
          request.headers.authorization === undefined ? done() : app.authenticate(request, reply, done),
        checkLimit,
      ],
      schema: { body: PhoneCheckSchema, response: { 200: PhoneCheckResultSchema, ...apiErrors(400, 401, 429) } },
    },
    async (request) => service.checkPhone(request.body.imei),
  );

  app.post(
    '/stolen',
    {
      preHandler: app.authenticate,
      schema: { body: ReportStolenSchema, response: { 201: StolenFiledSchema, ...apiErrors(400, 401, 409) } },
    },
    async (request, reply) => {
      reply.code(201);
      return service.reportStolen(request.user!, request.body);
    },
  );

  app.get(
    '/stolen',
    { preHandler: app.authenticate, schema: { response: { 200: StolenReportListSchema, ...apiErrors(401) } } },
    async (request) => service.stolenReportsOf(request.user!),
  );

  app.patch(
    '/stolen/:id',
    {
      preHandler: app.authenticate,
      schema: {
        params: z.object({ id: IdSchema }),
        body: RecoverStolenSchema,
        response: { 200: ModifiedSchema, ...apiErrors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.recover(request.user!, request.params.id);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );
};
