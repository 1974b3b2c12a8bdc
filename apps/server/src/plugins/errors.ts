import { TransitionError } from '@phonehaat/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { ApiErrorSchema, type ApiErrorCode } from '@phonehaat/shared';

/** A rate limit refused the request: 429 with the sentence, and when to try again (`retry-after`). */
export function tooManyRequests(reply: FastifyReply, ttlInSeconds: number, message: string): HttpError {
  reply.header('retry-after', Math.max(1, ttlInSeconds));
  return new HttpError(429, message);
}

/** The error answers a route can send, each `{error, message, code?, field?}`, for its response schema. */
export function apiErrors<const C extends number>(...codes: C[]): { [K in C]: typeof ApiErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as { [K in C]: typeof ApiErrorSchema };
}

/**
 * A rule of ours refused the request: the message is safe and useful to show the user (in English); the optional
 * code is stable, so a client can say it in the person's language (docs/api.md, Errors). Without one, a 404, 429,
 * 500 or 503 gets its status's code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
  }
}

/** The code an answer of this status carries when the refusal names none. */
const STATUS_CODE_NAMES: Partial<Record<number, ApiErrorCode>> = {
  404: 'not_found',
  429: 'too_many_requests',
  500: 'server_error',
  503: 'unavailable',
};

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  const cause = (err as { cause?: unknown }).cause;
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  if (
    err instanceof Error &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(err.message)
  )
    return true;
  return cause !== undefined && cause !== err && isDatabaseUnavailable(cause);
}

/** Fastify's own refusals of a request's body or headers, in words a person can act on. */
const FASTIFY_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (content-type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request was cut short. Please try again.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request has no body: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'There is no such address. Check the link and try again.',
};

const send = (statusCode: number, message: string, code = STATUS_CODE_NAMES[statusCode], field?: string) => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(code && { code }),
  ...(field && { field }),
});

/** What every caller is told while the database cannot be reached (503, with `retry-after`). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** The database is unreachable: a 503 the error handler answers like any other. */
export class DatabaseUnavailableError extends HttpError {
  constructor() {
    super(503, DATABASE_UNAVAILABLE_MESSAGE);
  }
}

/**
 * One error handler for the whole API: every 4xx and 5xx is JSON `{error, message}`. Validation failures are 400 with
 * the field that failed; a lost database is 503; anything unexpected is logged in full and answered without detail.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const field = [err.validationContext, where].filter(Boolean).join('.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'The request is not valid.';
      return reply
        .code(400)
        .send(field ? send(400, message, 'invalid_field', field) : send(400, message, 'invalid_request'));
    }
    if (err instanceof DatabaseUnavailableError) reply.header('retry-after', '5');
    if (err instanceof HttpError) return reply.code(err.statusCode).send(send(err.statusCode, err.message, err.code));
    // A move a state machine does not allow (an order paid twice): a conflict with the subject's current state.
    if (err instanceof TransitionError) return reply.code(409).send(send(409, err.message));
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send(send(500, 'Something went wrong on our side. Please try again.'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(send(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_REFUSALS[err.code] ?? err.message;
      return reply.code(status).send(send(status, message || (STATUS_CODES[status] ?? 'Bad request')));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(send(500, 'Something went wrong on our side. Please try again.'));
  });
});
