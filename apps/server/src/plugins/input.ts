import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/** True when any string (value or key) inside holds U+0000. Iterative: a body may nest thousands of levels deep. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (ArrayBuffer.isView(next)) {
      // A raw body (the Stripe webhook reads bytes to check their signature): bytes, not text.
      continue;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store the NUL character in text, and nobody types one: a request carrying it in its path, query or
 * JSON body (better-auth's routes included) is refused with a 400 before validation, instead of failing in the database.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, 'The request contains a character that is not allowed (NUL).');
    }
  });
});
