import { z } from 'zod';
import { imeiProblem, normaliseImei } from '../domain/imei.js';

/**
 * The stable codes of the refusals a person meets most (issue 18): the message is English, and a client that shows
 * another language translates by the code. New codes may be added; a code never changes its meaning.
 */
export const API_ERROR_CODES = [
  'sign_in_required',
  'session_expired',
  'not_admin',
  'not_seller',
  'buyers_only',
  'forbidden',
  'email_unverified',
  'too_many_requests',
  'invalid_field',
  'invalid_request',
  'not_found',
  'already_sold',
  'listing_under_review',
  'unavailable',
  'server_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every JSON error answer of the API: `code` when the refusal has a stable one, `field` with 'invalid_field'. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(API_ERROR_CODES).optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const IdSchema = z.uuid({ message: 'Not a valid id' });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** An IMEI field: typed with spaces, dashes or Bengali digits; answered as its 15 plain digits. */
export const ImeiSchema = z
  .string()
  .max(40, 'An IMEI has 15 digits: dial *#06# on the phone to see it.')
  .superRefine((value, ctx) => {
    const problem = imeiProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseImei);
